import { section } from './section';

/**
 * Errors of the additional fields of products, addons, upsells and domains, one per FieldErrorName
 * (src/domain/validation/additional-fields/field-error.ts). Every message gets the field's
 * `label`; the length and value rules also `length`, `same_as` also `other`.
 */
export const productFields = section({
  'en-GB': {
    'product.additional_fields_form_validation.required': 'Please fill in “{label}”.',
    'product.additional_fields_form_validation.min_length':
      '“{label}” must be at least {length, plural, one {# character} other {# characters}} long.',
    'product.additional_fields_form_validation.max_length':
      '“{label}” must not be longer than {length, plural, one {# character} other {# characters}}.',
    'product.additional_fields_form_validation.valid_email':
      'Please enter a valid email address in “{label}”.',
    'product.additional_fields_form_validation.fqdn': 'Please provide a valid domain in “{label}”.',
    'product.additional_fields_form_validation.password':
      '“{label}” must be at least 8 characters long and contain an upper-case letter, a lower-case letter, a digit and a special character.',
    'product.additional_fields_form_validation.invalid': 'The value of “{label}” is not valid.',
    'product.additional_fields_form_validation.integer': '“{label}” must be a whole number.',
    'product.additional_fields_form_validation.numeric': '“{label}” must be a number.',
    'product.additional_fields_form_validation.boolean': 'Please answer “{label}” with yes or no.',
    'product.additional_fields_form_validation.min_value': '“{label}” must be at least {length}.',
    'product.additional_fields_form_validation.max_value': '“{label}” must not be more than {length}.',
    'product.additional_fields_form_validation.in':
      'Please choose one of the permitted values for “{label}”.',
    'product.additional_fields_form_validation.alpha': '“{label}” may only contain letters.',
    'product.additional_fields_form_validation.alpha_num': '“{label}” may only contain letters and digits.',
    'product.additional_fields_form_validation.alpha_dash':
      '“{label}” may only contain letters, digits, hyphens and underscores.',
    'product.additional_fields_form_validation.ipv4': 'Please enter a valid IPv4 address in “{label}”.',
    'product.additional_fields_form_validation.ipv6': 'Please enter a valid IPv6 address in “{label}”.',
    'product.additional_fields_form_validation.exists': 'The value chosen for “{label}” is not available.',
    'product.additional_fields_form_validation.same_as': '“{label}” must match “{other}”.',
    'product.additional_fields_form_validation.persons':
      'Please make sure to provide both the first and last name for each tenant in “{label}”.',
    'product.additional_fields_form_validation.persons_max':
      'You can add at most {length, plural, one {# additional person} other {# additional people}} in “{label}”.',
  },
  'de-DE': {
    'product.additional_fields_form_validation.required': 'Bitte füllen Sie „{label}“ aus.',
    'product.additional_fields_form_validation.min_length':
      '„{label}“ muss mindestens {length} Zeichen lang sein.',
    'product.additional_fields_form_validation.max_length':
      '„{label}“ darf höchstens {length} Zeichen lang sein.',
    'product.additional_fields_form_validation.valid_email':
      'Bitte geben Sie in „{label}“ eine gültige E-Mail-Adresse ein.',
    'product.additional_fields_form_validation.fqdn': 'Bitte geben Sie in „{label}“ eine gültige Domain an.',
    'product.additional_fields_form_validation.password':
      '„{label}“ muss mindestens 8 Zeichen lang sein und einen Großbuchstaben, einen Kleinbuchstaben, eine Ziffer und ein Sonderzeichen enthalten.',
    'product.additional_fields_form_validation.invalid': 'Der Wert von „{label}“ ist ungültig.',
    'product.additional_fields_form_validation.integer': '„{label}“ muss eine ganze Zahl sein.',
    'product.additional_fields_form_validation.numeric': '„{label}“ muss eine Zahl sein.',
    'product.additional_fields_form_validation.boolean': 'Bitte beantworten Sie „{label}“ mit Ja oder Nein.',
    'product.additional_fields_form_validation.min_value': '„{label}“ muss mindestens {length} betragen.',
    'product.additional_fields_form_validation.max_value': '„{label}“ darf höchstens {length} betragen.',
    'product.additional_fields_form_validation.in':
      'Bitte wählen Sie für „{label}“ einen der zulässigen Werte.',
    'product.additional_fields_form_validation.alpha': '„{label}“ darf nur Buchstaben enthalten.',
    'product.additional_fields_form_validation.alpha_num':
      '„{label}“ darf nur Buchstaben und Ziffern enthalten.',
    'product.additional_fields_form_validation.alpha_dash':
      '„{label}“ darf nur Buchstaben, Ziffern, Binde- und Unterstriche enthalten.',
    'product.additional_fields_form_validation.ipv4':
      'Bitte geben Sie in „{label}“ eine gültige IPv4-Adresse ein.',
    'product.additional_fields_form_validation.ipv6':
      'Bitte geben Sie in „{label}“ eine gültige IPv6-Adresse ein.',
    'product.additional_fields_form_validation.exists':
      'Der für „{label}“ gewählte Wert ist nicht verfügbar.',
    'product.additional_fields_form_validation.same_as': '„{label}“ muss mit „{other}“ übereinstimmen.',
    'product.additional_fields_form_validation.persons':
      'Bitte geben Sie in „{label}“ für jede Person sowohl den Vor- als auch den Nachnamen an.',
    'product.additional_fields_form_validation.persons_max':
      'Sie können in „{label}“ höchstens {length, plural, one {# weitere Person} other {# weitere Personen}} angeben.',
  },
});
