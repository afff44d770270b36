import type { Brand } from '@contract/brand';

/** Checkout spec section 2: the switcher shows only if the brand has 2 or more locales and allows it. */
export const showsLocaleSwitcher = (brand: Pick<Brand, 'locales' | 'properties'>): boolean =>
  brand.locales.length >= 2 &&
  brand.properties.show_locale_switcher &&
  brand.properties.display.locale_switcher;
