import { panelAuthorityUrl } from '@domain/brand/panel-authority';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { orderQuery } from '@web/api/queries/checkout';
import { useCurrentBrand } from '@web/app/brand-context';
import { VatNotice } from '@web/components/VatNotice';
import { useOrderTracking } from '@web/tracking/use-order-tracking';
import { FormattedMessage } from 'react-intl';
import { CheckoutHeading } from './CheckoutHeading';
import { useWizardFacts } from './use-wizard-facts';
import './checkout.css';

/**
 * Success (checkout spec section 2): the order number and that a confirmation follows; a link back
 * to the cloud portal for visitors who came by single sign-on. The wizard decides whose order this
 * is: it holds the order once it placed it or the server found it for this session (any other id
 * is the 404 page); until then the screen says nothing about an order. Leaving the page resets
 * the checkout (the wizard's `leavingSuccess`).
 */
export function Screen() {
  const brand = useCurrentBrand().properties;
  const facts = useWizardFacts();
  const params = useParams({ strict: false });
  const orderId = Number(params.orderId);
  const known = facts?.order && facts.order.id === orderId ? facts.order : null;
  const order = useQuery({ ...orderQuery(orderId), enabled: known !== null });
  useOrderTracking(order.data, brand);
  // The panel data is forgotten when the order is placed: the wizard still holds what it started with,
  // and a reloaded success page knows it from the order's type.
  const panelData = facts?.storedCloudData ?? null;
  const portal = panelData
    ? panelAuthorityUrl(brand.oauth, panelData)
    : order.data?.order_type
      ? brand.oauth.authority
      : null;

  return (
    <>
      <CheckoutHeading route="success" fallback="success.title" />
      {known ? (
        <section className="success panel" aria-labelledby="success-order">
          <p id="success-order" className="success-order">
            <FormattedMessage
              id="checkout.success.order_number"
              values={{ code: <strong>{known.code}</strong> }}
            />
          </p>
          <p>
            <FormattedMessage id="checkout.success.confirmation" />
          </p>
          {order.data ? (
            <VatNotice
              treatment={order.data.vat.treatment}
              check={order.data.vat.vat_id_check}
              about="order"
            />
          ) : null}
        </section>
      ) : null}
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
