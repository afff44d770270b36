import type { AddressInfo } from '@contract/customer';
import { AddressForm, type AddressFormInput } from '@domain/validation/checkout/address';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCurrentBrand } from '@web/app/brand-context';
import { LoadingStatus } from '@web/layout/LoadingStatus';
import { useMemo } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { phonePlaceholder } from './address-rules';
import { CheckoutHeading } from './CheckoutHeading';
import { CountrySelect } from './CountrySelect';
import { FormAlert, TextInput } from './FormControls';
import { PostcodeField } from './PostcodeField';
import { SecureTag } from './SecureTag';
import { type CheckoutArea, useCheckout } from './use-checkout';
import { useMessage } from './use-message';
import { useServerErrors } from './use-server-errors';
import './checkout.css';

const FIELDS: readonly Path<AddressFormInput>[] = ['street', 'postal_code', 'city', 'country_code', 'phone'];

/**
 * Address (checkout spec sections 2 and 5): greets by first name, shows the secure-connection tag;
 * street, country (searchable, with flags), postcode (picker when the country has zip codes),
 * city and phone. Changing the country clears postcode and city.
 */
export function Screen() {
  const intl = useIntl();
  const area = useCheckout();
  const firstName = area?.context.basicInfo?.first_name;
  const heading = (
    <CheckoutHeading
      route="address"
      fallback="customer.address.title"
      title={firstName ? intl.formatMessage({ id: 'checkout.address.greeting' }, { firstName }) : null}
    />
  );
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
      <SecureTag />
      <AddressScreenForm area={area} />
    </>
  );
}

function AddressScreenForm({ area }: { area: CheckoutArea }) {
  const intl = useIntl();
  const message = useMessage();
  const brand = useCurrentBrand().properties;
  const { context, busy, send } = area;
  const saved = context.address;
  const defaultValues = useMemo<AddressFormInput>(
    () => ({
      street: saved?.street ?? '',
      postal_code: saved?.postal_code ?? '',
      city: saved?.city ?? '',
      country_code: saved?.country_code ?? brand.country_code,
      phone: saved?.phone ?? '',
    }),
    [saved, brand.country_code],
  );
  const form = useForm<AddressFormInput, unknown, AddressInfo>({
    resolver: zodResolver(AddressForm),
    mode: 'onTouched',
    defaultValues,
  });
  const { register, control, formState, handleSubmit, watch, setValue, setError } = form;
  const otherErrors = useServerErrors(setError, context.fieldErrors, FIELDS);
  const error = (name: keyof AddressFormInput) => message(formState.errors[name]?.message);
  const countryCode = (watch('country_code') ?? '').toUpperCase();
  const city = watch('city') ?? '';

  return (
    <form
      className="checkout-form"
      noValidate
      onSubmit={handleSubmit((values) => send({ type: 'ADDRESS.SUBMITTED', values }))}
    >
      <FormAlert text={message(context.generalError)} />
      {otherErrors.map((text) => (
        <FormAlert key={text} text={text} />
      ))}
      <TextInput
        id="address-street"
        label={intl.formatMessage({ id: 'checkout.address.street' })}
        required
        autoComplete="street-address"
        error={error('street')}
        {...register('street')}
      />
      <Controller
        control={control}
        name="country_code"
        render={({ field }) => (
          <CountrySelect
            id="address-country"
            inputRef={field.ref}
            value={field.value ?? ''}
            error={error('country_code')}
            onBlur={field.onBlur}
            onChange={(code) => {
              if (code === field.value) return;
              field.onChange(code);
              // Another country: postcode and city of the old one do not fit.
              setValue('postal_code', '', { shouldDirty: true });
              setValue('city', '', { shouldDirty: true });
            }}
          />
        )}
      />
      <div className="field-row">
        <Controller
          control={control}
          name="postal_code"
          render={({ field }) => (
            <div className="narrow-field">
              <PostcodeField
                id="address-postal-code"
                inputRef={field.ref}
                countryCode={countryCode}
                value={field.value ?? ''}
                city={city}
                error={error('postal_code')}
                onChangeText={field.onChange}
                onBlur={field.onBlur}
                onChoose={(entry) => {
                  field.onChange(entry.code);
                  setValue('city', entry.city, {
                    shouldValidate: true,
                    shouldDirty: true,
                    shouldTouch: true,
                  });
                }}
              />
            </div>
          )}
        />
        <TextInput
          id="address-city"
          className="grow"
          label={intl.formatMessage({ id: 'checkout.address.city' })}
          required
          autoComplete="address-level2"
          error={error('city')}
          {...register('city')}
        />
      </div>
      <TextInput
        id="address-phone"
        type="tel"
        inputMode="tel"
        label={intl.formatMessage({ id: 'checkout.address.phone' })}
        required
        autoComplete="tel"
        placeholder={phonePlaceholder(countryCode)}
        error={error('phone')}
        {...register('phone')}
      />
      <div className="step-nav">
        <button type="button" className="button" disabled={busy} onClick={() => send({ type: 'STEP.BACK' })}>
          <FormattedMessage id="checkout.back" />
        </button>
        <button type="submit" className="button button-primary" disabled={busy || !formState.isValid}>
          <FormattedMessage id="checkout.next" />
        </button>
      </div>
    </form>
  );
}
