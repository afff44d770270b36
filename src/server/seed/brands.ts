import { t } from './builders';
import { BrandId } from './ids';
import type { SeedBrand } from './types';

/**
 * Two brands with different flags. Logos and favicons are paths under `/brands/<slug>/` (served
 * by the web app). hostwerk: German and English, private persons and companies, CRM login through
 * the development OpenID Connect authority, prices with VAT. cloudkontor: English only, companies
 * only, net prices, zero prices hidden in the cart, no login, manual promotions only.
 */
export const hostwerk: SeedBrand = {
  id: BrandId.hostwerk,
  name: 'Hostwerk',
  slug: 'hostwerk',
  fqdn: 'hostwerk.localhost',
  is_visible: true,
  locales: [
    { label: 'Deutsch', code: 'de-DE', fallback_code: 'en-GB', is_default: true },
    { label: 'English', code: 'en-GB', fallback_code: 'en-GB', is_default: false },
  ],
  properties: {
    address_details: 'Hostwerk GmbH, Friedrichstraße 123, 10117 Berlin',
    allow_companies: true,
    allow_crm: true,
    allow_private_persons: true,
    automatic_promotions: true,
    manual_promotions: true,
    city: 'Berlin',
    country_code: 'DE',
    support: {
      phone: '+49 30 1234567-0',
      email: 'support@hostwerk.example',
      working_days: t('Mo–Fr 8–18 Uhr', 'Mon–Fri 8 am – 6 pm'),
    },
    customer_support: {
      phone: '+49 30 1234567-1',
      email: 'kunden@hostwerk.example',
      working_days: t('Mo–Sa 8–20 Uhr', 'Mon–Sat 8 am – 8 pm'),
    },
    display: {
      bank_name_input: true,
      coupon_hint_on_cart_page: true,
      interval_with_maturity: true,
      prices_on_interval_selection_in_modal: true,
      prices_with_vat: true,
      privacy_settings_link: true,
      promocode_input_on_cart_page: true,
      promocode_input_on_confirm_page: true,
      referral_id_input_on_confirmation: true,
      hide_zero_prices_in_cart: false,
      locale_switcher: true,
    },
    oauth: {
      authority: 'http://127.0.0.1:3000/dev-oidc',
      second_authority: null,
      client_id: 'hostwerk-shop',
      provider_type: 'oidc',
      redirect_uri: '/oauth/callback',
    },
    offer_newsletter: true,
    terms: {
      business: 'http://hostwerk.localhost/legal/terms-business',
      private: 'http://hostwerk.localhost/legal/terms-private',
      privacy: 'http://hostwerk.localhost/legal/privacy',
      eult: 'http://hostwerk.localhost/legal/eult',
      gtc: 'http://hostwerk.localhost/legal/gtc',
      mca: 'http://hostwerk.localhost/legal/mca',
      revocation: 'http://hostwerk.localhost/legal/revocation',
      privacy_settings: 'http://hostwerk.localhost/legal/privacy-settings',
    },
    website_url: 'http://hostwerk.localhost',
    inclusive_domains_first_year_only: true,
    mail_theme: {
      sender_name: 'Hostwerk Bestellservice',
      sender_address: 'bestellung@hostwerk.example',
      logo: 'hostwerk/logo.png',
      colors: { header: '#eef3ff', accent: '#0b5fff', text: '#1a1a2e', background: '#f4f6fb' },
    },
    mail_attachments: [
      {
        applies_to: 'private',
        file_name: t('AGB Privatkunden.pdf', 'Terms for private customers.pdf'),
        file: 'hostwerk/terms-private.pdf',
      },
      {
        applies_to: 'private',
        file_name: t('Widerrufsbelehrung.pdf', 'Right of withdrawal.pdf'),
        file: 'hostwerk/withdrawal.pdf',
      },
      {
        applies_to: 'business',
        file_name: t('AGB Geschäftskunden.pdf', 'Terms for business customers.pdf'),
        file: 'hostwerk/terms-business.pdf',
      },
      {
        applies_to: 'mca',
        file_name: t('Microsoft Customer Agreement.pdf', 'Microsoft Customer Agreement.pdf'),
        file: 'hostwerk/mca.pdf',
      },
      {
        applies_to: 'eult',
        file_name: t('Endnutzer-Lizenzbedingungen.pdf', 'End user licence terms.pdf'),
        file: 'hostwerk/eult.pdf',
      },
      {
        applies_to: 'gtc',
        file_name: t('Allgemeine Geschäftsbedingungen.pdf', 'General terms and conditions.pdf'),
        file: 'hostwerk/gtc.pdf',
      },
    ],
    logo: '/brands/hostwerk/logo.svg',
    fav_icon: '/brands/hostwerk/favicon.svg',
    colors: { primary: '#0b5fff', secondary: '#ffb400', text: '#1a1a2e', background: '#ffffff' },
    tracking_ids: {},
    copyright_year: 2009,
    owner: 'Hostwerk GmbH',
    phone: '+49 30 1234567-0',
    register_info: 'Amtsgericht Berlin-Charlottenburg HRB 123456 B, USt-IdNr. DE123456789',
    easymarketing_campaign_id: 1,
    show_locale_switcher: true,
  },
};

