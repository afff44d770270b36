/**
 * Query keys of server data. Everything under `catalogue` (and the brand) comes translated for the
 * session locale, so a locale change invalidates those prefixes.
 */
export const queryKeys = {
  brand: ['brand'] as const,
  catalogue: ['catalogue'] as const,
  categories: ['catalogue', 'categories'] as const,
  products: (category: string | null) => ['catalogue', 'products', category] as const,
  tlds: ['catalogue', 'tlds'] as const,
  admin: ['session', 'admin'] as const,
  locale: ['session', 'locale'] as const,
  cart: ['session', 'cart'] as const,
  vat: ['session', 'vat'] as const,
  promotions: ['session', 'promotions'] as const,
  /** A locale's message catalogue: static, not server data of the session. */
  messages: (locale: string) => ['messages', locale] as const,
};
