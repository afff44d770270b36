import type { CartContext, CartEvent } from '@machines/cart/types';
import { type AreaSnapshot, useAreaState } from '@web/wizard/use-area-state';
import { useWizard } from '@web/wizard/wizard-context';

type CartSnapshot = AreaSnapshot<'cart'>;
/** The cart screen's user events (everything but navigation and the wizard's catalogue refresh). */
export type CartUserEvent = Exclude<CartEvent, { type: 'ROUTE.ENTERED' | 'CATALOGUE.REFRESHED' }>;

export interface CartArea {
  snapshot: CartSnapshot;
  context: CartContext;
  busy: boolean;
  /** Whether the machine would take this action now (its guards decide; links show only then). */
  can(event: CartUserEvent): boolean;
  send: ReturnType<typeof useWizard>['send'];
}

/** The cart machine as the cart screen reads it; null while it does not run. */
export function useCartArea(): CartArea | null {
  const snapshot = useAreaState('cart');
  const { send } = useWizard();
  if (!snapshot) return null;
  return {
    snapshot,
    context: snapshot.context,
    busy: snapshot.hasTag('busy'),
    can: (event) => snapshot.can(event),
    send,
  };
}
