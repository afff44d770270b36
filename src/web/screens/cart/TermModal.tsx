import type { PaymentMaturity } from '@contract/catalogue';
import {
  activeIntervals,
  activeMaturities,
  findActiveMaturity,
  intervalNamedWithMaturity,
} from '@domain/cart/term';
import { intervalLabel } from '@domain/labels/interval-label';
import { maturityLabel } from '@domain/labels/maturity-label';
import { Modal } from '@web/components/Modal';
import { TermPrice } from '@web/components/price/TermPrice';
import { TermDropModal } from '@web/components/TermDropModal';
import { useLabel } from '@web/format/use-label';
import { useIntl } from 'react-intl';
import type { CartArea } from './use-cart-area';
import '@web/components/choice.css';

/**
 * The product period change modal (maturity, then interval when the maturity has several) and
 * the addon period change modal (what the new term drops, confirm or keep).
 */
export function TermModal({ area }: { area: CartArea }) {
  const intl = useIntl();
  const label = useLabel();
  const { snapshot, context, send, busy } = area;
  const row = context.cart.items.find((item) => item.row_id === context.termRowId);
  const product = row ? context.catalogue.productsById[row.product.id] : undefined;
  const inPeriod = snapshot.matches({ screen: 'period' });
  const close = () => send({ type: 'MODAL.CLOSED' });
  if (!row || !product) return null;

  if (snapshot.matches({ screen: { period: 'confirmDrop' } })) {
    return (
      <TermDropModal
        open
        title={intl.formatMessage({ id: 'cart_screen.addon_period_title' })}
        dropped={context.termPreview?.change.dropped}
        catalogue={context.catalogue}
        onKeep={() => send({ type: 'TERM.CANCELLED' })}
        onChange={() => send({ type: 'TERM.CONFIRMED' })}
      />
    );
  }

  const choosingInterval = snapshot.matches({ screen: { period: 'interval' } });
  const maturity = findActiveMaturity(product, row.product.maturity_id);
  const withInterval = context.catalogue.brand.display.interval_with_maturity;
  const termInterval = (option: PaymentMaturity) => {
    const interval = intervalNamedWithMaturity(row, option, withInterval);
    return interval ? ` · ${label(intervalLabel(interval.months))}` : null;
  };
  const showIntervalPrices = context.catalogue.brand.display.prices_on_interval_selection_in_modal;
  return (
    <Modal
      open={inPeriod}
      title={intl.formatMessage(
        { id: choosingInterval ? 'cart_screen.interval_title' : 'cart_screen.period_title' },
        { product: product.name },
      )}
      onClose={close}
    >
      <fieldset className="choice-list">
        <legend className="visually-hidden">{product.name}</legend>
        {choosingInterval && maturity
          ? activeIntervals(maturity).map((interval) => (
              <button
                key={interval.id}
                type="button"
                className="choice choice-button"
                aria-pressed={interval.id === row.product.interval_id}
                disabled={busy}
                onClick={() => send({ type: 'TERM.INTERVAL_CHOSEN', intervalId: interval.id })}
              >
                <span className="choice-body">
                  <span className="choice-name">{label(intervalLabel(interval.months))}</span>
                  {showIntervalPrices ? (
                    <TermPrice
                      cart={context.cart}
                      catalogue={context.catalogue}
                      row={row}
                      term={{ maturityId: maturity.id, intervalId: interval.id }}
                    />
                  ) : null}
                </span>
              </button>
            ))
          : activeMaturities(product).map((option) => (
              <button
                key={option.id}
                type="button"
                className="choice choice-button"
                aria-pressed={option.id === row.product.maturity_id}
                disabled={busy}
                onClick={() => send({ type: 'TERM.MATURITY_CHOSEN', maturityId: option.id })}
              >
                <span className="choice-body">
                  <span className="choice-name">
                    {label(maturityLabel(option.months))}
                    {termInterval(option)}
                  </span>
                  <TermPrice
                    cart={context.cart}
                    catalogue={context.catalogue}
                    row={row}
                    term={{ maturityId: option.id }}
                  />
                </span>
              </button>
            ))}
      </fieldset>
    </Modal>
  );
}
