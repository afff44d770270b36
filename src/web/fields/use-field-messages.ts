import type { FieldError } from '@domain/validation/additional-fields/field-error';
import { isMessageKey } from '@web/i18n/load-catalogue';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * The text of a rule error (`product.additional_fields_form_validation.*`). Errors of composite
 * parts (nsa, ppoa) carry the part name as `label`; it is translated with `fields.part.<name>`.
 */
export function useFieldErrorText(): (error: FieldError, part?: boolean) => string {
  const intl = useIntl();
  return useCallback(
    (error: FieldError, part = false) => {
      const partKey = `fields.part.${error.values.label}`;
      const label = part && isMessageKey(partKey) ? intl.formatMessage({ id: partKey }) : error.values.label;
      const values = { ...error.values, label };
      return isMessageKey(error.key)
        ? intl.formatMessage({ id: error.key }, values)
        : intl.formatMessage({ id: 'product.additional_fields_form_validation.invalid' }, values);
    },
    [intl],
  );
}

/** The translated name of a composite part (`street`, `po_box_zip`, `company_name`, ...). */
export function usePartLabel(): (part: string) => string {
  const intl = useIntl();
  return useCallback(
    (part: string) => {
      const key = `fields.part.${part}`;
      return isMessageKey(key) ? intl.formatMessage({ id: key }) : part;
    },
    [intl],
  );
}
