import { AdyenCheckout, Card, Redirect, type UIElement } from '@adyen/adyen-web';
import type { AdyenPaymentMethodsResponse } from '@contract/payment';
import type { CardPaymentMethod } from '@machines/payment/confirm.machine';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import '@adyen/adyen-web/styles/adyen.css';

type Primitive = string | number | boolean | null;
const isPrimitive = (value: unknown): value is Primitive =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** The drop-in's payment method as the contract takes it: its type and plain values only. */
function toCardPaymentMethod(data: Record<string, unknown>, type: string): CardPaymentMethod {
  const method: CardPaymentMethod = { type: typeof data.type === 'string' ? data.type : type };
  for (const [key, value] of Object.entries(data)) {
    if (key !== 'type' && isPrimitive(value)) method[key] = value;
  }
  return method;
}

/**
 * The card provider's own form (Adyen Web, loaded only on the payment and confirm steps when the
 * server has an Adyen client key): the card component for `scheme` with a required holder name,
 * other methods as a redirect component. It reports the encrypted payment data once it is valid.
 */
export default function AdyenCard({
  config,
  method,
  countryCode,
  onChange,
}: {
  config: AdyenPaymentMethodsResponse;
  method: string;
  countryCode: string;
  onChange(data: CardPaymentMethod | null): void;
}) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const report = useRef(onChange);
  report.current = onChange;

  useEffect(() => {
    const element = container.current;
    if (!element || config.environment === 'sandbox') return;
    let component: UIElement | null = null;
    let cancelled = false;
    void AdyenCheckout({
      clientKey: config.client_key,
      environment: config.environment,
      locale: intl.locale,
      countryCode,
      paymentMethodsResponse: { paymentMethods: config.methods as never },
      onChange: (state) => {
        report.current(state.isValid ? toCardPaymentMethod(state.data.paymentMethod, method) : null);
      },
      // Buy now submits on the confirm step (advanced flow): the components never pay themselves.
      onSubmit: (_state, _component, actions) => actions.reject(),
      onAdditionalDetails: (_state, _component, actions) => actions.reject(),
    }).then((checkout) => {
      if (cancelled) return;
      component =
        method === 'scheme'
          ? new Card(checkout, { hasHolderName: true, holderNameRequired: true, showPayButton: false })
          : new Redirect(checkout, { type: method, showPayButton: false });
      component.mount(element);
      // A redirect method has no fields: its data is complete at once.
      if (method !== 'scheme') report.current({ type: method });
    });
    return () => {
      cancelled = true;
      component?.unmount();
      report.current(null);
    };
  }, [config, method, countryCode, intl.locale]);

  return <div ref={container} className="adyen-card" />;
}
