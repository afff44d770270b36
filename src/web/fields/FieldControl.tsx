import type { AdditionalFieldDefinition } from '@contract/catalogue';
import type { FieldOwnerType } from '@contract/fields';
import type { FieldError } from '@domain/validation/additional-fields/field-error';
import { LoadingStatus } from '@web/layout/LoadingStatus';
import { type ReactNode, Suspense, useCallback } from 'react';
import type { FieldProps } from './field-props';
import {
  type FormFieldValue,
  formName,
  isRequiredField,
  type PartsValue,
  type PersonRow,
} from './form-values';
import { LinuxDistroField } from './LinuxDistroField';
import {
  CountryField,
  DunsField,
  NsaAdditionalAddressDataField,
  NsaAddressField,
  NsaCustomerTypeField,
  NsaPeriodsField,
  NsaTenantsField,
  PpoaBusinessAuthorizationField,
  PpoaBusinessBasicInfoField,
  PpoaBusinessLegalTextField,
  PpoaPrivateAuthorizationField,
  PpoaPrivateBasicInfoField,
  PpoaPrivateLegalTextField,
  SignatureFontField,
} from './lazy-controls';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';
import { useFieldErrorText } from './use-field-messages';
import type { FieldTouch } from './use-field-touch';
import { WindowsVersionField } from './WindowsVersionField';

const asText = (value: FormFieldValue | undefined): string => (typeof value === 'string' ? value : '');
const asFlag = (value: FormFieldValue | undefined): boolean => value === true;
const isPersons = (value: FormFieldValue | undefined): value is readonly PersonRow[] => Array.isArray(value);
const asParts = (value: FormFieldValue | undefined): PartsValue =>
  typeof value === 'object' && !isPersons(value) ? value : {};
const asPersons = (value: FormFieldValue | undefined): readonly PersonRow[] =>
  isPersons(value) ? value : [];

export interface FieldControlProps {
  definition: AdditionalFieldDefinition;
  /** Element id of the field's input. */
  id: string;
  owner: FieldOwnerType;
  /** The field's value in the form. */
  value: FormFieldValue | undefined;
  /** Stores a new value of the field. */
  onValue(value: FormFieldValue): void;
  /** The ref of the element focused when the form asks for this field. */
  focusRef(element: HTMLElement | null): void;
  /** The rule error of the field's current value (shown once touched). */
  ruleError: FieldError | null;
  /** A problem from the machine (server validation, or rules of a refused submit): shown at once. */
  problem: string | null;
  touched: FieldTouch;
  /** The user changed the field (its server error is cleared). */
  onEdited(definition: AdditionalFieldDefinition): void;
  onCheckProblem(fieldId: number, blocked: boolean): void;
}

/**
 * One additional field: its input component (by `input_component`), bound to the form, with the
 * message the field shows right now.
 */
export function FieldControl({
  definition,
  id,
  owner,
  value,
  onValue,
  focusRef,
  ruleError,
  problem,
  touched,
  onEdited,
  onCheckProblem,
}: FieldControlProps) {
  const errorText = useFieldErrorText();
  const name = formName(definition);

  // A part of a composite is touched on its own; a tenant row (a numbered part) touches the list.
  const onChange = (next: FormFieldValue, part?: string) => {
    onValue(next);
    touched.typed(
      name,
      part !== undefined && typeof next === 'object' && !isPersons(next) ? part : undefined,
    );
    if (problem !== null) onEdited(definition);
  };
  const onBlur = (part?: string) => {
    touched.left(name, part !== undefined && !/^\d+$/.test(part) ? part : undefined);
  };

  const parts = ruleError?.subfields;
  const wholeShown = touched.isTouched(name);
  const partMessages: Record<string, string> = {};
  if (parts) {
    for (const [part, error] of Object.entries(parts)) {
      if (wholeShown || touched.isTouched(name, part)) partMessages[part] = errorText(error, true);
    }
  }
  const message = problem ?? (ruleError && !parts && wholeShown ? errorText(ruleError) : null);

  const reportCheck = useCallback(
    (blocked: boolean) => onCheckProblem(definition.id, blocked),
    [definition.id, onCheckProblem],
  );

  const common = {
    definition,
    id,
    onBlur,
    message,
    partMessages,
    required: isRequiredField(definition),
    owner,
    focusRef,
    onCheckProblem: reportCheck,
  };
  const text: FieldProps<string> = { ...common, value: asText(value), onChange };
  const flag: FieldProps<boolean> = { ...common, value: asFlag(value), onChange };
  const composite: FieldProps<PartsValue> = { ...common, value: asParts(value), onChange };
  const persons: FieldProps<readonly PersonRow[]> = { ...common, value: asPersons(value), onChange };

  const input = (): ReactNode => {
    switch (definition.input_component) {
      case 'text':
        return <TextField {...text} />;
      case 'country':
        return <CountryField {...text} />;
      case 'duns':
        return <DunsField {...text} />;
      case 'password':
        return <PasswordField {...text} />;
      case 'cloudvps_linux_distro_select':
        return <LinuxDistroField {...text} />;
      case 'cloudvps_windows_version_select':
        return <WindowsVersionField {...text} />;
      case 'nsa_customer_type':
        return <NsaCustomerTypeField {...text} />;
      case 'nsa_periods':
        return <NsaPeriodsField {...text} />;
      case 'nsa_additional_address_data':
        return <NsaAdditionalAddressDataField {...composite} />;
      case 'nsa_address':
        return <NsaAddressField {...composite} />;
      case 'nsa_additional_tenants':
        return <NsaTenantsField {...persons} />;
      case 'ppoa_business_authorization':
        return <PpoaBusinessAuthorizationField {...composite} />;
      case 'ppoa_private_authorization':
        return <PpoaPrivateAuthorizationField {...composite} />;
      case 'ppoa_business_basic_info':
        return <PpoaBusinessBasicInfoField {...text} />;
      case 'ppoa_private_basic_info':
        return <PpoaPrivateBasicInfoField {...text} />;
      case 'ppoa_business_legal_text':
        return <PpoaBusinessLegalTextField {...flag} />;
      case 'ppoa_private_legal_text':
        return <PpoaPrivateLegalTextField {...flag} />;
      case 'ppoa_signature_font':
        return <SignatureFontField {...text} />;
    }
  };

  // A control of a family loaded on first use (lazy-controls.ts) shows a loading line meanwhile.
  return <Suspense fallback={<LoadingStatus />}>{input()}</Suspense>;
}
