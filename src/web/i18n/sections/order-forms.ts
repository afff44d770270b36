import { section } from './section';

/**
 * Messages of the forms that take the order (checkout spec section 8): the keys the payment, SMS
 * and confirm schemas of src/domain/validation/checkout produce and the confirm machine's agreement
 * keys. Same wording as the server's texts (src/server/i18n/messages.ts).
 */
export const orderForms = section({
  'en-GB': {
    'payment.form_validation.type_unavailable':
      'This payment method is not available. Please choose another one.',
    'payment.form_validation.holder_required': 'Please enter the account holder.',
    'payment.form_validation.holder_min_length': 'The account holder must be at least 3 characters long.',
    'payment.form_validation.iban_required': 'Please enter your IBAN.',
    'payment.form_validation.iban_min_length': 'The IBAN must be at least 3 characters long.',
    'payment.form_validation.iban_max_length': 'The IBAN may be at most 34 characters long.',
    'payment.form_validation.iban_invalid':
      'Please enter a valid IBAN: two letters, two digits and then letters or digits.',
    'payment.form_validation.iban_checksum': 'This IBAN is not valid. Please check it for typing errors.',
    'payment.form_validation.bic_required': 'Please enter the BIC of your bank.',
    'payment.form_validation.bic_min_length': 'The BIC must be at least 8 characters long.',
    'payment.form_validation.bic_max_length': 'The BIC may be at most 11 characters long.',
    'payment.form_validation.bic_invalid': 'Please enter a valid BIC, for example COBADEFFXXX.',
    'payment.form_validation.bank_required': 'Please enter the name of your bank.',
    'payment.form_validation.bank_max_length': 'The bank name may be at most 255 characters long.',
    'payment.form_validation.permission_required': 'Please authorise the direct debit.',
    'payment.form_validation.holder_name_required': 'Please enter the name on the card.',
    'sms.form_validation.code_required': 'Please enter the code from the SMS.',
    'sms.form_validation.code_length': 'The code has exactly 5 characters.',
    'sms.form_validation.code_invalid': 'The code contains a character that cannot occur in it.',
    'sms.form_validation.phone_required': 'Please enter your mobile phone number.',
    'sms.form_validation.phone_invalid': 'Please enter a valid phone number (digits, spaces and + only).',
    'confirm.form_validation.advertisedcustomer_min_length': 'Please enter at least 2 characters.',
    'confirm.form_validation.advertisedcustomer_max_length': 'Please enter at most 20 characters.',
    'confirm.form_validation.referral_id_min_length': 'The referral ID must be at least 2 characters long.',
    'confirm.form_validation.referral_id_max_length': 'The referral ID may be at most 20 characters long.',
    'confirm.form_validation.referral_id_invalid':
      'The referral ID may only contain letters, digits, underscores and hyphens.',
    'confirm.form_validation.knownfrom_min_length': 'Please enter at least 2 characters.',
    'confirm.form_validation.knownfrom_max_length': 'Please enter at most 50 characters.',
    'confirm.form_validation.otherknownfrom_min_length': 'Please enter at least 2 characters.',
    'confirm.form_validation.otherknownfrom_max_length': 'Please enter at most 50 characters.',
    'confirm.form_validation.comment_max_length': 'The comment may be at most 500 characters long.',
    'confirm.form_validation.mca_agreement_required': 'Please accept the Microsoft Customer Agreement.',
    'confirm.form_validation.eult_agreement_required': 'Please accept the end user licence terms.',
    'confirm.form_validation.gtc_agreement_required': 'Please accept the general terms and conditions.',
  },
  'de-DE': {
    'payment.form_validation.type_unavailable':
      'Diese Zahlungsart ist nicht verfügbar. Bitte wählen Sie eine andere.',
    'payment.form_validation.holder_required': 'Bitte geben Sie den Kontoinhaber an.',
    'payment.form_validation.holder_min_length': 'Der Kontoinhaber muss mindestens 3 Zeichen lang sein.',
    'payment.form_validation.iban_required': 'Bitte geben Sie Ihre IBAN ein.',
    'payment.form_validation.iban_min_length': 'Die IBAN muss mindestens 3 Zeichen lang sein.',
    'payment.form_validation.iban_max_length': 'Die IBAN darf höchstens 34 Zeichen lang sein.',
    'payment.form_validation.iban_invalid':
      'Bitte geben Sie eine gültige IBAN ein: zwei Buchstaben, zwei Ziffern und dann Buchstaben oder Ziffern.',
    'payment.form_validation.iban_checksum': 'Diese IBAN ist ungültig. Bitte prüfen Sie sie auf Tippfehler.',
    'payment.form_validation.bic_required': 'Bitte geben Sie die BIC Ihrer Bank ein.',
    'payment.form_validation.bic_min_length': 'Die BIC muss mindestens 8 Zeichen lang sein.',
    'payment.form_validation.bic_max_length': 'Die BIC darf höchstens 11 Zeichen lang sein.',
    'payment.form_validation.bic_invalid': 'Bitte geben Sie eine gültige BIC ein, zum Beispiel COBADEFFXXX.',
    'payment.form_validation.bank_required': 'Bitte geben Sie den Namen Ihrer Bank ein.',
    'payment.form_validation.bank_max_length': 'Der Name der Bank darf höchstens 255 Zeichen lang sein.',
    'payment.form_validation.permission_required': 'Bitte erteilen Sie das Lastschriftmandat.',
    'payment.form_validation.holder_name_required': 'Bitte geben Sie den Namen auf der Karte ein.',
    'sms.form_validation.code_required': 'Bitte geben Sie den Code aus der SMS ein.',
    'sms.form_validation.code_length': 'Der Code hat genau 5 Zeichen.',
    'sms.form_validation.code_invalid': 'Der Code enthält ein Zeichen, das darin nicht vorkommen kann.',
    'sms.form_validation.phone_required': 'Bitte geben Sie Ihre Mobilnummer ein.',
    'sms.form_validation.phone_invalid':
      'Bitte geben Sie eine gültige Telefonnummer ein (nur Ziffern, Leerzeichen und +).',
    'confirm.form_validation.advertisedcustomer_min_length': 'Bitte geben Sie mindestens 2 Zeichen ein.',
    'confirm.form_validation.advertisedcustomer_max_length': 'Bitte geben Sie höchstens 20 Zeichen ein.',
    'confirm.form_validation.referral_id_min_length':
      'Die Empfehlungs-ID muss mindestens 2 Zeichen lang sein.',
    'confirm.form_validation.referral_id_max_length':
      'Die Empfehlungs-ID darf höchstens 20 Zeichen lang sein.',
    'confirm.form_validation.referral_id_invalid':
      'Die Empfehlungs-ID darf nur Buchstaben, Ziffern, Unter- und Bindestriche enthalten.',
    'confirm.form_validation.knownfrom_min_length': 'Bitte geben Sie mindestens 2 Zeichen ein.',
    'confirm.form_validation.knownfrom_max_length': 'Bitte geben Sie höchstens 50 Zeichen ein.',
    'confirm.form_validation.otherknownfrom_min_length': 'Bitte geben Sie mindestens 2 Zeichen ein.',
    'confirm.form_validation.otherknownfrom_max_length': 'Bitte geben Sie höchstens 50 Zeichen ein.',
    'confirm.form_validation.comment_max_length': 'Der Kommentar darf höchstens 500 Zeichen lang sein.',
    'confirm.form_validation.mca_agreement_required':
      'Bitte akzeptieren Sie das Microsoft Customer Agreement.',
    'confirm.form_validation.eult_agreement_required':
      'Bitte akzeptieren Sie die Endnutzer-Lizenzbedingungen.',
    'confirm.form_validation.gtc_agreement_required':
      'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
  },
});
