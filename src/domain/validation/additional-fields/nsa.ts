import { LIMITS } from '../limits';
import { type CompositeRecord, checkParts, isBlankRecord, isTicked, type PartRule } from './composite';
import type { FieldError } from './field-error';

/**
 * Value of an `nsa_address` field (the mailing address), stored as `[NsaAddressValue]`.
 * All four parts are required when the field is required or any part is filled. The server
 * additionally checks street and number against its address data (spec: after 500 ms without
 * typing); that check is not a pure rule and is not here.
 */
export interface NsaAddressValue {
  street: string;
  /** House number. */
  number: string;
  zip: string;
  city: string;
}

const ADDRESS_PARTS: readonly PartRule[] = [
  { part: 'street', max: LIMITS.streetMax, required: true },
  { part: 'number', max: LIMITS.houseNumberMax, required: true },
  { part: 'zip', max: LIMITS.postalCodeMax, required: true },
  { part: 'city', max: LIMITS.nameMax, required: true },
];

export function validateNsaAddress(record: CompositeRecord, required: boolean): Record<string, FieldError> {
  if (!required && isBlankRecord(record)) return {};
  return checkParts(record, ADDRESS_PARTS);
}

/**
 * Value of an `nsa_additional_address_data` field, stored as `[NsaAdditionalAddressDataValue]`.
 * `po_box` is the PO-box tick box ('1' ticked, '0' or absent not). PO-box number, zip and city are
 * required only when the box is ticked (spec section 5); `addition` (address supplement such as
 * c/o) is always optional.
 */
export interface NsaAdditionalAddressDataValue {
  addition?: string;
  po_box: '0' | '1';
  po_box_number?: string;
  po_box_zip?: string;
  po_box_city?: string;
}

const PO_BOX_PARTS = ['po_box_number', 'po_box_zip', 'po_box_city'] as const;

function additionalAddressParts(poBox: boolean): PartRule[] {
  return [
    { part: 'addition', max: LIMITS.nameMax, required: false },
    { part: 'po_box_number', max: LIMITS.houseNumberMax, required: poBox },
    { part: 'po_box_zip', max: LIMITS.postalCodeMax, required: poBox },
    { part: 'po_box_city', max: LIMITS.nameMax, required: poBox },
  ];
}

/** The `required` rule changes nothing here: an unticked, empty record is complete. */
export function validateNsaAdditionalAddressData(record: CompositeRecord): Record<string, FieldError> {
  const poBox = isTicked(record.po_box);
  const parts = additionalAddressParts(poBox);
  return checkParts(record, poBox ? parts : parts.slice(0, 1));
}

/** What to save: the PO-box parts are dropped when the box is not ticked; `po_box` is '0' or '1'. */
export function nsaAdditionalAddressDataToSave(record: CompositeRecord): CompositeRecord {
  const poBox = isTicked(record.po_box);
  const saved: CompositeRecord = { ...record, po_box: poBox ? '1' : '0' };
  if (!poBox) for (const part of PO_BOX_PARTS) delete saved[part];
  return saved;
}
