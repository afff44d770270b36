import type { ConfirmContext } from '@machines/payment/confirm.machine';
import { type AreaSnapshot, useAreaState } from '@web/wizard/use-area-state';
import { useWizard } from '@web/wizard/wizard-context';

export type ConfirmSnapshot = AreaSnapshot<'confirm'>;

export interface ConfirmArea {
  snapshot: ConfirmSnapshot;
  context: ConfirmContext;
  /** Buy now is on its way (card provider, PayPal, referral, the order itself): buttons wait. */
  busy: boolean;
  send: ReturnType<typeof useWizard>['send'];
}

/** The confirm machine as the confirm and PayPal-cancel screens read it; null while it does not run. */
export function useConfirm(): ConfirmArea | null {
  const snapshot = useAreaState('confirm');
  const { send } = useWizard();
  if (!snapshot) return null;
  return {
    snapshot,
    context: snapshot.context,
    busy: snapshot.status !== 'active' || !snapshot.matches({ confirm: 'ready' }),
    send,
  };
}
