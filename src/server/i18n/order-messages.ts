import type { LocaleCode } from '@contract/common';

/**
 * Texts of the order, payment and SMS answers (`error` codes of `ApiError`). Spread into the
 * server's message table (messages.ts), so `HttpError` takes these codes like any other.
 */
export const orderMessages = {
  'en-GB': {
    cart_changed:
      'Your cart has changed since you last saw it. Please check your cart and confirm the order again.',
    cart_empty: 'Your cart is empty.',
    cart_incomplete: 'Some items in your cart still need information. Please complete them first.',
    idempotency_key_reused:
      'This order request was already used for a different cart. Please reload the page and confirm again.',
    order_not_completed: 'Order could not be completed. Please check your details.',
    order_customer_missing: 'Please enter your customer details and your address first.',
    customer_type_not_allowed: 'This customer type cannot order in this shop.',
    payment_data_missing: 'Please choose a payment method.',
    payment_type_unavailable: 'This payment method is not available.',
    payment_not_authorised: 'The payment has not been confirmed by the payment provider.',
    payment_already_used: 'This payment was already used for another order.',
    payment_cart_mismatch: 'Your cart changed after the payment was started. Please pay again.',
    payment_details_invalid: 'The payment result could not be verified. Please try again.',
    payment_provider_error: 'The payment provider could not be reached. Please try again later.',
    payment_origin_invalid: 'The return address does not belong to this shop.',
    payment_not_found: 'This payment does not exist.',
    payment_already_decided: 'This payment was already decided.',
    subscription_not_active: 'The PayPal subscription has not been approved.',
    subscription_in_use: 'This PayPal subscription belongs to a placed order and cannot be cancelled here.',
    sms_code_wrong: 'This code is not correct.',
    sms_code_expired: 'This code has expired. Please request a new one.',
    sms_code_locked: 'Too many wrong codes. Please request a new code.',
    sms_code_missing: 'No code has been sent yet. Please request a code.',
    sms_code_sent: 'We have sent a code to this number. Please enter it.',
    sms_not_required: 'This order does not need to be validated by SMS.',
    sms_resend_limited: 'Too many codes requested. Please wait a few minutes before requesting another one.',
    sms_phone_missing: 'Please enter your phone number first.',
    sms_send_failed: 'The code could not be sent. Please try again in a moment.',
    mca_agreement_required: 'Please accept the Microsoft Customer Agreement.',
    eult_agreement_required: 'Please accept the end user licence terms.',
    gtc_agreement_required: 'Please accept the general terms and conditions.',
  },
  'de-DE': {
    cart_changed:
      'Ihr Warenkorb hat sich geändert, seit Sie ihn zuletzt gesehen haben. Bitte prüfen Sie den Warenkorb und bestätigen Sie die Bestellung erneut.',
    cart_empty: 'Ihr Warenkorb ist leer.',
    cart_incomplete:
      'Für einige Artikel in Ihrem Warenkorb fehlen noch Angaben. Bitte vervollständigen Sie diese zuerst.',
    idempotency_key_reused:
      'Diese Bestellanfrage wurde bereits für einen anderen Warenkorb verwendet. Bitte laden Sie die Seite neu und bestätigen Sie erneut.',
    order_not_completed: 'Die Bestellung konnte nicht abgeschlossen werden. Bitte prüfen Sie Ihre Angaben.',
    order_customer_missing: 'Bitte geben Sie zuerst Ihre Kundendaten und Ihre Adresse ein.',
    customer_type_not_allowed: 'Mit dieser Kundenart kann in diesem Shop nicht bestellt werden.',
    payment_data_missing: 'Bitte wählen Sie eine Zahlungsart.',
    payment_type_unavailable: 'Diese Zahlungsart ist nicht verfügbar.',
    payment_not_authorised: 'Die Zahlung wurde vom Zahlungsanbieter nicht bestätigt.',
    payment_already_used: 'Diese Zahlung wurde bereits für eine andere Bestellung verwendet.',
    payment_cart_mismatch:
      'Ihr Warenkorb hat sich nach dem Start der Zahlung geändert. Bitte zahlen Sie erneut.',
    payment_details_invalid:
      'Das Ergebnis der Zahlung konnte nicht überprüft werden. Bitte versuchen Sie es erneut.',
    payment_provider_error:
      'Der Zahlungsanbieter ist nicht erreichbar. Bitte versuchen Sie es später erneut.',
    payment_origin_invalid: 'Die Rücksprungadresse gehört nicht zu diesem Shop.',
    payment_not_found: 'Diese Zahlung existiert nicht.',
    payment_already_decided: 'Über diese Zahlung wurde bereits entschieden.',
    subscription_not_active: 'Das PayPal-Abonnement wurde nicht bestätigt.',
    subscription_in_use:
      'Dieses PayPal-Abonnement gehört zu einer aufgegebenen Bestellung und kann hier nicht gekündigt werden.',
    sms_code_wrong: 'Dieser Code ist nicht korrekt.',
    sms_code_expired: 'Dieser Code ist abgelaufen. Bitte fordern Sie einen neuen an.',
    sms_code_locked: 'Zu viele falsche Codes. Bitte fordern Sie einen neuen Code an.',
    sms_code_missing: 'Es wurde noch kein Code gesendet. Bitte fordern Sie einen Code an.',
    sms_code_sent: 'Wir haben einen Code an diese Nummer gesendet. Bitte geben Sie ihn ein.',
    sms_not_required: 'Diese Bestellung muss nicht per SMS bestätigt werden.',
    sms_resend_limited:
      'Zu viele Codes angefordert. Bitte warten Sie einige Minuten, bevor Sie einen weiteren anfordern.',
    sms_phone_missing: 'Bitte geben Sie zuerst Ihre Telefonnummer ein.',
    sms_send_failed: 'Der Code konnte nicht gesendet werden. Bitte versuchen Sie es gleich noch einmal.',
    mca_agreement_required: 'Bitte akzeptieren Sie das Microsoft Customer Agreement.',
    eult_agreement_required: 'Bitte akzeptieren Sie die Endnutzer-Lizenzbedingungen.',
    gtc_agreement_required: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
  },
} satisfies Record<LocaleCode, Record<string, string>>;

export type OrderMessageKey = keyof (typeof orderMessages)['en-GB'];

export const orderMessage = (locale: LocaleCode, key: OrderMessageKey): string => orderMessages[locale][key];
