import type { LocaleCode } from '@contract/common';
import {
  FIELD_MESSAGE_PREFIX,
  type FieldErrorName,
  type FieldMessageKey,
} from '../additional-fields/field-error';
import { LIMITS } from '../limits';

/**
 * Texts of the additional fields' errors, one per FieldErrorName, as ICU messages: every message
 * gets the field's `label`; the length and value rules also `length`, `same_as` also `other`. The
 * browser's catalogue carries them under `product.additional_fields_form_validation.*` and the
 * server answers `POST /api/v2/additional-fields/validate` with the same texts. Fixed numbers come
 * from LIMITS.
 */
export const FIELD_MESSAGES: Readonly<Record<LocaleCode, Readonly<Record<FieldErrorName, string>>>> = {
  'en-GB': {
    required: 'Please fill in “{label}”.',
    min_length: '“{label}” must be at least {length, plural, one {# character} other {# characters}} long.',
    max_length: '“{label}” must not be longer than {length, plural, one {# character} other {# characters}}.',
    valid_email: 'Please enter a valid email address in “{label}”.',
    fqdn: 'Please provide a valid domain in “{label}”.',
    password: `“{label}” must be at least ${LIMITS.passwordMin} characters long and contain an upper-case letter, a lower-case letter, a digit and a special character.`,
    invalid: 'The value of “{label}” is not valid.',
    integer: '“{label}” must be a whole number.',
    numeric: '“{label}” must be a number.',
    boolean: 'Please answer “{label}” with yes or no.',
    min_value: '“{label}” must be at least {length}.',
    max_value: '“{label}” must not be more than {length}.',
    in: 'Please choose one of the permitted values for “{label}”.',
    alpha: '“{label}” may only contain letters.',
    alpha_num: '“{label}” may only contain letters and digits.',
    alpha_dash: '“{label}” may only contain letters, digits, hyphens and underscores.',
    ipv4: 'Please enter a valid IPv4 address in “{label}”.',
    ipv6: 'Please enter a valid IPv6 address in “{label}”.',
    exists: 'The value chosen for “{label}” is not available.',
    same_as: '“{label}” must match “{other}”.',
    persons: 'Please make sure to provide both the first and last name for each tenant in “{label}”.',
    persons_max:
      'You can add at most {length, plural, one {# additional person} other {# additional people}} in “{label}”.',
  },
  'de-DE': {
    required: 'Bitte füllen Sie „{label}“ aus.',
    min_length: '„{label}“ muss mindestens {length} Zeichen lang sein.',
    max_length: '„{label}“ darf höchstens {length} Zeichen lang sein.',
    valid_email: 'Bitte geben Sie in „{label}“ eine gültige E-Mail-Adresse ein.',
    fqdn: 'Bitte geben Sie in „{label}“ eine gültige Domain an.',
    password: `„{label}“ muss mindestens ${LIMITS.passwordMin} Zeichen lang sein und einen Großbuchstaben, einen Kleinbuchstaben, eine Ziffer und ein Sonderzeichen enthalten.`,
    invalid: 'Der Wert von „{label}“ ist ungültig.',
    integer: '„{label}“ muss eine ganze Zahl sein.',
    numeric: '„{label}“ muss eine Zahl sein.',
    boolean: 'Bitte beantworten Sie „{label}“ mit Ja oder Nein.',
    min_value: '„{label}“ muss mindestens {length} betragen.',
    max_value: '„{label}“ darf höchstens {length} betragen.',
    in: 'Bitte wählen Sie für „{label}“ einen der zulässigen Werte.',
    alpha: '„{label}“ darf nur Buchstaben enthalten.',
    alpha_num: '„{label}“ darf nur Buchstaben und Ziffern enthalten.',
    alpha_dash: '„{label}“ darf nur Buchstaben, Ziffern, Binde- und Unterstriche enthalten.',
    ipv4: 'Bitte geben Sie in „{label}“ eine gültige IPv4-Adresse ein.',
    ipv6: 'Bitte geben Sie in „{label}“ eine gültige IPv6-Adresse ein.',
    exists: 'Der für „{label}“ gewählte Wert ist nicht verfügbar.',
    same_as: '„{label}“ muss mit „{other}“ übereinstimmen.',
    persons: 'Bitte geben Sie in „{label}“ für jede Person sowohl den Vor- als auch den Nachnamen an.',
    persons_max:
      'Sie können in „{label}“ höchstens {length, plural, one {# weitere Person} other {# weitere Personen}} angeben.',
  },
};

/** The field messages of one locale under their catalogue keys. */
export function fieldMessageTexts(locale: LocaleCode): Record<FieldMessageKey, string> {
  return Object.fromEntries(
    Object.entries(FIELD_MESSAGES[locale]).map(([name, text]) => [`${FIELD_MESSAGE_PREFIX}.${name}`, text]),
  ) as Record<FieldMessageKey, string>;
}
