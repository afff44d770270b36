import { type ComponentType, lazy } from 'react';

/**
 * The field controls only a few products use (country search, D-U-N-S lookup, the mailing-address
 * and power-of-attorney families), each family a chunk of its own that a form loads when it first
 * shows one of them: every other fields screen's first load goes without them. The everyday
 * controls (text, password, the server image selects) come with the form.
 */
const family =
  <Module>(load: () => Promise<Module>) =>
  <Props extends object>(pick: (module: Module) => ComponentType<Props>) =>
    lazy(async () => ({ default: pick(await load()) }));

const country = family(() => import('./CountryField'));
const duns = family(() => import('./DunsField'));
const nsa = family(() => import('./nsa-fields'));
const ppoa = family(() => import('./ppoa-fields'));

export const CountryField = country((module) => module.CountryField);
export const DunsField = duns((module) => module.DunsField);

export const NsaCustomerTypeField = nsa((module) => module.NsaCustomerTypeField);
export const NsaPeriodsField = nsa((module) => module.NsaPeriodsField);
export const NsaAdditionalAddressDataField = nsa((module) => module.NsaAdditionalAddressDataField);
export const NsaAddressField = nsa((module) => module.NsaAddressField);
export const NsaTenantsField = nsa((module) => module.NsaTenantsField);

export const PpoaBusinessAuthorizationField = ppoa((module) => module.PpoaBusinessAuthorizationField);
export const PpoaPrivateAuthorizationField = ppoa((module) => module.PpoaPrivateAuthorizationField);
export const PpoaBusinessBasicInfoField = ppoa((module) => module.PpoaBusinessBasicInfoField);
export const PpoaPrivateBasicInfoField = ppoa((module) => module.PpoaPrivateBasicInfoField);
export const PpoaBusinessLegalTextField = ppoa((module) => module.PpoaBusinessLegalTextField);
export const PpoaPrivateLegalTextField = ppoa((module) => module.PpoaPrivateLegalTextField);
export const SignatureFontField = ppoa((module) => module.SignatureFontField);
