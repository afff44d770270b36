/**
 * Numbers of the validation rules (catalogue spec sections 5 and 9, checkout spec sections 5 and 9).
 * Exported so the UI can pass them as the `{length}` value of a message.
 */
export const LIMITS = {
  /** first_name, last_name, company_name, company_vat_id, city. */
  nameMax: 100,
  streetMax: 200,
  postalCodeMax: 10,
  commentMax: 500,
  passwordMin: 8,
  smsCodeLength: 5,
  /** advertisedcustomer and referral_id. */
  shortFeedbackMin: 2,
  shortFeedbackMax: 20,
  /** knownfrom and otherknownfrom. */
  knownFromMin: 2,
  knownFromMax: 50,
  sepaHolderMin: 3,
  ibanMin: 3,
  ibanMax: 34,
  bicMin: 8,
  bicMax: 11,
  bankMax: 255,
  /** Additional people of the nsa tenants field. */
  tenantsMax: 11,
  fqdnMin: 4,
  fqdnMax: 253,
  domainLabelMax: 63,
  tldMin: 2,
  tldMax: 63,
  domainSearchMin: 2,
  /** Ours (the spec gives none): house and PO-box numbers of the nsa address fields. */
  houseNumberMax: 20,
} as const;
