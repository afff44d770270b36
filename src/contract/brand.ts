import { z } from 'zod';
import { LocaleCode } from './common';

export const BrandLocale = z.object({
  label: z.string(),
  code: LocaleCode,
  fallback_code: LocaleCode,
  is_default: z.boolean(),
});

export const SupportContact = z.object({
  phone: z.string(),
  email: z.email(),
  /** Working-days text per locale, e.g. "Mon-Fri 8-18". */
  working_days: z.string(),
});

export const OAuthSettings = z.object({
  authority: z.url().nullable(),
  second_authority: z.url().nullable(),
  client_id: z.string().nullable(),
  provider_type: z.string().nullable(),
  redirect_uri: z.string().nullable(),
});
export type OAuthSettings = z.infer<typeof OAuthSettings>;

export const TermsLinks = z.object({
  business: z.string(),
  private: z.string(),
  privacy: z.string(),
  eult: z.string().nullable(),
  gtc: z.string().nullable(),
  mca: z.string().nullable(),
  revocation: z.string().nullable(),
  privacy_settings: z.string().nullable(),
});

/**
 * The look and sender of the brand's e-mails. `logo` is a PNG among the server's mail files
 * (`src/server/mail/mail-files/`), embedded in each mail; the support contacts a mail names are the
 * brand's `customer_support`.
 */
export const MailTheme = z.object({
  sender_name: z.string().min(1),
  sender_address: z.email(),
  logo: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*\.png$/),
  colors: z.object({ header: z.string(), accent: z.string(), text: z.string(), background: z.string() }),
});
export type MailTheme = z.infer<typeof MailTheme>;

/**
 * Who a mail attachment is for: every customer (`all`), private persons or companies (the terms of
 * the customer type), or orders whose cart required the agreement `mca`, `eult` or `gtc`.
 */
export const MailAttachmentAudience = z.enum(['all', 'private', 'business', 'mca', 'eult', 'gtc']);
export type MailAttachmentAudience = z.infer<typeof MailAttachmentAudience>;

/** A document attached to the brand's order confirmation: a PDF among the server's mail files. */
export const MailAttachment = z.object({
  applies_to: MailAttachmentAudience,
  /** The attachment's name as the customer sees it, in the mail's language. */
  file_name: z.string().min(1),
  file: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*\.pdf$/),
});
export type MailAttachment = z.infer<typeof MailAttachment>;

export const DisplayFlags = z.object({
  bank_name_input: z.boolean(),
  coupon_hint_on_cart_page: z.boolean(),
  interval_with_maturity: z.boolean(),
  prices_on_interval_selection_in_modal: z.boolean(),
  prices_with_vat: z.boolean(),
  privacy_settings_link: z.boolean(),
  promocode_input_on_cart_page: z.boolean(),
  promocode_input_on_confirm_page: z.boolean(),
  referral_id_input_on_confirmation: z.boolean(),
  hide_zero_prices_in_cart: z.boolean(),
  locale_switcher: z.boolean(),
});
export type DisplayFlags = z.infer<typeof DisplayFlags>;

/**
 * The trackers a brand configures in its `tracking_ids` (none: no tracker, no outside request):
 * - `google_tag_manager`: a Google Tag Manager container (`GTM-…`); its script is loaded after the
 *   visitor's consent to analytics and reads the order tracking events of `window.dataLayer`;
 * - `easymarketing_host` and `easymarketing_trigger_id`: the marketing tracker (easy Marketing's
 *   conversion call to the affiliate programme's tracking host, with the brand's
 *   `easymarketing_campaign_id`), only in production and after consent to marketing.
 */
export const TrackingIds = z.object({
  google_tag_manager: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/)
    .optional(),
  easymarketing_host: z
    .string()
    .regex(/^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/)
    .optional(),
  easymarketing_trigger_id: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
});
export type TrackingIds = z.infer<typeof TrackingIds>;

export const BrandProperties = z.object({
  address_details: z.string(),
  allow_companies: z.boolean(),
  allow_crm: z.boolean(),
  allow_private_persons: z.boolean(),
  automatic_promotions: z.boolean(),
  manual_promotions: z.boolean(),
  city: z.string(),
  /** ISO 3166-1 alpha-2 default country of the brand. */
  country_code: z.string().length(2),
  support: SupportContact,
  customer_support: SupportContact,
  display: DisplayFlags,
  oauth: OAuthSettings,
  offer_newsletter: z.boolean(),
  terms: TermsLinks,
  website_url: z.url(),
  inclusive_domains_first_year_only: z.boolean(),
  mail_theme: MailTheme,
  mail_attachments: z.array(MailAttachment),
  logo: z.string(),
  fav_icon: z.string(),
  /** Brand colours for the style sheet (CSS colour values). */
  colors: z.object({ primary: z.string(), secondary: z.string(), text: z.string(), background: z.string() }),
  tracking_ids: TrackingIds,
  copyright_year: z.number().int().min(1990).max(2100),
  owner: z.string(),
  phone: z.string(),
  register_info: z.string(),
  easymarketing_campaign_id: z.number().int().default(1),
  show_locale_switcher: z.boolean(),
});
export type BrandProperties = z.infer<typeof BrandProperties>;

export const Brand = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  fqdn: z.string(),
  is_visible: z.boolean(),
  locales: z.array(BrandLocale).min(1),
  properties: BrandProperties,
});
export type Brand = z.infer<typeof Brand>;

export const BrandResponse = z.object({ data: Brand });
