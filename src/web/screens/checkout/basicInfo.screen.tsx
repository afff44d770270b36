import type { BasicInfo } from '@contract/customer';
import { BasicInfoForm, type BasicInfoFormInput } from '@domain/validation/checkout/basic-info';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCurrentBrand } from '@web/app/brand-context';
import { LoadingStatus } from '@web/layout/LoadingStatus';
import { useMemo } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckoutHeading } from './CheckoutHeading';
import { FormAlert, RadioGroup, TextInput } from './FormControls';
import { mailingAddressData } from './mailing-address';
import { type CheckoutArea, useCheckout } from './use-checkout';
import { useMessage } from './use-message';
import { useServerErrors } from './use-server-errors';
import { useWizardFacts } from './use-wizard-facts';
import './checkout.css';

const FIELDS: readonly Path<BasicInfoFormInput>[] = [
  'group',
  'gender',
  'first_name',
  'last_name',
  'company_name',
  'company_vat_id',
  'email',
];

/**
 * BasicInfo (checkout spec sections 2 and 5): customer type (only when the brand allows both),
 * salutation, names, company name and VAT id for companies, e-mail and the legal text. Forward is
 * disabled while the form is invalid; the machine saves and decides where to go.
 */
export function Screen() {
  const area = useCheckout();
  const heading = <CheckoutHeading route="basicInfo" fallback="customer.basic_info.title" />;
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
      <BasicInfoScreenForm area={area} />
    </>
  );
}

function BasicInfoScreenForm({ area }: { area: CheckoutArea }) {
  const intl = useIntl();
  const message = useMessage();
  const brand = useCurrentBrand().properties;
  const facts = useWizardFacts();
  const { context, busy, send } = area;
  const bothTypes = brand.allow_private_persons && brand.allow_companies;
  /** The only allowed type is forced (1 private person by default). */
  const forcedGroup: 0 | 1 | null = bothTypes ? null : brand.allow_companies ? 0 : 1;
  const saved = context.basicInfo;

  const defaultValues = useMemo<BasicInfoFormInput>(
    () => ({
      group: forcedGroup ?? saved?.group ?? 1,
      gender: saved?.gender ?? 0,
      first_name: saved?.first_name ?? '',
      last_name: saved?.last_name ?? '',
      company_name: saved?.company_name ?? '',
      company_vat_id: saved?.company_vat_id ?? '',
      email: saved?.email ?? '',
    }),
    [forcedGroup, saved],
  );
  const form = useForm<BasicInfoFormInput, unknown, BasicInfo>({
    resolver: zodResolver(BasicInfoForm),
    mode: 'onTouched',
    defaultValues,
  });
  const { register, control, formState, handleSubmit, watch, setValue, setError } = form;
  const otherErrors = useServerErrors(setError, context.fieldErrors, FIELDS);
  const error = (name: keyof BasicInfoFormInput) => message(formState.errors[name]?.message);
  const company = watch('group') === 0;
  const copyable = facts ? mailingAddressData(facts.cart, facts.catalogue) : null;

  const copyFromMailingAddress = () => {
    if (!copyable) return;
    const options = { shouldValidate: true, shouldDirty: true, shouldTouch: true } as const;
    if (copyable.group !== undefined && bothTypes) setValue('group', copyable.group, options);
    if (copyable.first_name) setValue('first_name', copyable.first_name, options);
    if (copyable.last_name) setValue('last_name', copyable.last_name, options);
    if (copyable.company_name) setValue('company_name', copyable.company_name, options);
  };

  const terms = company || forcedGroup === 0 ? brand.terms.business : brand.terms.private;
  const link = (href: string) => (chunks: React.ReactNode) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {chunks}
    </a>
  );

  return (
    <form
      className="checkout-form"
      noValidate
      onSubmit={handleSubmit((values) => send({ type: 'BASIC_INFO.SUBMITTED', values }))}
    >
      <FormAlert text={message(context.generalError)} />
      {otherErrors.map((text) => (
        <FormAlert key={text} text={text} />
      ))}
      {copyable ? (
        <div className="copy-box">
          <p>
            <FormattedMessage id="checkout.basic_info.copy_hint" />
          </p>
          <button type="button" className="button" onClick={copyFromMailingAddress}>
            <FormattedMessage id="checkout.basic_info.copy" />
          </button>
        </div>
      ) : null}
      {bothTypes ? (
        <Controller
          control={control}
          name="group"
          render={({ field }) => (
            <RadioGroup
              id="basic-info-group"
              name="group"
              inline
              required
              legend={intl.formatMessage({ id: 'checkout.basic_info.group' })}
              options={[
                { value: 1, label: intl.formatMessage({ id: 'checkout.basic_info.group_private' }) },
                { value: 0, label: intl.formatMessage({ id: 'checkout.basic_info.group_company' }) },
              ]}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={error('group')}
            />
          )}
        />
      ) : null}
      <Controller
        control={control}
        name="gender"
        render={({ field }) => (
          <RadioGroup
            id="basic-info-gender"
            name="gender"
            inline
            required
            legend={intl.formatMessage({ id: 'checkout.basic_info.gender' })}
            options={[
              { value: 0, label: intl.formatMessage({ id: 'checkout.basic_info.gender_mr' }) },
              { value: 1, label: intl.formatMessage({ id: 'checkout.basic_info.gender_ms' }) },
            ]}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={error('gender')}
          />
        )}
      />
      <div className="field-row">
        <TextInput
          id="basic-info-first-name"
          className="grow"
          label={intl.formatMessage({ id: 'checkout.basic_info.first_name' })}
          required
          autoComplete="given-name"
          error={error('first_name')}
          {...register('first_name')}
        />
        <TextInput
          id="basic-info-last-name"
          className="grow"
          label={intl.formatMessage({ id: 'checkout.basic_info.last_name' })}
          required
          autoComplete="family-name"
          error={error('last_name')}
          {...register('last_name')}
        />
      </div>
      {company ? (
        <div className="field-row">
          <TextInput
            id="basic-info-company-name"
            className="grow"
            label={intl.formatMessage({ id: 'checkout.basic_info.company_name' })}
            required
            autoComplete="organization"
            error={error('company_name')}
            {...register('company_name')}
          />
          <TextInput
            id="basic-info-vat-id"
            className="grow"
            label={intl.formatMessage({ id: 'checkout.basic_info.company_vat_id' })}
            autoComplete="off"
            error={error('company_vat_id')}
            {...register('company_vat_id')}
          />
        </div>
      ) : null}
      <TextInput
        id="basic-info-email"
        type="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        label={intl.formatMessage({ id: 'checkout.basic_info.email' })}
        required
        autoComplete="email"
        error={error('email')}
        {...register('email')}
      />
      <p className="legal-text">
        <FormattedMessage
          id="checkout.basic_info.legal_text"
          values={{ terms: link(terms), privacy: link(brand.terms.privacy) }}
        />
      </p>
      <div className="step-nav">
        <button type="button" className="button" disabled={busy} onClick={() => send({ type: 'STEP.BACK' })}>
          <FormattedMessage id="checkout.back" />
        </button>
        <button type="submit" className="button button-primary" disabled={busy || !formState.isValid}>
          <FormattedMessage
            id={context.loginAllowed ? 'checkout.basic_info.submit_create_account' : 'checkout.next'}
          />
        </button>
      </div>
    </form>
  );
}
