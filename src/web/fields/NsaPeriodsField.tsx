import { useIntl } from 'react-intl';
import type { TextFieldProps } from './field-props';
import { allowedValues, numberBounds } from './form-values';
import { SelectField } from './SelectField';

/** Forwarding rhythms offered when the field's rules name none (weeks). */
const DEFAULT_RANGE = { min: 1, max: 12 };

/** `nsa_periods`: how often the mail is forwarded, in weeks (the `in:` values or `min`..`max`). */
export function NsaPeriodsField(props: TextFieldProps) {
  const intl = useIntl();
  const listed = allowedValues(props.definition).map(Number).filter(Number.isInteger);
  const bounds = numberBounds(props.definition);
  const min = bounds.min ?? DEFAULT_RANGE.min;
  const max = Math.min(bounds.max ?? DEFAULT_RANGE.max, min + 51);
  const weeks =
    listed.length > 0
      ? listed
      : Array.from({ length: Math.max(0, max - min + 1) }, (_, index) => min + index);
  const options = weeks.map((count) => ({
    value: String(count),
    label: intl.formatMessage({ id: 'fields.nsa_periods.option' }, { count }),
  }));
  return <SelectField {...props} options={options} />;
}
