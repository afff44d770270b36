/**
 * What a user asks the wizard for. The next step is decided by the product-selection and
 * domain-lookup machines (a later issue); until they exist these intents do nothing, and
 * components never decide the next step themselves.
 */
export interface WizardIntents {
  /** "Order now" on a product card. */
  orderProduct(productId: number): void;
  /** Domain search submitted from the categories screen. */
  searchDomain(term: string): void;
}

const placeholder: WizardIntents = {
  orderProduct: () => {
    // Decided by the product-selection machine (later issue).
  },
  searchDomain: () => {
    // Decided by the domain-lookup machine (later issue).
  },
};

export const useWizardIntents = (): WizardIntents => placeholder;
