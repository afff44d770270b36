import { useWizard } from '@web/wizard/wizard-context';
import { useMemo } from 'react';

/**
 * What a user asks the wizard for. The next step is decided by the wizard's machines; components
 * only report the choice as a wizard event.
 */
export interface WizardIntents {
  /** "Order now" on a product card: PRODUCT.CHOSEN (product selection). */
  orderProduct(productId: number): void;
  /**
   * Domain search submitted from the categories screen: DOMAIN.SEARCHED. The wizard validates it
   * and goes to the lookup with the sanitised name (query d), or keeps the error for the screen.
   */
  searchDomain(term: string): void;
}

export function useWizardIntents(): WizardIntents {
  const { send } = useWizard();
  return useMemo(
    () => ({
      orderProduct: (productId) => send({ type: 'PRODUCT.CHOSEN', productId }),
      searchDomain: (term) => send({ type: 'DOMAIN.SEARCHED', input: term }),
    }),
    [send],
  );
}
