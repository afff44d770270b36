import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { CheckoutHeading } from './CheckoutHeading';
import './checkout.css';

/**
 * CancelPayPalSubscription (checkout spec section 2): PayPal sends the visitor here after cancelling
 * the approval; the confirm machine leads back to confirm with the feedback restored.
 */
export function Screen() {
  const { orderCode } = useParams({ strict: false });
  return (
    <>
      <CheckoutHeading route="cancelPaypalSubscription" fallback="checkout.paypal_cancel.title" />
      <p role="status" className="loading-text">
        <FormattedMessage id="checkout.paypal_cancel.text" />
      </p>
      <p>
        <Link to="/confirm/{-$orderCode}" params={{ orderCode: orderCode || undefined }}>
          <FormattedMessage id="checkout.paypal_cancel.link" />
        </Link>
      </p>
    </>
  );
}
