import { activeMaturities, intervalNamedWithMaturity } from '@domain/cart/term';
import { cancellationPeriodLabel } from '@domain/labels/cancellation-period-label';
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

/**
 * `/periods/maturity`: choose a contract term; each with its monthly price and notice period
 * (MATURITY.CHOSEN).
 */
export function Screen() {
  const intl = useIntl();
  const label = useLabel();
  const selection = useSelection();
  if (!selection?.row || !selection.product) {
    return (
      <>
        <SelectionHeading />
        <LoadingStatus />
      </>
    );
  }
  const { row, product, busy, send, snapshot } = selection;
  const withInterval = snapshot.context.catalogue.brand.display.interval_with_maturity;

  return (
    <>
      <SelectionHeading />
      <fieldset className="choice-list">
        <legend className="choice-legend">
          {intl.formatMessage({ id: 'selection.maturity_legend' }, { product: product.name })}
        </legend>
        {activeMaturities(product).map((maturity) => {
          const interval = intervalNamedWithMaturity(row, maturity, withInterval);
          return (
            <button
              key={maturity.id}
              type="button"
              className="choice choice-button"
              aria-pressed={maturity.id === row.product.maturity_id}
              disabled={busy}
              onClick={() => send({ type: 'MATURITY.CHOSEN', maturityId: maturity.id })}
            >
              <span className="choice-body">
                <span className="choice-name">
                  {label(maturityLabel(maturity.months))}
                  {interval ? ` · ${label(intervalLabel(interval.months))}` : null}
                </span>
                <TermPrice
                  cart={selection.snapshot.context.cart}
                  catalogue={selection.catalogue}
                  row={row}
                  term={{ maturityId: maturity.id }}
                />
                {maturity.cancelation_period > 0 ? (
                  <span className="choice-text">
                    {intl.formatMessage(
                      { id: 'selection.notice_period' },
                      { period: label(cancellationPeriodLabel(maturity.cancelation_period)) },
                    )}
                  </span>
                ) : null}
              </span>
            </button>
          );
        })}
      </fieldset>
      <TermConfirmModal selection={selection} />
    </>
  );
}
