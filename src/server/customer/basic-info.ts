import type { BrandProperties } from '@contract/brand';
import type { BasicInfo, BasicInfoBody } from '@contract/customer';
import { BasicInfoForm } from '@domain/validation/checkout/basic-info';
import { customerKey } from '@domain/validation/checkout/message-keys';
import { type FieldKeys, fieldKeysOf } from './field-errors';

/**
 * A company VAT id VIES does not know, or one with an EU member state's prefix that cannot be an id
 * (our key, a server rule: only the server asks VIES).
 */
export const VAT_ID_INVALID_KEY = customerKey('company_vat_id', 'invalid');

export type Checked<T> = { ok: true; data: T } | { ok: false; keys: FieldKeys };

/** Customer group 1 private person, 0 company (checkout spec section 9). */
const PRIVATE_PERSON = 1;
const COMPANY = 0;

/** Whether the brand lets this customer group order (brand flags allow_private_persons, allow_companies). */
export function groupAllowed(brand: BrandProperties, group: number): boolean {
  if (group === PRIVATE_PERSON) return brand.allow_private_persons;
  if (group === COMPANY) return brand.allow_companies;
  return false;
}

/** The customer groups the brand allows, private person first. */
export function allowedGroups(brand: BrandProperties): (0 | 1)[] {
  const groups: (0 | 1)[] = [];
  if (brand.allow_private_persons) groups.push(PRIVATE_PERSON);
  if (brand.allow_companies) groups.push(COMPANY);
  return groups;
}

/**
 * Basic info as the server accepts it: the shared domain form (names, e-mail, company name required
 * for companies, VAT id without spaces, company fields dropped for private persons) plus the
 * brand's customer types. The browser forces the only allowed type; the server does not repair a
 * type the brand refuses but answers `customer.form_validation.group_invalid` (our key) on `group`.
 */
export function checkBasicInfo(body: BasicInfoBody, brand: BrandProperties): Checked<BasicInfo> {
  const parsed = BasicInfoForm.safeParse(body);
  const keys = parsed.success ? {} : fieldKeysOf(parsed.error);
  if (!keys.group && !groupAllowed(brand, body.group)) keys.group = customerKey('group', 'invalid');
  if (parsed.success && Object.keys(keys).length === 0) return { ok: true, data: parsed.data };
  return { ok: false, keys };
}
