import { LoadingStatus } from '@web/layout/LoadingStatus';
import { FormattedMessage } from 'react-intl';
import { CheckoutHeading } from './CheckoutHeading';
import { FormAlert } from './FormControls';
import { useCheckout } from './use-checkout';
import { useMessage } from './use-message';
import './checkout.css';

/**
 * Logout (checkout spec section 2): the account-change page of an existing customer. Proceed keeps
 * the account (confirm), log out starts over as a new customer.
 */
export function Screen() {
  const area = useCheckout();
  const message = useMessage();
  const heading = <CheckoutHeading route="logout" fallback="customer.logout.title" />;
  if (!area) {
    return (
      <>
        {heading}
        <LoadingStatus />
      </>
    );
  }
  const { context, busy, send, snapshot } = area;
  const info = context.basicInfo;
  const name = info ? [info.first_name, info.last_name].filter(Boolean).join(' ') : '';
  return (
    <>
      {heading}
      <FormAlert text={message(context.generalError)} />
      <section className="panel account-panel" aria-labelledby="account-title">
        <h2 id="account-title">
          <FormattedMessage id="checkout.logout.logged_in_as" />
        </h2>
        <dl className="summary-list">
          {name ? (
            <>
              <dt>
                <FormattedMessage id="checkout.summary.name" />
              </dt>
              <dd>{name}</dd>
            </>
          ) : null}
          {info?.company_name ? (
            <>
              <dt>
                <FormattedMessage id="checkout.basic_info.company_name" />
              </dt>
              <dd>{info.company_name}</dd>
            </>
          ) : null}
          {context.customerNumber ? (
            <>
              <dt>
                <FormattedMessage id="checkout.logout.customer_number" />
              </dt>
              <dd>{context.customerNumber}</dd>
            </>
          ) : null}
          {info?.email ? (
            <>
              <dt>
                <FormattedMessage id="checkout.basic_info.email" />
              </dt>
              <dd>{info.email}</dd>
            </>
          ) : null}
        </dl>
        <p>
          <FormattedMessage id="checkout.logout.text" />
        </p>
        <button
          type="button"
          className="button"
          disabled={busy || !snapshot.can({ type: 'LOGOUT.CHOSEN' })}
          onClick={() => send({ type: 'LOGOUT.CHOSEN' })}
        >
          <FormattedMessage id="checkout.logout.log_out" />
        </button>
      </section>
      <div className="step-nav">
        <button type="button" className="button" disabled={busy} onClick={() => send({ type: 'STEP.BACK' })}>
          <FormattedMessage id="checkout.back" />
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => send({ type: 'STEP.NEXT' })}
        >
          <FormattedMessage id="checkout.logout.proceed" />
        </button>
      </div>
    </>
  );
}
