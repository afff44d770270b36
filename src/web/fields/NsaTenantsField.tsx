import { LIMITS } from '@domain/validation/limits';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PersonsFieldProps } from './field-props';
import type { PersonRow } from './form-values';
import { PartInput } from './PartInput';
import { PartsFieldset } from './PartsFieldset';
import { usePartLabel } from './use-field-messages';

const blank = (): PersonRow => ({ first_name: '', last_name: '' });

const halfFilled = (person: PersonRow) =>
  (person.first_name.trim() === '') !== (person.last_name.trim() === '');

/**
 * `nsa_additional_tenants`: further people who receive mail at the address, each with first and
 * last name (both or neither), at most 11. Blank rows are not saved.
 */
export function NsaTenantsField({
  definition,
  id,
  value,
  onChange,
  onBlur,
  message,
  focusRef,
}: PersonsFieldProps) {
  const intl = useIntl();
  const partLabel = usePartLabel();
  const nextKey = useRef(0);
  const newKey = () => {
    nextKey.current += 1;
    return `person-${nextKey.current}`;
  };
  const [keys, setKeys] = useState<string[]>(() => value.map(newKey));
  // Rows replaced from outside (a reset) get fresh keys.
  const rowKeys =
    keys.length === value.length ? keys : value.map((_, index) => keys[index] ?? `extra-${index}`);
  const full = value.length >= LIMITS.tenantsMax;
  const limitId = `${id}-limit`;

  const update = (index: number, part: keyof PersonRow, text: string) =>
    onChange(
      value.map((person, at) => (at === index ? { ...person, [part]: text } : person)),
      `${index}`,
    );

  const add = () => {
    if (full) return;
    setKeys([...rowKeys, newKey()]);
    onChange([...value, blank()], `${value.length}`);
  };

  const remove = (index: number) => {
    const rows = value.filter((_, at) => at !== index);
    if (rows.length === 0) {
      setKeys([newKey()]);
      onChange([blank()]);
      return;
    }
    setKeys(rowKeys.filter((_, at) => at !== index));
    onChange(rows);
  };

  return (
    <PartsFieldset
      id={id}
      legend={definition.label}
      message={message}
      onLeave={() => onBlur()}
      className="tenants"
    >
      <p id={limitId} className="field-note">
        <FormattedMessage id="fields.tenants.limit" values={{ max: LIMITS.tenantsMax }} />
      </p>
      <ol className="tenant-list">
        {value.map((person, index) => {
          const number = index + 1;
          const flagged = message !== null && halfFilled(person);
          return (
            <li key={rowKeys[index]}>
              <fieldset className="tenant">
                <legend>{intl.formatMessage({ id: 'fields.tenants.person' }, { number })}</legend>
                <div className="field-row">
                  {(['first_name', 'last_name'] as const).map((part, partIndex) => (
                    <PartInput
                      key={part}
                      id={`${id}-${index}`}
                      part={part}
                      label={partLabel(part)}
                      value={person[part]}
                      required={false}
                      message={undefined}
                      invalid={flagged && person[part].trim() === ''}
                      className="grow"
                      inputRef={index === 0 && partIndex === 0 ? focusRef : undefined}
                      onChange={(text) => update(index, part, text)}
                      onBlur={() => onBlur(`${index}`)}
                    />
                  ))}
                  <button type="button" className="button button-small" onClick={() => remove(index)}>
                    {intl.formatMessage({ id: 'fields.tenants.remove' }, { number })}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button button-small"
        onClick={add}
        disabled={full}
        aria-describedby={limitId}
      >
        <FormattedMessage id="fields.tenants.add" />
      </button>
    </PartsFieldset>
  );
}
