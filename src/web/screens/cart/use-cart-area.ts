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
  /**
   * Whether the machine takes this action on the screen at rest (its guards decide; links show only
   * then); while a modal is open or a call runs, the links stay and `busy` disables them.
   */
  can(event: CartUserEvent): boolean;
  send: ReturnType<typeof useWizard>['send'];
}

/**
 * The cart screen at rest (no modal open, no call running): what its links and buttons are asked.
 * A modal or a save leaves them in place, so the page behind a modal does not change and the
 * modal gives focus back to the button that opened it.
 */
function atRest(snapshot: CartSnapshot): CartSnapshot {
  if (!snapshot.matches('screen') || snapshot.matches({ screen: 'idle' })) return snapshot;
  return snapshot.machine.resolveState({ value: { screen: 'idle' }, context: snapshot.context });
}

/** The cart machine as the cart screen reads it; null while it does not run. */
export function useCartArea(): CartArea | null {
  const snapshot = useAreaState('cart');
  const { send } = useWizard();
  if (!snapshot) return null;
  const resting = atRest(snapshot);
  return {
    snapshot,
    context: snapshot.context,
    busy: snapshot.hasTag('busy'),
    can: (event) => resting.can(event),
    send,
  };
}
