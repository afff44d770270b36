import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { heading, launchShop } from './support/shop';

/**
 * The term screen of the postal product, a container whose terms cost nothing (the price comes
 * from the mailing-address add-ons chosen next): each term reads as term and interval with its
 * notice period, without a price line of "0.00 one-time".
 */
const shop = launchShop();

const TEXT = {
  'de-DE': {
    categories: 'Produktkategorien',
    postal: 'Postdienste',
    title: 'Wählen Sie Ihre Vertragslaufzeit',
    terms: [
      '1 Monat · Monatlich Kündigungsfrist: 1 Monat',
      '3 Monate · Vierteljährlich Kündigungsfrist: 3 Monate',
      '6 Monate · Halbjährlich Kündigungsfrist: 6 Monate',
      '1 Jahr · Jährlich Kündigungsfrist: 1 Jahr',
    ],
  },
  'en-GB': {
    categories: 'Product categories',
    postal: 'Postal services',
    title: 'Choose your contract term',
    terms: [
      '1 month · Monthly Notice period: 1 month',
      '3 months · Quarterly Notice period: 3 months',
      '6 months · Half-yearly Notice period: 6 months',
      '1 year · Yearly Notice period: 1 year',
    ],
  },
} as const;

describe('the postal product’s terms', () => {
  it.each(['de-DE', 'en-GB'] as const)(
    '%s: each term reads as term, interval and notice period, with no price of nothing',
    async (locale) => {
      const t = TEXT[locale];
      const page = await shop.open(locale, '/categories');
      await heading(page, t.categories).waitFor();
      await page.getByRole('link', { name: t.postal }).click();
      await heading(page, t.title).waitFor();
      const choices = page.getByRole('group').getByRole('button');
      await choices.first().waitFor();
      const names = await choices.evaluateAll((buttons) =>
        buttons.map((button) => (button.textContent ?? '').trim()),
      );
      expect(names).toHaveLength(t.terms.length);
      for (const term of t.terms) {
        await page.getByRole('button', { name: term, exact: true }).waitFor();
      }
      expect(await page.getByText(/0[.,]00/).count()).toBe(0);
      await screenshot(page, `postal-terms-${locale}`);
    },
  );
});
