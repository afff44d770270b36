import type { LocaleCode } from '@contract/common';

/**
 * The page titles of the screens a visitor may open first, in both languages. The browser's
 * catalogues carry them (src/web/i18n/catalogues.ts) and the server writes them into the static
 * shell of the page it sends (src/server/http/static-shell.ts), so the heading a visitor sees
 * before the app runs is the one the app then shows.
 */
const texts = {
  'en-GB': {
    'categories.title': 'Product categories',
    'products.title': 'Products',
    'domains.lookup.title': 'Domain search',
    'cart.title': 'Shopping cart',
    'customer.login_or_register.title': 'Log in or register',
    'customer.address.title': 'Address',
    'customer.payment.title': 'Payment method',
    'confirm.title': 'Confirm your order',
  },
  'de-DE': {
    'categories.title': 'Produktkategorien',
    'products.title': 'Produkte',
    'domains.lookup.title': 'Domainsuche',
    'cart.title': 'Warenkorb',
    'customer.login_or_register.title': 'Anmelden oder registrieren',
    'customer.address.title': 'Adresse',
    'customer.payment.title': 'Zahlungsart',
    'confirm.title': 'Bestellung bestätigen',
  },
} as const satisfies Record<LocaleCode, Record<string, string>>;

export type PageTitleKey = keyof (typeof texts)['en-GB'];

export const pageTitles: Readonly<Record<LocaleCode, Readonly<Record<PageTitleKey, string>>>> = texts;
