import type { OrderFeedbackFormInput } from '@domain/validation/checkout/order-feedback';
import { usePaymentTypes, useSessionCustomer } from '@web/api/queries/checkout';
import { useCurrentBrand } from '@web/app/brand-context';
import { PromoCodeForm } from '@web/components/PromoCodeForm';
import { LoadingStatus } from '@web/layout/LoadingStatus';
import { useWizard } from '@web/wizard/wizard-context';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { AgreementsSection } from './AgreementsSection';
import { CartSummary } from './CartSummary';
import { CheckoutHeading } from './CheckoutHeading';
import { CustomerSummary, PaymentSummary, TrustBox } from './ConfirmSummaries';
import { cardData, isCardSlug } from './card-data';
import { FeedbackSection } from './FeedbackSection';
import { feedbackErrors } from './feedback-rules';
import { PaymentModal } from './PaymentModal';
import { type ConfirmArea, useConfirm } from './use-confirm';
import { useMessage } from './use-message';
import { useWizardFacts } from './use-wizard-facts';
import './checkout.css';

/**
 * Confirm (checkout spec sections 2 and 4): error expander, legal text, customer and payment
 * summaries, trust box, cart summary rows, feedback section (new customers), promo code input
 * (brand flag), required agreements, buy now and the payment modal. What buy now does is the
 * confirm machine's decision.
 */
export function Screen() {
  const area = useConfirm();
  const heading = <CheckoutHeading route="confirm" fallback="confirm.title" />;
  if (!area) {
    return (
      <>
        {heading}
        <LoadingStatus />
      </>
    );
  }
  return (
    <>
      {heading}
      <ConfirmView area={area} />
    </>
  );
}

function ConfirmView({ area }: { area: ConfirmArea }) {
  const message = useMessage();
  const brand = useCurrentBrand().properties;
  const { actor } = useWizard();
  const facts = useWizardFacts();
  const session = useSessionCustomer();
  const types = usePaymentTypes();
  const { context, snapshot, busy, send } = area;
  const customer = session.data ?? facts?.customer ?? null;
  const existing = context.existingCustomer;
  const option = context.paymentOption;
  const errorRef = useRef<HTMLDivElement>(null);
  const { catalogue, cart } = context;
  const [feedback, setFeedback] = useState<OrderFeedbackFormInput>(() => context.feedback);
  const feedbackInvalid = !existing && Object.keys(feedbackErrors(feedback)).length > 0;
  const inCardPayment = snapshot.matches({ confirm: 'card' });
  const leaving =
    snapshot.matches({ confirm: { card: 'awaitingRedirect' } }) ||
    snapshot.matches({ confirm: { paypal: 'awaitingApproval' } });

  // The feedback restored after a payment provider's return is the machine's; the form follows.
  useEffect(() => {
    setFeedback(context.feedback);
  }, [context.feedback]);

  // The card data went into a payment attempt: single-use.
  useEffect(() => {
    if (inCardPayment) cardData.keep(null);
  }, [inCardPayment]);

  // A failed order: the view goes to the error placeholder.
  useEffect(() => {
    if (!actor) return undefined;
    const subscription = actor.on('scrollToError', () => {
      window.setTimeout(() => {
        errorRef.current?.scrollIntoView({ block: 'center' });
        errorRef.current?.focus();
      }, 40);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const changeFeedback = (values: OrderFeedbackFormInput) => {
    setFeedback(values);
    send({ type: 'FEEDBACK.CHANGED', feedback: values });
  };

  const buyNow = () => {
    const card = !existing && option && isCardSlug(option.type) ? cardData.peek() : null;
    send(card ? { type: 'ORDER.SUBMITTED', paymentMethod: card } : { type: 'ORDER.SUBMITTED' });
  };

  const group = customer?.basicInfo?.group;
  const link = (href: string | null) => (chunks: ReactNode) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {chunks}
      </a>
    ) : (
      chunks
    );
  const info = customer?.basicInfo;

  return (
    <div className="confirm">
      <div ref={errorRef} id="confirm-error" tabIndex={-1} className="confirm-error-placeholder">
        {context.orderError ? (
          <details className="confirm-error notice notice-error" open>
            <summary>{message(context.orderError.title)}</summary>
            {context.orderError.messages.length > 0 ? (
              <ul>
                {context.orderError.messages.map((text) => (
                  <li key={text}>{message(text)}</li>
                ))}
              </ul>
            ) : (
              <p>{context.orderError.detail ?? message(context.orderError.fallback)}</p>
            )}
          </details>
        ) : null}
      </div>
      <p className="legal-text">
        <FormattedMessage
          id="checkout.confirm.legal_text"
          values={{
            terms: link(group === 0 ? brand.terms.business : brand.terms.private),
            privacy: link(brand.terms.privacy),
          }}
        />
      </p>
      <div className="confirm-columns">
        <div className="confirm-main">
          <CustomerSummary customer={customer} mayChange={!existing} />
          <PaymentSummary option={option} types={types.data ?? []} existingCustomer={existing} />
          <CartSummary cart={cart} catalogue={catalogue} />
          {brand.display.promocode_input_on_confirm_page ? (
            <PromoCodeForm
              busy={busy}
              className="confirm-section"
              inputClassName="field-input"
              onSubmit={(code) => send({ type: 'PROMO.SUBMITTED', code })}
            />
          ) : null}
          {existing ? null : (
            <FeedbackSection
              restored={context.feedback}
              onChange={changeFeedback}
              machineErrors={context.fieldErrors}
              brand={brand}
            />
          )}
          <AgreementsSection
            required={context.agreementsRequired}
            accepted={context.agreementsAccepted}
            terms={brand.terms}
            errors={context.fieldErrors}
            disabled={busy}
            onToggle={(agreement, accepted) => send({ type: 'AGREEMENT.TOGGLED', agreement, accepted })}
          />
          <div className="step-nav buy-now">
            <button
              type="button"
              className="button button-primary button-large"
              disabled={busy || feedbackInvalid}
              onClick={buyNow}
            >
              <FormattedMessage id="checkout.confirm.buy_now" />
            </button>
          </div>
          {busy ? (
            <p className="loading-text" role="status">
              <FormattedMessage id={leaving ? 'checkout.confirm.leaving' : 'checkout.confirm.processing'} />
            </p>
          ) : null}
        </div>
        <TrustBox />
      </div>
      {types.data ? (
        <PaymentModal
          open={context.paymentModalOpen}
          error={context.paymentError}
          types={types.data}
          saved={option}
          countryCode={customer?.address?.country_code ?? brand.country_code}
          defaultHolder={info ? `${info.first_name} ${info.last_name}`.trim() : ''}
          showBankField={brand.display.bank_name_input}
          onSaved={(paymentOption) => send({ type: 'PAYMENT.CHANGED', paymentOption })}
          onClose={() => send({ type: 'PAYMENT_MODAL.CLOSED' })}
        />
      ) : null}
    </div>
  );
}
