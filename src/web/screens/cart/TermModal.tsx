import { activeIntervals, activeMaturities, defaultInterval, findActiveMaturity } from '@domain/cart';
import { intervalLabel } from '@domain/labels/interval-label';
import { maturityLabel } from '@domain/labels/maturity-label';
import { elementPrice } from '@domain/prices/element-price';
import { useLabel } from '@web/format/use-label';
import { Modal } from '@web/layout/Modal';
import { OfferPrice } from '@web/screens/selection/OfferPrice';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CartArea } from './use-cart-area';

/**
 * The product period change modal (maturity, then interval when the maturity has several) and
 * the addon period change modal (what the new term drops, confirm or keep).
 */
export function TermModal({ area }: { area: CartArea }) {
  const intl = useIntl();
  const label = useLabel();
  const { snapshot, context, send, busy } = area;
  const row = context.cart.items.find((item) => item.row_id === context.termRowId);
  const product = row ? context.catalogue.productsById.get(row.product.id) : undefined;
  const inPeriod = snapshot.matches({ screen: 'period' });
  const close = () => send({ type: 'MODAL.CLOSED' });
  if (!row || !product) return null;

  if (snapshot.matches({ screen: { period: 'confirmDrop' } })) {
    const dropped = context.termPreview?.change.dropped;
    const nameOf = (id: number) => context.catalogue.productsById.get(id)?.name ?? String(id);
    const names = dropped ? [...dropped.upsells.map(nameOf), ...dropped.addons.map(nameOf)] : [];
    return (
      <Modal
        open
        title={intl.formatMessage({ id: 'cart_screen.addon_period_title' })}
        onClose={() => send({ type: 'TERM.CANCELLED' })}
      >
        {names.length > 0 ? (
          <>
            <p>
              <FormattedMessage id="selection.term_confirm_drops" values={{ count: names.length }} />
            </p>
            <ul>
              {names.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </>
        ) : null}
        {dropped?.promotion ? (
          <p>
            <FormattedMessage id="selection.term_confirm_promotion" values={{ code: dropped.promotion }} />
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

  const choosingInterval = snapshot.matches({ screen: { period: 'interval' } });
  const maturity = findActiveMaturity(product, row.product.maturity_id);
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
                  {showIntervalPrices ? <OfferPrice price={elementPrice(maturity, interval)} /> : null}
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
                  <span className="choice-name">{label(maturityLabel(option.months))}</span>
                  <OfferPrice price={elementPrice(option, defaultInterval(option))} />
                </span>
              </button>
            ))}
      </fieldset>
    </Modal>
  );
}
