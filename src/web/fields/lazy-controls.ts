import { type ComponentType, lazy } from 'react';

/**
 * The field controls only a few products use (country search, D-U-N-S lookup, the mailing-address
 * and power-of-attorney families), each family a chunk of its own that a form loads when it first
 * shows one of them: every other fields screen's first load goes without them. The everyday
 * controls (text, password, the server image selects) come with the form.
 */
const lazyControl = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  lazy(async () => ({ default: await load() }));

const nsa = () => import('./nsa-fields');
const ppoa = () => import('./ppoa-fields');

export const CountryField = lazyControl(() => import('./CountryField').then((module) => module.CountryField));
export const DunsField = lazyControl(() => import('./DunsField').then((module) => module.DunsField));

export const NsaCustomerTypeField = lazyControl(() => nsa().then((module) => module.NsaCustomerTypeField));
export const NsaPeriodsField = lazyControl(() => nsa().then((module) => module.NsaPeriodsField));
export const NsaAdditionalAddressDataField = lazyControl(() =>
  nsa().then((module) => module.NsaAdditionalAddressDataField),
);
export const NsaAddressField = lazyControl(() => nsa().then((module) => module.NsaAddressField));
export const NsaTenantsField = lazyControl(() => nsa().then((module) => module.NsaTenantsField));

export const PpoaBusinessAuthorizationField = lazyControl(() =>
  ppoa().then((module) => module.PpoaBusinessAuthorizationField),
);
export const PpoaPrivateAuthorizationField = lazyControl(() =>
  ppoa().then((module) => module.PpoaPrivateAuthorizationField),
);
export const PpoaBusinessBasicInfoField = lazyControl(() =>
  ppoa().then((module) => module.PpoaBusinessBasicInfoField),
);
export const PpoaPrivateBasicInfoField = lazyControl(() =>
  ppoa().then((module) => module.PpoaPrivateBasicInfoField),
);
export const PpoaBusinessLegalTextField = lazyControl(() =>
  ppoa().then((module) => module.PpoaBusinessLegalTextField),
);
export const PpoaPrivateLegalTextField = lazyControl(() =>
  ppoa().then((module) => module.PpoaPrivateLegalTextField),
);
export const SignatureFontField = lazyControl(() => ppoa().then((module) => module.SignatureFontField));
