import type { AdditionalFieldDefinition, InputComponent } from '@contract/catalogue';
import type { CompositeRecord } from './composite';
import type { FieldError } from './field-error';
import { validateNsaAdditionalAddressData, validateNsaAddress } from './nsa';
import { validatePpoaBusinessAuthorization, validatePpoaPrivateAuthorization } from './ppoa';
import { type FieldRule, hasRule } from './rules';

export type CompositeValidator = (record: CompositeRecord, required: boolean) => Record<string, FieldError>;

/**
 * Input components whose value is a composite record (see nsa.ts, ppoa.ts). All other components
 * (including `nsa_customer_type`, `nsa_periods`, `ppoa_*_basic_info`, `ppoa_*_legal_text`,
 * `ppoa_signature_font`) hold a single value checked by their rule string alone.
 */
export const COMPOSITE_VALIDATORS: Partial<Record<InputComponent, CompositeValidator>> = {
  nsa_address: validateNsaAddress,
  nsa_additional_address_data: validateNsaAdditionalAddressData,
  ppoa_private_authorization: validatePpoaPrivateAuthorization,
  ppoa_business_authorization: validatePpoaBusinessAuthorization,
};

export type FieldKind = 'composite' | 'persons' | 'boolean' | 'number' | 'text';

/**
 * How a field's value is read: composite components first, then `persons` (or the tenants
 * component), `boolean`, `integer`/`numeric`, and text for everything else.
 */
export function fieldKind(definition: AdditionalFieldDefinition, rules: readonly FieldRule[]): FieldKind {
  if (COMPOSITE_VALIDATORS[definition.input_component]) return 'composite';
  if (hasRule(rules, 'persons') || definition.input_component === 'nsa_additional_tenants') return 'persons';
  if (hasRule(rules, 'boolean')) return 'boolean';
  if (hasRule(rules, 'integer') || hasRule(rules, 'numeric')) return 'number';
  return 'text';
}
