import { type CardHolder, CardHolderForm, type CardHolderInput } from '@domain/validation/checkout/card';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CardPaymentMethod } from '@machines/payment/confirm.machine';
import { useQuery } from '@tanstack/react-query';
import { cardMethodsQuery } from '@web/api/queries/checkout';
import { lazy, Suspense, useEffect } from 'react';
import { useForm } from 'react-hook-form';
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
  const { register, formState, watch, getValues } = useForm<CardHolderInput, unknown, CardHolder>({
    resolver: zodResolver(CardHolderForm),
    mode: 'onTouched',
    defaultValues: { holder_name: defaultHolder },
  });

  useEffect(() => {
    const report = (values: unknown) => {
      const parsed = CardHolderForm.safeParse(values);
      onChange(parsed.success ? { type: method, holderName: parsed.data.holder_name } : null);
    };
    report(getValues());
    const subscription = watch((values) => report(values));
    return () => {
      subscription.unsubscribe();
      onChange(null);
    };
  }, [getValues, watch, method, onChange]);

  return (
    <div className="card-form">
      <TextInput
        id={`${id}-holder`}
        label={intl.formatMessage({ id: 'checkout.payment.card_holder' })}
        required
        autoComplete="cc-name"
        error={message(formState.errors.holder_name?.message)}
        hint={intl.formatMessage({ id: 'checkout.payment.card_sandbox_hint' })}
        {...register('holder_name')}
      />
      <p className="field-note">{intl.formatMessage({ id: 'checkout.payment.card_charged' })}</p>
    </div>
  );
}
