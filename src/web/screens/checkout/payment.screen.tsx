import { usePaymentTypes } from '@web/api/queries/checkout';
import { useCurrentBrand } from '@web/app/brand-context';
import { LoadingStatus } from '@web/layout/LoadingStatus';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckoutHeading } from './CheckoutHeading';
import { cardData } from './card-data';
import { PaymentForm } from './PaymentForm';
import { SecureTag } from './SecureTag';
import { useCheckout } from './use-checkout';
import { useMessage } from './use-message';
import './checkout.css';

/**
 * Payment (checkout spec section 2): the title names the visitor; SEPA, PayPal, card through the
 * card provider, bank transfer. Continue stays disabled until the chosen method's data is valid;
 * the card data waits in memory for buy now (confirm step).
 */
export function Screen() {
  const intl = useIntl();
  const message = useMessage();
  const brand = useCurrentBrand().properties;
  const area = useCheckout();
  const types = usePaymentTypes();
  const firstName = area?.context.basicInfo?.first_name;
  const heading = (
    <CheckoutHeading
      route="payment"
      fallback="customer.payment.title"
      title={firstName ? intl.formatMessage({ id: 'checkout.payment.title_named' }, { firstName }) : null}
    />
  );
  if (!area || !types.data) {
    return (
      <>
        {heading}
        {types.isError ? (
          <p className="notice notice-error" role="alert">
            <FormattedMessage id="error.generic" />
          </p>
        ) : (
          <LoadingStatus />
        )}
      </>
    );
  }
  const { context, busy, send } = area;
  const info = context.basicInfo;
  return (
    <>
      {heading}
      <SecureTag />
      <PaymentForm
        id="payment"
        types={types.data}
        saved={context.paymentOption}
        countryCode={context.address?.country_code ?? brand.country_code}
        defaultHolder={info ? `${info.first_name} ${info.last_name}`.trim() : ''}
        showBankField={brand.display.bank_name_input}
        fieldErrors={context.fieldErrors}
        generalError={message(context.generalError)}
        busy={busy}
        submitLabel={intl.formatMessage({ id: 'checkout.next' })}
        secondary={
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => send({ type: 'STEP.BACK' })}
          >
            <FormattedMessage id="checkout.back" />
          </button>
        }
        onSubmit={(values, card) => {
          cardData.keep(card);
          send({ type: 'PAYMENT.SUBMITTED', values });
        }}
      />
    </>
  );
}
