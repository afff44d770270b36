import type { FieldToValidate } from '@contract/fields';
import { validateNsaAddress } from '@domain/validation/additional-fields/nsa';
import { useFieldsCheck } from '@web/api/queries/fields';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FieldMessage } from './FieldMessage';
import type { PartsFieldProps } from './field-props';
import { PartInput } from './PartInput';
import { PartsFieldset } from './PartsFieldset';
import { useDebouncedValue } from './use-debounced-value';
import { usePartLabel } from './use-field-messages';
import { TOUCH_DELAY_MS } from './use-field-touch';

const PARTS = ['street', 'number', 'zip', 'city'] as const;

const trimmedAddress = (value: Readonly<Record<string, string>>) =>
  Object.fromEntries(PARTS.map((part) => [part, (value[part] ?? '').trim()]));

/**
 * `nsa_address`: street, house number, zip code and city. Once the address is complete by the
 * rules, the server checks street and number (`POST /api/v2/additional-fields/validate`) 500 ms
 * after the last input; its messages block the form until the address is corrected.
 */
export function NsaAddressField({
  definition,
  id,
  value,
  onChange,
  onBlur,
  message,
  partMessages,
  required,
  owner,
  focusRef,
  onCheckProblem,
}: PartsFieldProps) {
  const partLabel = usePartLabel();
  const address = useMemo(() => trimmedAddress(value), [value]);
  const complete = Object.keys(validateNsaAddress(address, true)).length === 0;
  const wanted = complete ? JSON.stringify(address) : null;
  const settled = useDebouncedValue(wanted, TOUCH_DELAY_MS);
  const field: FieldToValidate | null = useMemo(
    () =>
      settled !== null && settled === wanted
        ? { id: definition.id, value: [JSON.parse(settled) as Record<string, string>], type: owner }
        : null,
    [definition.id, owner, settled, wanted],
  );
  const { locale } = useIntl();
  const check = useFieldsCheck(field ? [field] : null, locale);
  const problems = field && check.data ? (check.data.errors[String(definition.id)] ?? []) : [];
  const blocked = problems.length > 0;
  const checkId = `${id}-address-check`;

  useEffect(() => {
    onCheckProblem(blocked);
  }, [blocked, onCheckProblem]);

  const change = (part: string) => (text: string) => onChange({ ...value, [part]: text }, part);
  const partRequired = required || Object.values(address).some((text) => text !== '');

  return (
    <PartsFieldset id={id} legend={definition.label} message={message} onLeave={() => onBlur()}>
      <div className="field-row">
        <PartInput
          id={id}
          part="street"
          label={partLabel('street')}
          value={value.street ?? ''}
          required={partRequired}
          message={partMessages.street}
          invalid={blocked}
          describedByIds={blocked && message === null ? [checkId] : []}
          autoComplete="address-line1"
          className="grow"
          inputRef={focusRef}
          onChange={change('street')}
          onBlur={() => onBlur('street')}
        />
        <PartInput
          id={id}
          part="number"
          label={partLabel('number')}
          value={value.number ?? ''}
          required={partRequired}
          message={partMessages.number}
          invalid={blocked}
          describedByIds={blocked && message === null ? [checkId] : []}
          className="narrow"
          onChange={change('number')}
          onBlur={() => onBlur('number')}
        />
      </div>
      {/* The same message may already show as the field's own (a submit the server refused). */}
      {blocked && message === null ? <FieldMessage id={checkId} text={problems.join(' ')} /> : null}
      {field && check.isFetching ? (
        <p className="field-note" role="status">
          <FormattedMessage id="fields.nsa_address.checking" />
        </p>
      ) : null}
      <div className="field-row">
        <PartInput
          id={id}
          part="zip"
          label={partLabel('zip')}
          value={value.zip ?? ''}
          required={partRequired}
          message={partMessages.zip}
          autoComplete="postal-code"
          className="narrow"
          onChange={change('zip')}
          onBlur={() => onBlur('zip')}
        />
        <PartInput
          id={id}
          part="city"
          label={partLabel('city')}
          value={value.city ?? ''}
          required={partRequired}
          message={partMessages.city}
          autoComplete="address-level2"
          className="grow"
          onChange={change('city')}
          onBlur={() => onBlur('city')}
        />
      </div>
    </PartsFieldset>
  );
}
