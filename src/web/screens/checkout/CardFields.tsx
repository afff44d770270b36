import { CardHolderForm } from '@domain/validation/checkout/card';
import type { CardPaymentMethod } from '@machines/payment/confirm.machine';
import { useQuery } from '@tanstack/react-query';
import { cardMethodsQuery } from '@web/api/queries/checkout';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextInput } from './FormControls';
import { useMessage } from './use-message';

/** Adyen Web is loaded only when the server names a real Adyen environment (its own chunk). */
const AdyenCard = lazy(() => import('./AdyenCard'));

/**
 * The card provider's payment data: with the local sandbox provider a small card form (the card
 * holder name, spec section 5; the sandbox's payment page decides the outcome), with Adyen the
 * provider's own form. Reports the payment method once it is valid, null otherwise.
 */
export function CardFields({
  id,
  method,
  countryCode,
  defaultHolder,
  onChange,
}: {
  id: string;
  /** The drop-in's method type (`scheme` for cards). */
  method: string;
  countryCode: string;
  defaultHolder: string;
  onChange(data: CardPaymentMethod | null): void;
}) {
  const methods = useQuery({ ...cardMethodsQuery(countryCode), enabled: /^[A-Z]{2}$/.test(countryCode) });
  if (methods.isError) {
    return (
      <p className="notice notice-error" role="alert">
        <FormattedMessage id="checkout.payment.card_unavailable" />
      </p>
    );
  }
  if (!methods.data) {
    return (
      <p className="loading-text" role="status">
        <FormattedMessage id="checkout.payment.card_loading" />
      </p>
    );
  }
  if (methods.data.environment !== 'sandbox') {
    return (
      <Suspense
        fallback={
          <p className="loading-text" role="status">
            <FormattedMessage id="checkout.payment.card_loading" />
          </p>
        }
      >
        <AdyenCard config={methods.data} method={method} countryCode={countryCode} onChange={onChange} />
      </Suspense>
    );
  }
  return <SandboxCardForm id={id} method={method} defaultHolder={defaultHolder} onChange={onChange} />;
}

function SandboxCardForm({
  id,
  method,
  defaultHolder,
  onChange,
}: {
  id: string;
  method: string;
  defaultHolder: string;
  onChange(data: CardPaymentMethod | null): void;
}) {
  const intl = useIntl();
  const message = useMessage();
  const [holder, setHolder] = useState(defaultHolder);
  const [touched, setTouched] = useState(false);
  const parsed = CardHolderForm.safeParse({ holder_name: holder });
  const error = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const holderName = parsed.success ? parsed.data.holder_name : null;

  useEffect(() => {
    onChange(holderName === null ? null : { type: method, holderName });
    return () => onChange(null);
  }, [holderName, method, onChange]);

  return (
    <div className="card-form">
      <TextInput
        id={`${id}-holder`}
        label={intl.formatMessage({ id: 'checkout.payment.card_holder' })}
        required
        autoComplete="cc-name"
        value={holder}
        error={touched ? message(error) : null}
        onChange={(event) => setHolder(event.target.value)}
        onBlur={() => setTouched(true)}
        hint={intl.formatMessage({ id: 'checkout.payment.card_sandbox_hint' })}
      />
    </div>
  );
}
