import type { VatIdCheck } from '@contract/vat';
import { compactVatId, vatIdKind } from './vat-id';

/** Why prices carry the brand's VAT (standard) instead of the reverse charge. */
export type StandardVatReason =
  | 'private_person'
  | 'no_vat_id'
  | 'not_an_eu_vat_id'
  | 'same_country'
  | 'not_checked'
  | 'check_unavailable'
  | 'vat_id_invalid';

export type VatDecision =
  | { treatment: 'standard'; reason: StandardVatReason }
  | { treatment: 'reverse_charge'; countryCode: string };

export interface VatCustomer {
  /** Customer group: 0 company, 1 private person; null before basic info is known. */
  group: 0 | 1 | null;
  companyVatId: string | null;
  /** The latest VIES check of the session, whichever id it was for. */
  check: Pick<VatIdCheck, 'vat_id' | 'status'> | null;
}

/**
 * Which VAT applies to a customer of a brand: the reverse charge (no VAT; the customer accounts for
 * it) only for a company whose VAT id belongs to another EU member state than the brand's country
 * and which VIES confirmed as valid. Everything else, including a check VIES could not answer,
 * keeps the standard VAT (of the customer's country, see the server's customerVatPercent), so an
 * unreachable VIES never blocks an order: it costs the VAT instead.
 */
export function applicableVat(brandCountry: string, customer: VatCustomer): VatDecision {
  const standard = (reason: StandardVatReason): VatDecision => ({ treatment: 'standard', reason });
  if (customer.group !== 0) return standard('private_person');
  if (!customer.companyVatId) return standard('no_vat_id');
  const kind = vatIdKind(customer.companyVatId);
  if (kind.kind !== 'eu') return standard(kind.kind === 'other' ? 'not_an_eu_vat_id' : 'vat_id_invalid');
  if (kind.id.countryCode === brandCountry.toUpperCase()) return standard('same_country');
  const check = customer.check;
  if (!check || compactVatId(check.vat_id) !== kind.id.vatId) return standard('not_checked');
  if (check.status === 'unavailable') return standard('check_unavailable');
  if (check.status === 'invalid') return standard('vat_id_invalid');
  return { treatment: 'reverse_charge', countryCode: kind.id.countryCode };
}

/** The VAT percent charged under a decision: none under the reverse charge, else the standard one. */
export function vatPercentUnder(decision: VatDecision, standardPercent: number): number {
  return decision.treatment === 'reverse_charge' ? 0 : standardPercent;
}

/** The decision when nothing is known about the customer (catalogue prices, anonymous visitors). */
export const STANDARD_VAT: VatDecision = Object.freeze({ treatment: 'standard', reason: 'private_person' });
