import type { Country } from '@contract/customer';
import { useCountries } from '@web/api/queries/countries';
import { Combobox, type ComboboxOption } from '@web/components/Combobox';
import { countryNamed, matchCountries } from '@web/fields/country-search';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { flagOf, sortedCountries } from './address-rules';

const optionOf = (country: Country): ComboboxOption => ({
  key: country.code,
  label: country.name,
  decoration: flagOf(country.code),
});

/**
 * The address country: searchable, sorted by the countries' order value, each with its flag, and a
 * no-result text (checkout spec section 2). The value is the two-letter code.
 */
export function CountrySelect({
  id,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: {
  id: string;
  value: string;
  onChange(code: string): void;
  onBlur(): void;
  error: string | null;
  inputRef?: (element: HTMLInputElement | null) => void;
}) {
  const intl = useIntl();
  const countries = useCountries();
  const list = useMemo(() => sortedCountries(countries.data ?? []), [countries.data]);
  const selected = list.find((country) => country.code === value.trim().toUpperCase());
  return (
    <Combobox
      id={id}
      inputRef={inputRef}
      label={intl.formatMessage({ id: 'checkout.address.country' })}
      required
      error={error}
      selected={selected ? optionOf(selected) : null}
      filter={(query) => matchCountries(list, query).map(optionOf)}
      commitTyped={(text) => {
        const named = countryNamed(list, text);
        return named ? optionOf(named) : null;
      }}
      onChoose={(option) => onChange(option.key)}
      onBlur={onBlur}
      autoComplete="country-name"
      noResult={intl.formatMessage({ id: 'checkout.address.country_no_result' })}
    />
  );
}
