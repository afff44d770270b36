import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { rowOf, seedCart } from './support/cart-fixtures';
import { launchShop } from './support/shop';

/**
 * Every product-selection and cart screen in both languages, as test output for review
 * (test-results/screenshots/tour-<locale>-<screen>.png). Each screen is opened by its URL for a
 * seeded row; the check is that the screen shows its own heading in that language.
 */
const shop = launchShop();

/** Web hosting M (seed 102): upsells, variants, promoted addons, addons, three terms. */
const HOSTING_M = 102;

const SCREENS = [
  {
    name: 'upsells',
    path: (id: string) => `/popular-addons?id=${id}`,
    de: 'Professionelle E-Mail-Adressen',
    en: 'Professional e-mail addresses',
  },
  {
    name: 'variants',
    path: (id: string) => `/addon-variants?id=${id}`,
    de: 'Wählen Sie eine Variante',
    en: 'Choose a variant',
  },
  {
    name: 'promoted',
    path: (id: string) => `/promoted-addons?id=${id}`,
    de: 'Ausgewählte Zusatzoptionen',
    en: 'Featured add-ons',
  },
  {
    name: 'addons',
    path: (id: string) => `/addons?id=${id}`,
    de: 'Wählen Sie Ihre Zusatzoptionen',
    en: 'Choose your add-ons',
  },
  {
    name: 'maturity',
    path: (id: string) => `/periods/maturity?id=${id}`,
    de: 'Wählen Sie Ihre Vertragslaufzeit',
    en: 'Choose your contract term',
  },
  {
    name: 'interval',
    path: (id: string) => `/periods/interval?id=${id}`,
    de: 'Wählen Sie Ihr Zahlungsintervall',
    en: 'Choose your payment interval',
  },
  { name: 'cart', path: () => '/cart', de: 'Warenkorb', en: 'Shopping cart' },
] as const;

describe.each(['de-DE', 'en-GB'] as const)('screens in %s', (locale) => {
  it('each selection screen and the cart shows its heading in the visitor’s language', async () => {
    const page = await shop.open(locale, '/categories');
    const [row] = (await seedCart(page, (s) => [rowOf(s, HOSTING_M)])).items;
    const id = row?.row_id ?? '';
    expect(id).toHaveLength(32);
    for (const screen of SCREENS) {
      await page.goto(screen.path(id));
      const name = locale === 'de-DE' ? screen.de : screen.en;
      await page.getByRole('heading', { level: 1, name }).waitFor();
      // The cart's required-field notice (web hosting M misses its details) stays open in the picture.
      await screenshot(page, `tour-${locale}-${screen.name}`);
    }
  });
});
