/** The postal power of attorney's field controls: one chunk, loaded when a form first shows one. */
export { PpoaBusinessAuthorizationField, PpoaPrivateAuthorizationField } from './PpoaAuthorizationField';
export { PpoaBusinessBasicInfoField, PpoaPrivateBasicInfoField } from './PpoaBasicInfoField';
export { PpoaBusinessLegalTextField, PpoaPrivateLegalTextField } from './PpoaLegalTextField';
export { SignatureFontField } from './SignatureFontField';
