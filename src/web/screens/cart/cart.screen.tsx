import { hostingNumberOf, isHostingContextCart } from '@domain/cart/hosting-number';
import { cartPrices } from '@domain/prices/cart-prices';
import { cartPriceDisplay } from '@domain/prices/price-visibility';
import { phasesOf, recurringPeriods } from '@domain/prices/recurring-totals';
import { PromoCodeForm } from '@web/components/PromoCodeForm';
import { TotalText } from '@web/components/price/TotalText';
import { SessionVatNotice } from '@web/components/VatNotice';
import { useMoney } from '@web/format/use-money';
import { PageHeading } from '@web/layout/PageHeading';
import { FormattedMessage, useIntl } from 'react-intl';
import { CartModals } from './CartModals';
import { CartRow } from './CartRow';
import { useCartArea } from './use-cart-area';
import './cart.css';
import { LoadingStatus } from '@web/layout/LoadingStatus';

/**
 * `/cart` (catalogue spec section 2): one row per item, totals, promo code, the cart actions and
 * the modals. Every link shows only when the cart machine would take it (`can`); what happens is
 * the machine's decision.
 */
export function Screen() {
  const intl = useIntl();
  const area = useCartArea();
  const { format, vatNoteId } = useMoney();
  const title = intl.formatMessage({ id: 'cart.title' });
  if (!area) {
    return (
      <>
        <PageHeading title={title} />
        <LoadingStatus />
      </>
    );
  }
  const { context, can, send, busy } = area;
  const { cart, catalogue } = context;
  const prices = cartPrices(cart, catalogue);
  const hostingContext = isHostingContextCart(cart);
  const display = cartPriceDisplay(catalogue.brand, hostingContext);
  const hostingNumber = cart.items.map(hostingNumberOf).find((value) => value !== null);
  const flags = catalogue.brand.display;
  const salesAgent = context.actor.isSalesAgent;
  const vatNote = <FormattedMessage id={vatNoteId} />;

  return (
    <>
      <PageHeading title={title} />
      {cart.items.length === 0 ? (
        <p className="cart-empty">
          <FormattedMessage id="cart_screen.empty" />
        </p>
      ) : (
        <>
          <div className="cart-rows">
            {cart.items.map((row) => (
              <CartRow key={row.row_id} row={row} area={area} prices={prices} display={display} />
            ))}
          </div>
          {hostingContext ? (
            // Hosting context (catalogue spec section 9): no prices in the cart; confirm shows them.
            <p className="cart-totals">
              <FormattedMessage id="cart_screen.hosting_context" values={{ hosting: hostingNumber }} />
            </p>
          ) : (
            <section className="cart-totals" aria-label={intl.formatMessage({ id: 'cart_screen.totals' })}>
              {recurringPeriods(prices).map((period) => (
                <p key={period}>
                  <FormattedMessage
                    id="cart_screen.total_recurring"
                    values={{ price: <TotalText phases={phasesOf(prices, period)} period={period} /> }}
                  />{' '}
                  {vatNote}
                </p>
              ))}
              {prices.setupFee.netCents > 0 ? (
                <p>
                  <FormattedMessage
                    id="cart_screen.total_setup"
                    values={{ price: format(prices.setupFee) }}
                  />{' '}
                  {vatNote}
                </p>
              ) : null}
              <SessionVatNotice />
            </section>
          )}
        </>
      )}

      {flags.coupon_hint_on_cart_page ? (
        <p className="coupon-hint">
          <FormattedMessage id="cart_screen.coupon_hint" />
        </p>
      ) : null}
      {flags.promocode_input_on_cart_page && cart.items.length > 0 ? (
        <PromoCodeForm busy={area.busy} onSubmit={(code) => area.send({ type: 'PROMO.SUBMITTED', code })} />
      ) : null}

      <div className="cart-actions">
        {can({ type: 'PRODUCT.ADD_REQUESTED' }) ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => send({ type: 'PRODUCT.ADD_REQUESTED' })}
          >
            <FormattedMessage id="cart_screen.add_product" />
          </button>
        ) : null}
        {cart.items.length > 0 ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => send({ type: 'CART.EMPTY_REQUESTED' })}
          >
            <FormattedMessage id="cart_screen.empty_cart" />
          </button>
        ) : null}
        {can({ type: 'DRAFT.CANCEL_REQUESTED' }) ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => send({ type: 'DRAFT.CANCEL_REQUESTED' })}
          >
            <FormattedMessage id="cart_screen.cancel_order" />
          </button>
        ) : null}
        {cart.items.length > 0 ? (
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => send({ type: 'CHECKOUT.REQUESTED' })}
          >
            <FormattedMessage id={salesAgent ? 'cart.save_order' : 'cart.to_checkout'} />
          </button>
        ) : null}
      </div>
      <CartModals area={area} />
    </>
  );
}
