/**
 * The SEPA payment option the tests save for a session (PUT /api/v2/session/payment): a valid
 * German test IBAN of Commerzbank, the debit permission given, `holder` as the account holder.
 */
export const sepaPayment = (holder = 'Erika Mustermann') => ({
  type: 'sepa' as const,
  holder,
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  bank: 'Commerzbank',
  permission: true,
});
