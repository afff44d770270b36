import type { PaymentOption, PaymentType, PaymentTypeSlug, SessionPaymentBody } from '@contract/payment';
import {
  createPaymentChoiceForm,
  type PaymentChoice,
  type PaymentChoiceInput,
} from '@domain/validation/checkout/payment-choice';
import type { SepaForm } from '@domain/validation/checkout/sepa';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CardPaymentMethod } from '@machines/payment/confirm.machine';
import { LoadingStatus } from '@web/layout/LoadingStatus';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { cardMethodType, isCardSlug } from './card-data';
import { FormAlert } from './FormControls';
import { initialPaymentSlug, paymentBodyFor } from './payment-rules';

/**
 * A method's form loads when the visitor chooses that method, not with the payment step: the SEPA
 * form brings its schema with the IBAN checks, the card form the provider's card methods. Pointing
 * at or focusing a method starts the download early.
 */
const loadSepaFields = () => import('./SepaFields');
const loadCardFields = () => import('./CardFields');
const SepaFields = lazy(() => loadSepaFields().then((module) => ({ default: module.SepaFields })));
const CardFields = lazy(() => loadCardFields().then((module) => ({ default: module.CardFields })));

const preloadFormOf = (slug: PaymentTypeSlug): (() => void) | undefined =>
  slug === 'sepa' ? () => void loadSepaFields() : isCardSlug(slug) ? () => void loadCardFields() : undefined;

/** A text about each kind of method (what happens after buy now). */
function methodNote(slug: PaymentTypeSlug): ReactNode {
  if (slug === 'paypal' || slug === 'paypal-integration')
    return <FormattedMessage id="checkout.payment.paypal_note" />;
  if (slug === 'bank-transfer') return <FormattedMessage id="checkout.payment.bank_transfer_note" />;
  if (slug === 'credit-card')
    return (
      <>
        <FormattedMessage id="checkout.payment.credit_card_note" />{' '}
        <FormattedMessage id="checkout.payment.card_charged" />
      </>
    );
  return null;
}

/**
 * The payment form of the payment step and the confirm screen's payment modal: the brand's payment
 * types (inactive ones shown, not selectable), and under the chosen one its form (SEPA, card) or
 * note. Continue is disabled until a type is chosen and its data is valid; "payment methods
 * unavailable" when there are none. The choice is a react-hook-form form over the domain's schema
 * (an active type of the brand); the SEPA and card forms report their valid data beside it.
 */
export function PaymentForm({
  id,
  types,
  saved,
  countryCode,
  defaultHolder,
  showBankField,
  fieldErrors,
  generalError,
  busy,
  submitLabel,
  secondary,
  onSubmit,
}: {
  id: string;
  types: readonly PaymentType[];
  saved: PaymentOption | null;
  countryCode: string;
  defaultHolder: string;
  showBankField: boolean;
  fieldErrors: Readonly<Record<string, string>>;
  generalError?: string | null;
  busy: boolean;
  submitLabel: string;
  /** Further actions beside continue (back). */
  secondary?: ReactNode;
  onSubmit(body: SessionPaymentBody, card: CardPaymentMethod | null): void;
}) {
  const schema = useMemo(() => createPaymentChoiceForm(types), [types]);
  const { register, handleSubmit, watch } = useForm<PaymentChoiceInput, unknown, PaymentChoice>({
    resolver: zodResolver(schema),
    defaultValues: { type: initialPaymentSlug(types, saved) ?? '' },
  });
  const choice = schema.shape.type.safeParse(watch('type'));
  const slug = choice.success ? choice.data : null;
  const [sepa, setSepa] = useState<SepaForm | null>(null);
  const [card, setCard] = useState<CardPaymentMethod | null>(null);

  if (types.length === 0) {
    return (
      <>
        <p className="notice" role="status">
          <FormattedMessage id="checkout.payment.unavailable" />
        </p>
        {secondary ? <div className="step-nav">{secondary}</div> : null}
      </>
    );
  }

  const body = slug ? paymentBodyFor(slug, sepa) : null;
  const cardChosen = slug !== null && isCardSlug(slug);
  const ready = body !== null && (!cardChosen || card !== null);
  const typeErrors = Object.entries(fieldErrors)
    .filter(([field]) => !['holder', 'iban', 'bic', 'bank', 'permission'].includes(field))
    .map(([, text]) => text);

  return (
    <form
      className="checkout-form payment-form"
      noValidate
      onSubmit={handleSubmit(({ type }) => {
        const chosenBody = paymentBodyFor(type, sepa);
        const cardData = isCardSlug(type) ? card : null;
        if (chosenBody && (!isCardSlug(type) || cardData)) onSubmit(chosenBody, cardData);
      })}
    >
      <FormAlert text={generalError} />
      {typeErrors.map((text) => (
        <FormAlert key={text} text={text} />
      ))}
      <fieldset className="payment-types">
        <legend className="field-legend">
          <FormattedMessage id="checkout.payment.choose" />
        </legend>
        {types.map((type) => {
          const chosen = slug === type.slug;
          const optionId = `${id}-type-${type.slug}`;
          const note = !type.is_active ? (
            <FormattedMessage id="checkout.payment.type_inactive" />
          ) : type.sms_validation_required ? (
            <FormattedMessage id="checkout.payment.type_sms" />
          ) : null;
          return (
            <div key={type.slug} className="payment-type" data-chosen={chosen || undefined}>
              <label className="choice" htmlFor={optionId} onPointerEnter={preloadFormOf(type.slug)}>
                <input
                  id={optionId}
                  type="radio"
                  value={type.slug}
                  disabled={!type.is_active}
                  aria-labelledby={`${optionId}-name`}
                  aria-describedby={note ? `${optionId}-note` : undefined}
                  onFocus={preloadFormOf(type.slug)}
                  {...register('type')}
                />
                <span id={`${optionId}-name`} className="choice-name">
                  {type.name}
                </span>
                {note ? (
                  <span id={`${optionId}-note`} className="choice-note">
                    {note}
                  </span>
                ) : null}
              </label>
              {chosen ? (
                <div className="payment-type-body">
                  <Suspense fallback={<LoadingStatus />}>
                    {type.slug === 'sepa' ? (
                      <SepaFields
                        id={`${id}-sepa`}
                        showBankField={showBankField}
                        initial={saved}
                        defaultHolder={defaultHolder}
                        fieldErrors={fieldErrors}
                        onChange={setSepa}
                      />
                    ) : isCardSlug(type.slug) ? (
                      <CardFields
                        id={`${id}-card`}
                        method={cardMethodType(type.slug)}
                        countryCode={countryCode}
                        defaultHolder={defaultHolder}
                        onChange={setCard}
                      />
                    ) : (
                      <p className="field-note">{methodNote(type.slug)}</p>
                    )}
                  </Suspense>
                </div>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <div className="step-nav">
        {secondary}
        <button type="submit" className="button button-primary" disabled={busy || !ready}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
