import { activeIntervals, findActiveMaturity } from '@domain/cart/term';
import { intervalLabel } from '@domain/labels/interval-label';
import { maturityLabel } from '@domain/labels/maturity-label';
import { TermPrice } from '@web/components/price/TermPrice';
import { useLabel } from '@web/format/use-label';
import { LoadingStatus } from '@web/layout/LoadingStatus';
import { useIntl } from 'react-intl';
import { SelectionHeading } from './SelectionHeading';
import { TermConfirmModal } from './TermConfirmModal';
import { useSelection } from './use-selection';
import '@web/components/choice.css';
import './selection.css';

/** `/periods/interval`: choose how often to pay for the chosen term (INTERVAL.CHOSEN). */
export function Screen() {
  const intl = useIntl();
  const label = useLabel();
  const selection = useSelection();
  const maturity =
    selection?.row && selection.product
      ? findActiveMaturity(selection.product, selection.row.product.maturity_id)
      : undefined;
  if (!selection?.row || !selection.product || !maturity) {
    return (
      <>
        <SelectionHeading />
        <LoadingStatus />
      </>
    );
  }
  const { row, product, busy, send } = selection;

  return (
    <>
      <SelectionHeading />
      <fieldset className="choice-list">
        <legend className="choice-legend">
          {intl.formatMessage(
            { id: 'selection.interval_legend' },
            { product: product.name, term: label(maturityLabel(maturity.months)) },
          )}
        </legend>
        {activeIntervals(maturity).map((interval) => (
          <button
            key={interval.id}
            type="button"
            className="choice choice-button"
            aria-pressed={interval.id === row.product.interval_id}
            disabled={busy}
            onClick={() => send({ type: 'INTERVAL.CHOSEN', intervalId: interval.id })}
          >
            <span className="choice-body">
              <span className="choice-name">{label(intervalLabel(interval.months))}</span>
              <TermPrice
                cart={selection.snapshot.context.cart}
                catalogue={selection.catalogue}
                row={row}
                term={{ maturityId: maturity.id, intervalId: interval.id }}
              />
            </span>
          </button>
        ))}
      </fieldset>
      <TermConfirmModal selection={selection} />
    </>
  );
}
