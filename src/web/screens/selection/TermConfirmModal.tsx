import { pendingTermChange } from '@machines/product-selection/selectors';
import { Modal } from '@web/layout/Modal';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Selection } from './use-selection';

/**
 * The confirm modal of a term change that drops addons, upsells or the promotion: names what goes,
 * then the visitor confirms or keeps the old term (TERM.CONFIRMED / TERM.CANCELLED).
 */
export function TermConfirmModal({ selection }: { selection: Selection }) {
  const intl = useIntl();
  const { snapshot, catalogue, send } = selection;
  const change = pendingTermChange(snapshot);
  const open = snapshot.matches({ maturity: 'confirming' }) || snapshot.matches({ interval: 'confirming' });
  const nameOf = (id: number) => catalogue.productsById.get(id)?.name ?? String(id);
  const dropped = change ? [...change.dropped.upsells.map(nameOf), ...change.dropped.addons.map(nameOf)] : [];
  return (
    <Modal
      open={open && change !== null}
      title={intl.formatMessage({ id: 'selection.term_confirm_title' })}
      onClose={() => send({ type: 'TERM.CANCELLED' })}
    >
      {dropped.length > 0 ? (
        <>
          <p>
            <FormattedMessage id="selection.term_confirm_drops" values={{ count: dropped.length }} />
          </p>
          <ul>
            {dropped.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      ) : null}
      {change?.dropped.promotion ? (
        <p>
          <FormattedMessage
            id="selection.term_confirm_promotion"
            values={{ code: change.dropped.promotion }}
          />
        </p>
      ) : null}
      <p className="step-actions">
        <button type="button" className="button" onClick={() => send({ type: 'TERM.CANCELLED' })}>
          <FormattedMessage id="selection.term_keep" />
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={() => send({ type: 'TERM.CONFIRMED' })}
        >
          <FormattedMessage id="selection.term_change" />
        </button>
      </p>
    </Modal>
  );
}
