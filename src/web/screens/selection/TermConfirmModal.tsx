import { pendingTermChange } from '@machines/product-selection/selectors';
import { TermDropModal } from '@web/components/TermDropModal';
import { useIntl } from 'react-intl';
import type { Selection } from './use-selection';

/** The term screens' confirm modal while the machine waits in `confirming` (TERM.CONFIRMED / TERM.CANCELLED). */
export function TermConfirmModal({ selection }: { selection: Selection }) {
  const intl = useIntl();
  const { snapshot, catalogue, send } = selection;
  const change = pendingTermChange(snapshot);
  const confirming =
    snapshot.matches({ maturity: 'confirming' }) || snapshot.matches({ interval: 'confirming' });
  return (
    <TermDropModal
      open={confirming && change !== null}
      title={intl.formatMessage({ id: 'selection.term_confirm_title' })}
      dropped={change?.dropped}
      catalogue={catalogue}
      onKeep={() => send({ type: 'TERM.CANCELLED' })}
      onChange={() => send({ type: 'TERM.CONFIRMED' })}
    />
  );
}
