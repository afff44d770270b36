import { section } from './section';

/**
 * The contract-transfer route: its title and its notices. `contract_transfer.invalid_id_title`
 * heads the first error of the transfer id, whose text is a field-error key (product-fields) or
 * the server's own message; `contract_transfer.invalid_id_body` stands in when the server gave none.
 */
export const contractTransfer = section({
  'en-GB': {
    'contract_transfer.title': 'Contract transfer',
    'contract_transfer.invalid_id_title': 'Invalid transfer ID',
    'contract_transfer.invalid_id_body': 'The transfer ID is not valid. Please check the link you followed.',
    'contract_transfer.product_unavailable_title': 'Contract transfer not possible',
    'contract_transfer.product_unavailable_body':
      'The product for the contract transfer is currently not available.',
    'contract_transfer.service_unavailable_title': 'Contract transfer currently unavailable',
    'contract_transfer.service_unavailable_body':
      'We cannot check your contract transfer at the moment. Please try again later.',
  },
  'de-DE': {
    'contract_transfer.title': 'Vertragsübernahme',
    'contract_transfer.invalid_id_title': 'Ungültige Übernahme-ID',
    'contract_transfer.invalid_id_body':
      'Die Übernahme-ID ist ungültig. Bitte prüfen Sie den aufgerufenen Link.',
    'contract_transfer.product_unavailable_title': 'Vertragsübernahme nicht möglich',
    'contract_transfer.product_unavailable_body':
      'Das Produkt für die Vertragsübernahme ist derzeit nicht verfügbar.',
    'contract_transfer.service_unavailable_title': 'Vertragsübernahme derzeit nicht möglich',
    'contract_transfer.service_unavailable_body':
      'Wir können Ihre Vertragsübernahme im Moment nicht prüfen. Bitte versuchen Sie es später erneut.',
  },
});
