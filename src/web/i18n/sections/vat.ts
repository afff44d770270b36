import { section } from './section';

/** The VAT the server decided for the session or an order: net prices under the reverse charge, and why. */
export const vat = section({
  'en-GB': {
    'vat.net_reverse_charge': 'net, reverse charge',
    'vat.reverse_charge_notice':
      'Reverse charge: all prices are net. The EU’s VIES service confirmed your VAT ID {vatId}, so you as the recipient account for the VAT.',
    'vat.check_unavailable_notice':
      'Your VAT ID {vatId} could not be checked with the EU’s VIES service just now, so prices include VAT. You can still order.',
    'vat.order_reverse_charge':
      'This order was placed without VAT (reverse charge, VAT ID {vatId} confirmed by the EU’s VIES service): you as the recipient account for the VAT.',
    'vat.order_check_unavailable':
      'Your VAT ID {vatId} could not be checked with the EU’s VIES service, so this order was placed with VAT.',
  },
  'de-DE': {
    'vat.net_reverse_charge': 'netto, Reverse Charge',
    'vat.reverse_charge_notice':
      'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge): Alle Preise sind Nettopreise. Der VIES-Dienst der EU hat Ihre USt-IdNr. {vatId} bestätigt, daher schulden Sie als Leistungsempfänger die Umsatzsteuer.',
    'vat.check_unavailable_notice':
      'Ihre USt-IdNr. {vatId} konnte gerade nicht beim VIES-Dienst der EU geprüft werden, daher enthalten die Preise die Umsatzsteuer. Sie können trotzdem bestellen.',
    'vat.order_reverse_charge':
      'Diese Bestellung wurde ohne Umsatzsteuer aufgegeben (Reverse Charge, USt-IdNr. {vatId} vom VIES-Dienst der EU bestätigt): Sie als Leistungsempfänger schulden die Umsatzsteuer.',
    'vat.order_check_unavailable':
      'Ihre USt-IdNr. {vatId} konnte nicht beim VIES-Dienst der EU geprüft werden, daher wurde diese Bestellung mit Umsatzsteuer aufgegeben.',
  },
});
