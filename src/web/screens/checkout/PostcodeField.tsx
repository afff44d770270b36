import { useQuery } from '@tanstack/react-query';
import { zipCodesQuery } from '@web/api/queries/checkout';
import { Combobox, type ComboboxOption } from '@web/components/Combobox';
import { useIntl } from 'react-intl';
import { searchZipCodes, ZIP_SEARCH_MIN, type ZipCodeEntry, zipCodeNamed } from './address-rules';
import { TextInput } from './FormControls';

const optionOf = (entry: ZipCodeEntry): ComboboxOption => ({
  key: `${entry.code} ${entry.city}`,
  label: `${entry.code} ${entry.city}`,
});

/**
 * The postcode: a picker from the country's zip codes (choosing one sets postcode and city) when
 * the country has a list, free text otherwise (checkout spec section 2).
 */
export function PostcodeField({
  id,
  countryCode,
  value,
  city,
  onChoose,
  onChangeText,
  onBlur,
  error,
  inputRef,
}: {
  id: string;
  countryCode: string;
  value: string;
  city: string;
  onChoose(entry: ZipCodeEntry): void;
  onChangeText(text: string): void;
  onBlur(): void;
  error: string | null;
  inputRef?: (element: HTMLInputElement | null) => void;
}) {
  const intl = useIntl();
  const validCountry = /^[A-Z]{2}$/.test(countryCode);
  const zipCodes = useQuery({ ...zipCodesQuery(countryCode), enabled: validCountry });
  const entries = zipCodes.data ?? [];
  const label = intl.formatMessage({ id: 'checkout.address.postal_code' });

  if (entries.length === 0) {
    return (
      <TextInput
        id={id}
        ref={inputRef}
        label={label}
        required
        autoComplete="postal-code"
        value={value}
        error={error}
        onChange={(event) => onChangeText(event.target.value)}
        onBlur={onBlur}
      />
    );
  }
  const selected = entries.find((entry) => entry.code === value && entry.city === city) ?? null;
  return (
    <Combobox
      id={id}
      inputRef={inputRef}
      label={label}
      required
      error={error}
      selected={selected ? optionOf(selected) : null}
      unmatchedText={value}
      filter={(query) => searchZipCodes(entries, query).map(optionOf)}
      commitTyped={(text) => {
        const named = zipCodeNamed(entries, text);
        return named ? optionOf(named) : null;
      }}
      onChoose={(option) => {
        const entry = entries.find((candidate) => optionOf(candidate).key === option.key);
        if (entry) onChoose(entry);
      }}
      onBlur={onBlur}
      autoComplete="postal-code"
      hint={intl.formatMessage({ id: 'checkout.address.postal_code_hint' }, { min: ZIP_SEARCH_MIN })}
      noResult={intl.formatMessage({ id: 'checkout.address.postal_code_no_result' })}
    />
  );
}
