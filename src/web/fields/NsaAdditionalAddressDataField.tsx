import { isTicked } from '@domain/validation/additional-fields/composite';
import { FormattedMessage } from 'react-intl';
import type { PartsFieldProps } from './field-props';
import { PartInput } from './PartInput';
import { PartsFieldset } from './PartsFieldset';
import { usePartLabel } from './use-field-messages';

/**
 * `nsa_additional_address_data`: an address supplement (c/o, ...) and the PO box. The PO box's
 * number, zip code and city appear, and are required, only while its box is ticked.
 */
export function NsaAdditionalAddressDataField({
  definition,
  id,
  value,
  onChange,
  onBlur,
  message,
  partMessages,
  focusRef,
}: PartsFieldProps) {
  const partLabel = usePartLabel();
  const poBox = isTicked(value.po_box);
  const change = (part: string) => (text: string) => onChange({ ...value, [part]: text }, part);
  return (
    <PartsFieldset id={id} legend={definition.label} message={message} onLeave={() => onBlur()}>
      <PartInput
        id={id}
        part="addition"
        label={partLabel('addition')}
        value={value.addition ?? ''}
        required={false}
        message={partMessages.addition}
        autoComplete="address-line2"
        describedByIds={[`${id}-addition-hint`]}
        inputRef={focusRef}
        onChange={change('addition')}
        onBlur={() => onBlur('addition')}
      />
      <p className="field-note" id={`${id}-addition-hint`}>
        <FormattedMessage id="fields.nsa_additional_address_data.addition_hint" />
      </p>
      <div className="field choice-single">
        <label className="choice" htmlFor={`${id}-po_box`}>
          <input
            id={`${id}-po_box`}
            type="checkbox"
            checked={poBox}
            aria-controls={`${id}-po-box-parts`}
            onChange={(event) => onChange({ ...value, po_box: event.target.checked ? '1' : '0' }, 'po_box')}
            onBlur={() => onBlur('po_box')}
          />
          <span>{partLabel('po_box')}</span>
        </label>
      </div>
      <div id={`${id}-po-box-parts`} className="field-row" hidden={!poBox}>
        {poBox ? (
          <>
            <PartInput
              id={id}
              part="po_box_number"
              label={partLabel('po_box_number')}
              value={value.po_box_number ?? ''}
              required
              message={partMessages.po_box_number}
              className="medium"
              onChange={change('po_box_number')}
              onBlur={() => onBlur('po_box_number')}
            />
            <PartInput
              id={id}
              part="po_box_zip"
              label={partLabel('po_box_zip')}
              value={value.po_box_zip ?? ''}
              required
              message={partMessages.po_box_zip}
              autoComplete="postal-code"
              className="medium"
              onChange={change('po_box_zip')}
              onBlur={() => onBlur('po_box_zip')}
            />
            <PartInput
              id={id}
              part="po_box_city"
              label={partLabel('po_box_city')}
              value={value.po_box_city ?? ''}
              required
              message={partMessages.po_box_city}
              autoComplete="address-level2"
              className="grow"
              onChange={change('po_box_city')}
              onBlur={() => onBlur('po_box_city')}
            />
          </>
        ) : null}
      </div>
    </PartsFieldset>
  );
}
