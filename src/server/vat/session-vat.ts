import type { BrandProperties } from '@contract/brand';
import type { BasicInfo, VatResponse } from '@contract/customer';
import type { VatIdCheck } from '@contract/vat';
import { DEFAULT_VAT_PERCENT, vatFactor } from '@domain/prices/vat';
import { applicableVat, type VatDecision, vatPercentUnder } from '@domain/vat/applicable-vat';
import { compactVatId } from '@domain/vat/vat-id';
import type { z } from 'zod';
import type { CatalogueView } from '../catalogue/views';
import { storedAddress, storedBasicInfo, storedCustomerNumber, storedVatIdCheck } from '../customer/state';

type State = Record<string, unknown> | undefined;

/** The check when it is for the VAT id of this basic info (a check of an earlier id does not count). */
export function checkOfBasicInfo(basicInfo: BasicInfo | null, check: VatIdCheck | null): VatIdCheck | null {
  const vatId = basicInfo?.group === 0 ? basicInfo.company_vat_id : null;
  if (!vatId || !check) return null;
  return compactVatId(check.vat_id) === compactVatId(vatId) ? check : null;
}

/** How long a VIES answer for the same VAT id stands in a session before basic info asks VIES again. */
export const CHECK_REUSED_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * The session's earlier check of this very VAT id when VIES gave a real answer (valid) within
 * CHECK_REUSED_FOR_MS: saving basic info again (back and forth in the checkout) does not ask VIES
 * again. A check that found VIES unavailable is never reused.
 */
export function reusableCheck(previous: VatIdCheck | null, vatId: string, now: Date): VatIdCheck | null {
  if (previous?.status !== 'valid') return null;
  if (compactVatId(previous.vat_id) !== compactVatId(vatId)) return null;
  const age = now.getTime() - Date.parse(previous.checked_at);
  return age >= 0 && age < CHECK_REUSED_FOR_MS ? previous : null;
}

/** The VAT decision (src/domain) for a customer's basic info and VIES check. */
export function vatDecisionFor(
  brand: BrandProperties,
  basicInfo: BasicInfo | null,
  check: VatIdCheck | null,
): VatDecision {
  return applicableVat(brand.country_code, {
    group: basicInfo?.group ?? null,
    companyVatId: basicInfo?.group === 0 ? basicInfo.company_vat_id : null,
    check: checkOfBasicInfo(basicInfo, check),
  });
}

/**
 * The VAT decision of a session. An existing (logged-in) customer's VAT is kept in the customer
 * account, not here: standard VAT (the shop has no VAT id check of theirs).
 */
export function sessionVatDecision(state: State, brand: BrandProperties): VatDecision {
  if (storedCustomerNumber(state) !== null) return { treatment: 'standard', reason: 'no_vat_id' };
  return vatDecisionFor(brand, storedBasicInfo(state), storedVatIdCheck(state));
}

/**
 * The VAT percent charged to a customer with an address in `countryCode`, where it is not the
 * catalogue's own: the catalogue's percents are those of the brand's country, and a customer in
 * another country pays that country's standard rate (the EU one-stop-shop rule for services
 * supplied electronically; 0 outside the EU VAT area, see the seed's countries). Null where the
 * catalogue's percents apply: the brand's country, no address yet, or a country without a rate.
 */
export function customerVatPercent(
  view: CatalogueView,
  countryCode: string | null | undefined,
): number | null {
  const country = countryCode?.toUpperCase();
  if (!country || country === view.brand.properties.country_code.toUpperCase()) return null;
  return view.vatByCountry.get(country)?.vat_rate ?? null;
}

/** The country whose VAT a session pays: its saved address's, else the brand's. */
export const sessionVatCountry = (state: State, brand: BrandProperties): string =>
  storedAddress(state)?.country_code ?? brand.country_code;

/**
 * `GET /api/v2/session/vat`: the rate the session's prices carry (customerVatPercent for an address
 * in another country than the brand's, else the brand's), turned to 0 % and net prices under the
 * reverse charge, with the VIES check it rests on.
 */
export function sessionVatData(view: CatalogueView, state: State): z.infer<typeof VatResponse>['data'] {
  const brand = view.brand.properties;
  const countryCode = sessionVatCountry(state, brand);
  const standardPercent =
    customerVatPercent(view, countryCode) ??
    view.vatByCountry.get(brand.country_code)?.vat_rate ??
    DEFAULT_VAT_PERCENT;
  const decision = sessionVatDecision(state, brand);
  const vat = vatPercentUnder(decision, standardPercent);
  const check =
    storedCustomerNumber(state) === null
      ? checkOfBasicInfo(storedBasicInfo(state), storedVatIdCheck(state))
      : null;
  return {
    country_code: countryCode,
    vat,
    factor: vatFactor(vat),
    prices_with_vat: decision.treatment === 'standard' && brand.display.prices_with_vat,
    treatment: decision.treatment,
    vat_id_check: check,
  };
}
