import { z } from 'zod';
import { BoundedText, LocaleCode, Notice } from './common';
import { VatIdCheck, VatTreatment } from './vat';

/** 1 private person (default), 0 company. */
export const CustomerGroup = z.union([z.literal(0), z.literal(1)]);
/** 0 Mr (default), 1 Ms. */
export const Gender = z.union([z.literal(0), z.literal(1)]);

/** Stored basic info; field rules live in src/domain (checkout spec section 5). */
export const BasicInfo = z.object({
  group: CustomerGroup,
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string().nullable(),
  company_vat_id: z.string().nullable(),
  email: z.string(),
  gender: Gender,
});
export type BasicInfo = z.infer<typeof BasicInfo>;

export const AddressInfo = z.object({
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country_code: z.string().length(2),
  phone: z.string(),
});
export type AddressInfo = z.infer<typeof AddressInfo>;

export const Customer = z.object({
  customer_number: z.string().nullable(),
  basicInfo: BasicInfo.nullable(),
  address: AddressInfo.nullable(),
  validated: z.boolean(),
});
export type Customer = z.infer<typeof Customer>;
/**
 * `notices`: what the customer validation changed since the visitor last asked (spec section 4:
 * an address country no longer supported was reset); each is answered once.
 */
export const CustomerResponse = z.object({ data: Customer, notices: z.array(Notice).default([]) });
export const BasicInfoResponse = z.object({ data: BasicInfo.nullable() });
export const AddressInfoResponse = z.object({ data: AddressInfo.nullable() });

export const Country = z.object({
  id: z.number().int().positive(),
  code: z.string().length(2),
  name: z.string(),
  phone_prefix: z.string().regex(/^\+\d{1,4}$/),
  order: z.number().int(),
});
export type Country = z.infer<typeof Country>;
export const CountriesResponse = z.object({ data: z.array(Country) });

export const ZipCode = z.object({ code: z.string(), city: z.string() });
export const ZipCodesParam = z.object({ code: z.string().regex(/^[A-Za-z]{2}$/) });
export const ZipCodesResponse = z.object({ data: z.array(ZipCode) });

export const LocaleBody = z.object({ code: LocaleCode });
export const LocaleResponse = z.object({ data: z.object({ code: LocaleCode }) });

/**
 * The session's VAT data, decided by the server (the browser only shows it): the rate, whether
 * prices are shown with VAT, and for companies with an EU VAT id the VIES check and whether the
 * reverse charge applies (then `vat` is 0, `factor` 1 and prices are net).
 */
export const VatResponse = z.object({
  data: z.object({
    country_code: z.string().length(2),
    /** VAT percent for the session's country and customer type; 0 under the reverse charge. */
    vat: z.number().nonnegative(),
    /** (vat + 100) / 100, default 1.19. */
    factor: z.number().positive(),
    /** Whether prices are shown including VAT (brand display flag; never under the reverse charge). */
    prices_with_vat: z.boolean(),
    treatment: VatTreatment,
    /** The latest VIES check of the session's company VAT id, null when none was checked. */
    vat_id_check: z.nullable(VatIdCheck),
  }),
});

/** Server-protection limit of the referrer query (sanitised to a referral id afterwards). */
const MAX_REFERRER_LENGTH = 200;

export const ReferralBody = z.object({
  id: z
    .string()
    .min(2)
    .max(20)
    .regex(/^[\w-]+$/),
});
/**
 * The application referrer (`referrer` of the app's own URL, e.g. `/products/x?referrer=abc`),
 * passed on by the app; our addition, the spec does not show how it reaches the server.
 */
export const ReferralQuery = z.object({ referrer: z.string().max(MAX_REFERRER_LENGTH).optional() });

export const ReferralResponse = z.object({
  data: z.object({
    id: z.string().nullable(),
    /** Where the id came from (spec: fallback order). */
    source: z
      .enum(['order_data', 'cookie_pvid', 'cookie_emid', 'app_referrer', 'server_referrer'])
      .nullable(),
  }),
});

/** Customer types a brand may allow (brand flags allow_private_persons, allow_companies, allow_crm). */
export const CustomerType = z.enum(['crm', 'company', 'private_person']);
export type CustomerType = z.infer<typeof CustomerType>;

/**
 * `PUT /api/v2/session/basic-info`. Shape and basic types only; required-ness, max 100, e-mail format
 * and the company rules are src/domain rules. Text caps are server-protection limits (BoundedText).
 */
export const BasicInfoBody = z.object({
  group: CustomerGroup,
  first_name: BoundedText,
  last_name: BoundedText,
  company_name: z.nullable(BoundedText),
  company_vat_id: z.nullable(BoundedText),
  email: BoundedText,
  gender: Gender,
});
export type BasicInfoBody = z.infer<typeof BasicInfoBody>;
export const SaveBasicInfoResponse = z.object({ data: BasicInfo });

/**
 * `PUT /api/v2/session/address-info`. Shape and basic types only (street max 200, postal code max 10,
 * phone characters ... are src/domain rules); text caps are server-protection limits.
 */
export const AddressInfoBody = z.object({
  street: BoundedText,
  postal_code: BoundedText,
  city: BoundedText,
  country_code: z.string().regex(/^[A-Z]{2}$/),
  phone: BoundedText,
});
export type AddressInfoBody = z.infer<typeof AddressInfoBody>;
export const SaveAddressInfoResponse = z.object({ data: AddressInfo });

/** `GET /api/v2/session/referrer` ("get referrer", response id): our choice of path; the server-side referrer. */
export const ReferrerResponse = z.object({ id: z.string().nullable() });