export const cloudkontor: SeedBrand = {
  id: BrandId.cloudkontor,
  name: 'Cloudkontor',
  slug: 'cloudkontor',
  fqdn: 'cloudkontor.localhost',
  is_visible: true,
  locales: [{ label: 'English', code: 'en-GB', fallback_code: 'en-GB', is_default: true }],
  properties: {
    address_details: 'Cloudkontor AG, Am Sandtorkai 1, 20457 Hamburg',
    allow_companies: true,
    allow_crm: false,
    allow_private_persons: false,
    automatic_promotions: false,
    manual_promotions: true,
    city: 'Hamburg',
    country_code: 'DE',
    support: {
      phone: '+49 40 7654321-0',
      email: 'help@cloudkontor.example',
      working_days: t('Mo–Fr 9–17 Uhr', 'Mon–Fri 9 am – 5 pm'),
    },
    customer_support: {
      phone: '+49 40 7654321-9',
      email: 'accounts@cloudkontor.example',
      working_days: t('Mo–Fr 9–17 Uhr', 'Mon–Fri 9 am – 5 pm'),
    },
    display: {
      bank_name_input: false,
      coupon_hint_on_cart_page: false,
      interval_with_maturity: false,
      prices_on_interval_selection_in_modal: false,
      prices_with_vat: false,
      privacy_settings_link: false,
      promocode_input_on_cart_page: true,
      promocode_input_on_confirm_page: false,
      referral_id_input_on_confirmation: false,
      hide_zero_prices_in_cart: true,
      locale_switcher: false,
    },
    oauth: {
      authority: null,
      second_authority: null,
      client_id: null,
      provider_type: null,
      redirect_uri: null,
    },
    offer_newsletter: false,
    terms: {
      business: 'http://cloudkontor.localhost/legal/terms',
      private: 'http://cloudkontor.localhost/legal/terms',
      privacy: 'http://cloudkontor.localhost/legal/privacy',
      eult: 'http://cloudkontor.localhost/legal/eult',
      gtc: 'http://cloudkontor.localhost/legal/gtc',
      mca: 'http://cloudkontor.localhost/legal/mca',
      revocation: null,
      privacy_settings: null,
    },
    website_url: 'http://cloudkontor.localhost',
    inclusive_domains_first_year_only: false,
    mail_theme: {
      sender_name: 'Cloudkontor Orders',
      sender_address: 'orders@cloudkontor.example',
      logo: 'cloudkontor/logo.png',
      colors: { header: '#e0f2f1', accent: '#00796b', text: '#212121', background: '#f5f7f6' },
    },
    mail_attachments: [
      {
        applies_to: 'business',
        file_name: t('Geschäftsbedingungen.pdf', 'Terms of business.pdf'),
        file: 'cloudkontor/terms.pdf',
      },
      {
        applies_to: 'mca',
        file_name: t('Microsoft Customer Agreement.pdf', 'Microsoft Customer Agreement.pdf'),
        file: 'cloudkontor/mca.pdf',
      },
      {
        applies_to: 'eult',
        file_name: t('Endnutzer-Lizenzbedingungen.pdf', 'End user licence terms.pdf'),
        file: 'cloudkontor/eult.pdf',
      },
      {
        applies_to: 'gtc',
        file_name: t('Allgemeine Geschäftsbedingungen.pdf', 'General terms and conditions.pdf'),
        file: 'cloudkontor/gtc.pdf',
      },
    ],
    logo: '/brands/cloudkontor/logo.svg',
    fav_icon: '/brands/cloudkontor/favicon.svg',
    colors: { primary: '#00796b', secondary: '#263238', text: '#212121', background: '#f5f7f6' },
    tracking_ids: {},
    copyright_year: 2026,
    owner: 'Cloudkontor AG',
    phone: '+49 40 7654321-0',
    register_info: 'Amtsgericht Hamburg HRB 654321, VAT ID DE987654321',
    easymarketing_campaign_id: 1,
    show_locale_switcher: false,
  },
};

export const brands: SeedBrand[] = [hostwerk, cloudkontor];

/** Brand used when a request's host names no brand. */
export const DEFAULT_BRAND_SLUG = 'hostwerk';
