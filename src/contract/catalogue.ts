import { z } from 'zod';
import { Money, TextFlag } from './common';

export const Category = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  slug: z.string().regex(/^[\w-]+$/),
  icon: z.string().nullable(),
  description: z.string().nullable(),
  description2: z.string().nullable(),
  description_footer: z.string().nullable(),
  description_summary: z.string().nullable(),
  is_addon: z.boolean(),
  is_visible: z.boolean(),
  product_notice: z.string().nullable(),
});
export type Category = z.infer<typeof Category>;

export const PaymentInterval = z.object({
  id: z.number().int().positive(),
  /** 0 means "no interval" (one-time). */
  months: z.number().int().nonnegative(),
  /**
   * VAT in percent applied to prices of this interval: the brand's country's, or that of the
   * session's address when it is in another country.
   */
  interval_vat: z.number().nonnegative(),
  is_active: z.boolean(),
  is_default: z.boolean(),
});
export type PaymentInterval = z.infer<typeof PaymentInterval>;

export const MaturityMonths = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(6),
  z.literal(12),
  z.literal(24),
]);

export const PaymentMaturity = z.object({
  id: z.number().int().positive(),
  product_id: z.number().int().positive(),
  /** Contract length in months (1, 2, 3, 4, 6, 12, 24; 0 for one-time addons). */
  months: MaturityMonths,
  /** Monthly price in euros without VAT. */
  price: Money,
  setup_fee: Money,
  /** Cancellation period in days. */
  cancelation_period: z.number().int().nonnegative(),
  is_active: z.boolean(),
  is_default: z.boolean(),
  paymentIntervals: z.array(PaymentInterval),
});
export type PaymentMaturity = z.infer<typeof PaymentMaturity>;

export const AddonGroupRule = z.enum([
  'autoassign',
  'mutually_exclusive',
  'mutually_inclusive',
  'maturities_need_not_match',
  'intervals_need_not_match',
  'invisible',
  'non_removable',
  'variants',
  'modules',
  'allow_empty',
]);
export type AddonGroupRule = z.infer<typeof AddonGroupRule>;

export const AddonGroup = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  display_name: z.string().nullable(),
  display_description: z.string().nullable(),
  rules: z.array(AddonGroupRule),
});
export type AddonGroup = z.infer<typeof AddonGroup>;

/** Link between a product and one of its addons (addons are products of an addon category). */
export const ProductAddonLink = z.object({
  id: z.number().int().positive(),
  product_id: z.number().int().positive(),
  addon_id: z.number().int().positive(),
  is_recommended: z.boolean(),
  recommended_addon_order: z.number().int().nullable(),
  is_promoted: z.boolean(),
  promoted_addon_order: z.number().int().nullable(),
  groups: z.array(AddonGroup),
});
export type ProductAddonLink = z.infer<typeof ProductAddonLink>;

export const ProductUpsellLink = z.object({ upsell_id: z.number().int().positive() });

export const InputComponent = z.enum([
  'text',
  'country',
  'duns',
  'password',
  'cloudvps_linux_distro_select',
  'cloudvps_windows_version_select',
  'nsa_customer_type',
  'nsa_periods',
  'nsa_additional_address_data',
  'nsa_address',
  'nsa_additional_tenants',
  'ppoa_business_authorization',
  'ppoa_business_basic_info',
  'ppoa_business_legal_text',
  'ppoa_private_authorization',
  'ppoa_private_basic_info',
  'ppoa_private_legal_text',
  'ppoa_signature_font',
]);
export type InputComponent = z.infer<typeof InputComponent>;

export const AdditionalFieldDefinition = z.object({
  id: z.number().int().positive(),
  key: z.string(),
  label: z.string(),
  headline: z.string().nullable(),
  order: z.number().int(),
  input_component: InputComponent,
  /** Pipe-separated rules, e.g. `required|string|min:3|max:63|fqdn`. */
  validation_rules: z.string(),
  is_postponed: z.boolean(),
  /** Key of a customer value used to pre-fill the field (e.g. `basic_info.email`), or null. */
  prefilled_with: z.string().nullable(),
});
export type AdditionalFieldDefinition = z.infer<typeof AdditionalFieldDefinition>;

export const FreeTld = z.object({ tld: z.string(), amount: z.number().int().nonnegative() });

export const ProductAttributes = z.object({
  mca_agreement: z.optional(TextFlag),
  eult_agreement: z.optional(TextFlag),
  gtc_agreement: z.optional(TextFlag),
});

export const DomainRequirement = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const ProductInformation = z.object({ key: z.string(), value: z.string() });

export const Product = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string().nullable(),
  tagline: z.string().nullable(),
  /** Product type slug, e.g. `webhosting`, `domain`, `transfer`, `certificate`, `nsa`, `ppoa`. */
  type: z.string(),
  type_id: z.number().int().positive(),
  category: z.object({ slug: z.string(), name: z.string() }),
  category_id: z.number().int().positive(),
  domain_capable: z.boolean(),
  /** 0 no domain, 1 required, 2 optional. */
  is_domainrequired: DomainRequirement,
  is_hidden: z.boolean(),
  is_active: z.boolean(),
  hide_in_cart: z.boolean(),
  is_highlight: z.boolean(),
  order: z.number().int(),
  /** Most rows of this product one cart may hold; null means no limit. */
  qty_max: z.number().int().positive().nullable(),
  external_product_id: z.string().nullable(),
  additionalFields: z.array(AdditionalFieldDefinition),
  additionalinformations: z.array(ProductInformation),
  addons: z.array(ProductAddonLink),
  upsells: z.array(ProductUpsellLink),
  addonPrice: z.nullable(Money),
  addonSetupFee: z.nullable(Money),
  addonTime: z.number().int().nonnegative().nullable(),
  freeTlds: z.array(FreeTld),
  info: z.string().nullable(),
  sms_validation: TextFlag,
  attributes: ProductAttributes,
  upsell_headline: z.string().nullable(),
  advantages_headline: z.string().nullable(),
  advantages: z.array(z.string()),
  advantages_button_text: z.string().nullable(),
  disadvantages_headline: z.string().nullable(),
  disadvantages: z.array(z.string()),
  disadvantages_button_text: z.string().nullable(),
  paymentMaturities: z.array(PaymentMaturity),
});
export type Product = z.infer<typeof Product>;

export const CategoriesResponse = z.object({ data: z.array(Category) });
export const ProductsResponse = z.object({ data: z.array(Product) });
export const PaymentIntervalsResponse = z.object({ data: z.array(PaymentInterval) });

/** `GET /api/v2/products` filters (all optional; the spec lists the call without parameters). */
export const ProductsQuery = z.object({
  category: z
    .string()
    .regex(/^[\w-]+$/)
    .optional(),
});
