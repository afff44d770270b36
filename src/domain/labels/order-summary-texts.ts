/**
 * The order summary's words that the confirm screen and the confirmation mail share: the VAT note
 * of a price, the totals' names, how an existing contract and a stored payment method read.
 */
export const orderSummaryTexts = {
  'en-GB': {
    'products.incl_vat': 'incl. VAT',
    'products.excl_vat': 'excl. VAT',
    'checkout.confirm.total_recurring': 'Total',
    'checkout.confirm.total_once': 'One-time fees',
    'checkout.confirm.existing_contract': 'Your existing contract',
    'checkout.confirm.payment_on_file': 'As stored in your customer account',
    'checkout.confirm.iban': 'IBAN {iban}',
  },
  'de-DE': {
    'products.incl_vat': 'inkl. MwSt.',
    'products.excl_vat': 'zzgl. MwSt.',
    'checkout.confirm.total_recurring': 'Summe',
    'checkout.confirm.total_once': 'Einmalige Gebühren',
    'checkout.confirm.existing_contract': 'Ihr bestehender Vertrag',
    'checkout.confirm.payment_on_file': 'Wie in Ihrem Kundenkonto hinterlegt',
    'checkout.confirm.iban': 'IBAN {iban}',
  },
} as const;
