import type { Country } from '@contract/customer';
import { useCountries } from '@web/api/queries/countries';
import { Combobox, type ComboboxOption } from '@web/components/Combobox';
import { FormattedMessage } from 'react-intl';
import { countryNamed, matchCountries } from './country-search';
import type { TextFieldProps } from './field-props';

const optionOf = (country: Country): ComboboxOption => ({ key: country.code, label: country.name });

/**
 * `country`: a searchable select over the countries of `GET /api/v2/countries`. The value is the
 * two-letter country code; a typed name that matches a country exactly is taken on leaving, an
 * emptied input clears the value, anything else falls back to the chosen country.
 */
export function CountryField({
  definition,
  id,
  value,
  onChange,
  onBlur,
  message,
  required,
  focusRef,
}: TextFieldProps) {
  const countries = useCountries();
  const list = countries.data ?? [];
  const selected = list.find((country) => country.code === value.trim().toUpperCase());
  return (
    <Combobox
      id={id}
      inputRef={focusRef}
      label={definition.label}
      required={required}
      error={message}
      selected={selected ? optionOf(selected) : null}
      unmatchedText={value}
      filter={(query) => matchCountries(list, query).map(optionOf)}
      commitTyped={(text) => {
        const named = countryNamed(list, text);
        return named ? optionOf(named) : null;
      }}
      onChoose={(option) => onChange(option.key)}
      onClear={() => onChange('')}
      onBlur={() => onBlur()}
      status={countries.isPending ? <FormattedMessage id="fields.country.loading" /> : undefined}
      noResult={<FormattedMessage id="fields.country.no_match" />}
    />
  );
}
