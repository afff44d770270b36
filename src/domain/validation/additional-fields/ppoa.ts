import { LIMITS } from '../limits';
import { type CompositeRecord, checkParts, isBlankRecord, type PartRule } from './composite';
import type { FieldError } from './field-error';

/**
 * Value of a `ppoa_private_authorization` field (who grants the postal power of attorney),
 * stored as `[PpoaPrivateAuthorizationValue]`: both names required (each at most 100
 * characters) when the field is required or any part is filled.
 */
export interface PpoaPrivateAuthorizationValue {
  first_name: string;
  last_name: string;
}

/**
 * Value of a `ppoa_business_authorization` field, stored as `[PpoaBusinessAuthorizationValue]`:
 * the company name is required for business authorization (spec section 5), as are the names
 * of the person signing for the company; each part at most 100 characters.
 */
export interface PpoaBusinessAuthorizationValue extends PpoaPrivateAuthorizationValue {
  company_name: string;
}

const NAME_PARTS: readonly PartRule[] = [
  { part: 'first_name', max: LIMITS.nameMax, required: true },
  { part: 'last_name', max: LIMITS.nameMax, required: true },
];

const BUSINESS_PARTS: readonly PartRule[] = [
  { part: 'company_name', max: LIMITS.nameMax, required: true },
  ...NAME_PARTS,
];

export function validatePpoaPrivateAuthorization(
  record: CompositeRecord,
  required: boolean,
): Record<string, FieldError> {
  if (!required && isBlankRecord(record)) return {};
  return checkParts(record, NAME_PARTS);
}

export function validatePpoaBusinessAuthorization(
  record: CompositeRecord,
  required: boolean,
): Record<string, FieldError> {
  if (!required && isBlankRecord(record)) return {};
  return checkParts(record, BUSINESS_PARTS);
}
