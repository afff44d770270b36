/** The mailing-address product's field controls: one chunk, loaded when a form first shows one. */
export { NsaAdditionalAddressDataField } from './NsaAdditionalAddressDataField';
export { NsaAddressField } from './NsaAddressField';
export { NsaCustomerTypeField } from './NsaCustomerTypeField';
export { NsaPeriodsField } from './NsaPeriodsField';
export { NsaTenantsField } from './NsaTenantsField';
