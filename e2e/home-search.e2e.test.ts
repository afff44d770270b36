import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { heading, launchShop, pathname } from './support/shop';

/**
 * The domain search bar of the categories screen (the first screen a visitor sees): the wizard
 * validates the typed name, sanitises it and opens the lookup with it (query d), which searches it.
 */

const shop = launchShop();

const TEXT = {
  'en-GB': {
    categories: 'Product categories',
    label: 'Your desired domain',
    submit: 'Search domain',
    lookup: 'Domain search',
    results: 'Search results',
    desired: 'Your desired domain',
    available: 'Available',
    forbidden: 'The domain name must not contain these characters: space and !',
    tooShort: 'Please enter at least 2 characters.',
  },
  'de-DE': {
    categories: 'Produktkategorien',
    label: 'Ihre Wunschdomain',
    submit: 'Domain suchen',
    lookup: 'Domainsuche',
    results: 'Suchergebnisse',
    desired: 'Ihre Wunschdomain',
    available: 'Verfügbar',
    forbidden: 'Der Domainname darf folgende Zeichen nicht enthalten: Leerzeichen und !',
    tooShort: 'Bitte geben Sie mindestens 2 Zeichen ein.',
  },
} as const;

type Locale = keyof typeof TEXT;

const searchBox = (page: Page, locale: Locale): Locator =>
  page.getByRole('search').getByRole('textbox', { name: TEXT[locale].label, exact: true });

async function search(page: Page, locale: Locale, term: string): Promise<void> {
  await searchBox(page, locale).fill(term);
  await page.getByRole('button', { name: TEXT[locale].submit }).click();
}

describe('domain search on the categories screen', () => {
  it.each([
    ['en-GB', 'WWW.Sub.Example.CO.UK.', 'example.co.uk'],
    ['de-DE', 'Mein-Laden.DE', 'mein-laden.de'],
  ] as const)('%s: "%s" opens the lookup for %s and searches it', async (locale, typed, domain) => {
    const t = TEXT[locale];
    const page = await shop.open(locale, '/categories');
    await heading(page, t.categories).waitFor();

    await search(page, locale, typed);

    await heading(page, t.lookup).waitFor();
    expect(pathname(page)).toBe('/domains/lookup');
    await page.waitForURL((url) => url.searchParams.get('d') === domain);
    const desired = page
      .getByRole('region', { name: t.results })
      .getByRole('region', { name: t.desired, exact: true });
    await desired
      .getByRole('listitem')
      .filter({ has: page.getByText(domain, { exact: true }) })
      .getByText(t.available)
      .waitFor();
  });

  it.each(['en-GB', 'de-DE'] as const)(
    '%s: an input that cannot be searched stays on the screen with the reason at the field',
    async (locale) => {
      const t = TEXT[locale];
      const page = await shop.open(locale, '/categories');
      await heading(page, t.categories).waitFor();

      await search(page, locale, 'my shop!');
      await page.getByText(t.forbidden).waitFor();
      expect(await searchBox(page, locale).getAttribute('aria-invalid')).toBe('true');
      expect(pathname(page)).toBe('/categories');

      await search(page, locale, 'x');
      await page.getByText(t.tooShort).waitFor();
      expect(pathname(page)).toBe('/categories');
    },
  );
});
