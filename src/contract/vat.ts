import { z } from 'zod/mini';

/**
 * Outcome of checking a company's EU VAT id with the EU's VIES service: `valid`, `invalid` (VIES
 * does not know it, or it cannot be an id of its member state) or `unavailable` (VIES or the member
 * state's service did not answer in time; the order goes on with VAT).
 */
export const VatIdCheckStatus = z.enum(['valid', 'invalid', 'unavailable']);
export type VatIdCheckStatus = z.infer<typeof VatIdCheckStatus>;

/** One check of a VAT id (ours: the session keeps the latest, the order records it). */
export const VatIdCheck = z.object({
  /** The VAT id as checked: upper case, without spaces, dots or hyphens, e.g. `ATU12345678`. */
  vat_id: z.string(),
  status: VatIdCheckStatus,
  checked_at: z.iso.datetime(),
});
export type VatIdCheck = z.infer<typeof VatIdCheck>;

/**
 * Which VAT the server applies to the session's prices (ours; `GET /api/v2/session/vat` and the
 * order carry it). `reverse_charge`: a company with a VIES-confirmed VAT id of another EU member
 * state than the brand's: prices are net and the customer accounts for the VAT.
 */
export const VatTreatment = z.enum(['standard', 'reverse_charge']);
export type VatTreatment = z.infer<typeof VatTreatment>;
