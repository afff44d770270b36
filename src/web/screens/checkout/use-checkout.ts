import type { CheckoutContext } from '@machines/checkout/checkout.machine';
import { type AreaSnapshot, useAreaState } from '@web/wizard/use-area-state';
import { useWizard } from '@web/wizard/wizard-context';

export type CheckoutSnapshot = AreaSnapshot<'checkout'>;

export interface CheckoutArea {
  snapshot: CheckoutSnapshot;
  context: CheckoutContext;
  /** A save (or the logout, or the refetch after the address) is running: buttons wait. */
  busy: boolean;
  send: ReturnType<typeof useWizard>['send'];
}

/** Sub-states of the checkout machine in which a call is running. */
const BUSY_STATES = [
  { logout: 'loggingOut' },
  { basicInfo: 'saving' },
  { address: 'saving' },
  { address: 'refetching' },
  { payment: 'saving' },
] as const;

export const isCheckoutBusy = (snapshot: CheckoutSnapshot): boolean =>
  BUSY_STATES.some((state) => snapshot.matches(state));

/** The checkout machine as its screens read it; null while it does not run. */
export function useCheckout(): CheckoutArea | null {
  const snapshot = useAreaState('checkout');
  const { send } = useWizard();
  if (!snapshot) return null;
  return { snapshot, context: snapshot.context, busy: isCheckoutBusy(snapshot), send };
}
