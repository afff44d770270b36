import type { Customer } from '@contract/customer';
import type { PaymentOption, PaymentType } from '@contract/payment';
import { Link } from '@tanstack/react-router';
import { useCountries } from '@web/api/queries/countries';
import { FormattedMessage, useIntl } from 'react-intl';
import { maskedIban } from './payment-rules';

/**
 * The customer summary of the confirm screen: name, company, e-mail and address. A new customer
 * may change them (basic info and address with returnToConfirm); an existing customer's data is
 * the customer account's.
 */
export function CustomerSummary({ customer, mayChange }: { customer: Customer | null; mayChange: boolean }) {
  const intl = useIntl();
  const countries = useCountries();
  const info = customer?.basicInfo ?? null;
  const address = customer?.address ?? null;
  const country = countries.data?.find((entry) => entry.code === address?.country_code)?.name;
  const salutation = info
    ? intl.formatMessage({
        id: info.gender === 1 ? 'checkout.basic_info.gender_ms' : 'checkout.basic_info.gender_mr',
      })
    : '';
  return (
    <section className="confirm-section summary" aria-labelledby="confirm-customer-title">
      <h2 id="confirm-customer-title">
        <FormattedMessage id="checkout.confirm.customer_title" />
      </h2>
      <div className="summary-columns">
        <div>
          <h3>
            <FormattedMessage id="checkout.confirm.basic_info_title" />
          </h3>
          {info ? (
            <p>
              {info.company_name ? (
                <>
                  {info.company_name}
                  <br />
                </>
              ) : null}
              {`${salutation} ${info.first_name} ${info.last_name}`.trim()}
              <br />
              {info.email}
              {info.company_vat_id ? (
                <>
                  <br />
                  <FormattedMessage id="checkout.confirm.vat_id" values={{ id: info.company_vat_id }} />
                </>
              ) : null}
            </p>
          ) : customer?.customer_number ? (
            <p>
              <FormattedMessage
                id="checkout.confirm.customer_number"
                values={{ number: customer.customer_number }}
              />
            </p>
          ) : null}
          {mayChange ? (
            <Link to="/customer/basic-info" search={{ returnToConfirm: '1' }}>
              <FormattedMessage id="checkout.confirm.change_basic_info" />
            </Link>
          ) : null}
        </div>
        <div>
          <h3>
            <FormattedMessage id="checkout.confirm.address_title" />
          </h3>
          {address ? (
            <p>
              {address.street}
              <br />
              {`${address.postal_code} ${address.city}`}
              <br />
              {country ?? address.country_code}
              <br />
              {address.phone}
            </p>
          ) : null}
          {mayChange ? (
            <Link to="/customer/address" search={{ returnToConfirm: '1' }}>
              <FormattedMessage id="checkout.confirm.change_address" />
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** The payment summary: the chosen method (and SEPA account); a new customer may change it. */
export function PaymentSummary({
  option,
  types,
  existingCustomer,
}: {
  option: PaymentOption | null;
  types: readonly PaymentType[];
  existingCustomer: boolean;
}) {
  const name = option ? (types.find((type) => type.slug === option.type)?.name ?? option.type) : null;
  return (
    <section className="confirm-section summary" aria-labelledby="confirm-payment-title">
      <h2 id="confirm-payment-title">
        <FormattedMessage id="checkout.confirm.payment_title" />
      </h2>
      {existingCustomer ? (
        <p>
          <FormattedMessage id="checkout.confirm.payment_on_file" />
        </p>
      ) : option ? (
        <p>
          {name}
          {option.type === 'sepa' && option.iban ? (
            <>
              <br />
              {option.holder}
              <br />
              <FormattedMessage id="checkout.confirm.iban" values={{ iban: maskedIban(option.iban) }} />
            </>
          ) : null}
        </p>
      ) : (
        <p>
          <FormattedMessage id="checkout.confirm.payment_missing" />
        </p>
      )}
      {existingCustomer ? null : (
        <Link to="/customer/payment">
          <FormattedMessage id="checkout.confirm.change_payment" />
        </Link>
      )}
    </section>
  );
}

/** Why the visitor can buy with confidence (encrypted connection, data protection, support). */
export function TrustBox() {
  return (
    <aside className="trust-box" aria-labelledby="trust-box-title">
      <h2 id="trust-box-title">
        <FormattedMessage id="checkout.confirm.trust_title" />
      </h2>
      <ul>
        <li>
          <FormattedMessage id="checkout.confirm.trust_secure" />
        </li>
        <li>
          <FormattedMessage id="checkout.confirm.trust_privacy" />
        </li>
        <li>
          <FormattedMessage id="checkout.confirm.trust_support" />
        </li>
      </ul>
    </aside>
  );
}
