import { panelAuthorityUrl } from '@domain/brand/panel-authority';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { callApi } from '@web/api/client';
import { checkoutApi } from '@web/api/endpoints';
import { checkoutKeys, orderQuery } from '@web/api/queries/checkout';
import { queryKeys } from '@web/api/queries/keys';
import { refreshSessionVat } from '@web/api/queries/session';
import { useCurrentBrand } from '@web/app/brand-context';
import { VatNotice } from '@web/components/VatNotice';
import { useOrderTracking } from '@web/tracking/use-order-tracking';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { CheckoutHeading } from './CheckoutHeading';
import { useWizardFacts } from './use-wizard-facts';
import './checkout.css';

/** Leaving the success screen: customer, order and payment are reset and the cart is loaded again. */
async function resetCheckout(queryClient: QueryClient): Promise<void> {
  try {
    await callApi(checkoutApi.cancel);
  } finally {
    queryClient.setQueryData(checkoutKeys.payment, null);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: checkoutKeys.customer }),
      queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
      refreshSessionVat(queryClient),
    ]);
  }
}

/** A reset waiting for the screen to stay gone (React may mount a screen twice in development). */
let pendingReset: number | null = null;

/**
 * Success (checkout spec section 2): the order number and that a confirmation follows; a link back
 * to the cloud portal for visitors who came by single sign-on. Leaving resets the checkout.
 */
export function Screen() {
  const queryClient = useQueryClient();
  const brand = useCurrentBrand().properties;
  const facts = useWizardFacts();
  const params = useParams({ strict: false });
  const orderId = Number(params.orderId);
  const known = facts?.order && facts.order.id === orderId ? facts.order : null;
  const order = useQuery({ ...orderQuery(orderId), enabled: Number.isInteger(orderId) && orderId > 0 });
  useOrderTracking(order.data, brand);
  const orderCode = known?.code ?? order.data?.order_code ?? null;
  // The panel data is forgotten when the order is placed: the wizard still holds what it started with,
  // and a reloaded success page knows it from the order's type.
  const panelData = facts?.storedCloudData ?? null;
  const portal = panelData
    ? panelAuthorityUrl(brand.oauth, panelData)
    : order.data?.order_type
      ? brand.oauth.authority
      : null;

  useEffect(() => {
    if (pendingReset !== null) window.clearTimeout(pendingReset);
    pendingReset = null;
    return () => {
      pendingReset = window.setTimeout(() => {
        pendingReset = null;
        void resetCheckout(queryClient);
      }, 0);
    };
  }, [queryClient]);

  return (
    <>
      <CheckoutHeading route="success" fallback="success.title" />
      <section className="success panel" aria-labelledby="success-order">
        <p id="success-order" className="success-order">
          {orderCode ? (
            <FormattedMessage
              id="checkout.success.order_number"
              values={{ code: <strong>{orderCode}</strong> }}
            />
          ) : (
            <FormattedMessage id="checkout.success.order_placed" />
          )}
        </p>
        <p>
          <FormattedMessage id="checkout.success.confirmation" />
        </p>
        {order.data ? (
          <VatNotice treatment={order.data.vat.treatment} check={order.data.vat.vat_id_check} about="order" />
        ) : null}
      </section>
      <div className="step-nav">
        {portal ? (
          <a className="button" href={portal}>
            <FormattedMessage id="checkout.success.back_to_portal" />
          </a>
        ) : (
          <span />
        )}
        <Link to="/categories" className="button button-primary">
          <FormattedMessage id="checkout.success.continue_shopping" />
        </Link>
      </div>
    </>
  );
}
