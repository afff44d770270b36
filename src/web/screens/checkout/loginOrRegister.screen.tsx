import { LoadingStatus } from '@web/layout/LoadingStatus';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckoutHeading } from './CheckoutHeading';
import { FormAlert } from './FormControls';
import { useCheckout } from './use-checkout';
import { useLoginPopup } from './use-login-popup';
import './checkout.css';

/**
 * LoginOrRegister (checkout spec section 2; only when login is allowed, which the checkout machine
 * decides): log in through the authority's popup, or create an account (basic info).
 */
export function Screen() {
  const intl = useIntl();
  const area = useCheckout();
  const send = area?.send;
  const login = useLoginPopup((customer) => send?.({ type: 'LOGIN.COMPLETED', customer }));
  const heading = <CheckoutHeading route="loginOrRegister" fallback="customer.login_or_register.title" />;
  if (!area) {
    return (
      <>
        {heading}
        <LoadingStatus />
      </>
    );
  }
  const problem =
    login.problem === 'blocked'
      ? intl.formatMessage({ id: 'checkout.login.popup_blocked' })
      : login.problem === 'failed'
        ? intl.formatMessage({ id: 'oauth.login_failed_message' })
        : null;
  return (
    <>
      {heading}
      <FormAlert text={problem} />
      <div className="tiles">
        <section className="tile" aria-labelledby="login-tile-title">
          <h2 id="login-tile-title">
            <FormattedMessage id="checkout.login.existing_title" />
          </h2>
          <p>
            <FormattedMessage id="checkout.login.existing_text" />
          </p>
          <button
            type="button"
            className="button button-primary"
            disabled={login.waiting}
            onClick={() => void login.open()}
          >
            <FormattedMessage id="checkout.login.log_in" />
          </button>
          {login.waiting ? (
            <p className="field-note" role="status">
              <FormattedMessage id="checkout.login.waiting" />
            </p>
          ) : null}
        </section>
        <section className="tile" aria-labelledby="register-tile-title">
          <h2 id="register-tile-title">
            <FormattedMessage id="checkout.login.new_title" />
          </h2>
          <p>
            <FormattedMessage id="checkout.login.new_text" />
          </p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => area.send({ type: 'REGISTER.CHOSEN' })}
          >
            <FormattedMessage id="checkout.login.register" />
          </button>
        </section>
      </div>
      <div className="step-nav">
        <button type="button" className="button" onClick={() => area.send({ type: 'STEP.BACK' })}>
          <FormattedMessage id="checkout.back" />
        </button>
      </div>
    </>
  );
}
