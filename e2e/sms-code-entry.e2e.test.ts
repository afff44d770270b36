import type { LocaleCode } from '@contract/common';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lastSms, smsCodeOf, text as t } from './support/checkout';
import {
  berlin,
  buyNow,
  heading,
  openCart,
  toConfirmAsNewCustomerBySepa,
  windowsServer,
} from './support/checkout-flow';
import { launchShop } from './support/shop';

/**
 * The five-character code entry of SMS validation (checkout spec sections 2 and 8) as a person
 * types: over a code typed before, after a refused code, after asking for a new one.
 */
const shop = launchShop();

/** Keys typed one by one, as a person does. */
const TYPING_DELAY_MS = 60;

const box = (page: Page, locale: LocaleCode, position: number) =>
  page.getByRole('textbox', { name: t(locale, 'checkout.sms.box_label', { position, count: 5 }) });

const boxes = (page: Page, locale: LocaleCode) =>
  Promise.all([1, 2, 3, 4, 5].map((position) => box(page, locale, position).inputValue())).then((values) =>
    values.join(''),
  );

/** The accessible name of the focused element (what a screen reader announces). */
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

/** A Windows server (SMS-validated) ordered by SEPA: the SMS validation screen. */
async function toSmsValidation(locale: LocaleCode): Promise<Page> {
  const page = await shop.open(locale, '/categories');
  await openCart(page, locale, (s) => [windowsServer(s)]);
  await toConfirmAsNewCustomerBySepa(page, locale);
  await page.getByRole('checkbox', { name: /Microsoft Customer Agreement/ }).check();
  await page.getByRole('checkbox', { name: t(locale, 'checkout.agreements.eult') }).check();
  await buyNow(page, locale).click();
  await heading(page, t(locale, 'sms_validation.title')).waitFor();
  return page;
}

describe('SMS code entry', () => {
  it.each(['en-GB', 'de-DE'] as const)(
    '%s: a code typed over the old one replaces it box by box, also where a character is the same',
    async (locale) => {
      const page = await toSmsValidation(locale);

      await box(page, locale, 1).click();
      await page.keyboard.type('ABCDE', { delay: TYPING_DELAY_MS });
      await box(page, locale, 1).click();
      await page.keyboard.type('AXYZW', { delay: TYPING_DELAY_MS });
      await expect.poll(() => boxes(page, locale)).toBe('AXYZW');

      await box(page, locale, 1).click();
      await page.keyboard.type('QQQQQ', { delay: TYPING_DELAY_MS });
      await box(page, locale, 1).click();
      await page.keyboard.type('QRQRQ', { delay: TYPING_DELAY_MS });
      await expect.poll(() => boxes(page, locale)).toBe('QRQRQ');

      // Backspace still clears and moves back; a paste still fills every box.
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      await expect.poll(() => boxes(page, locale)).toBe('QRQ');
      await box(page, locale, 1).fill('HJKMN');
      await expect.poll(() => boxes(page, locale)).toBe('HJKMN');
    },
  );

  it.each(['en-GB', 'de-DE'] as const)(
    '%s: a refused code returns the focus to the code with its message; a new code takes the message away',
    async (locale) => {
      const page = await toSmsValidation(locale);
      const code = smsCodeOf((await lastSms(page, berlin.phone)).text);
      const wrong = code.startsWith('Z') ? `Y${code.slice(1)}` : `Z${code.slice(1)}`;

      await box(page, locale, 1).click();
      await page.keyboard.type(wrong, { delay: TYPING_DELAY_MS });
      await page.getByRole('button', { name: t(locale, 'checkout.sms.confirm') }).click();

      const wrongText = locale === 'de-DE' ? 'Dieser Code ist nicht korrekt.' : 'This code is not correct.';
      const message = page.getByText(wrongText);
      await message.waitFor();
      const firstLabel = t(locale, 'checkout.sms.box_label', { position: 1, count: 5 });
      await expect.poll(() => focusedLabel(page)).toBe(firstLabel);
      expect(await box(page, locale, 1).getAttribute('aria-describedby')).toBe(
        await message.getAttribute('id'),
      );

      await page.getByRole('button', { name: t(locale, 'checkout.sms.resend') }).click();
      await page.getByText(t(locale, 'sms_validation.code_sent_again')).waitFor();
      await message.waitFor({ state: 'detached' });
      expect(await box(page, locale, 1).getAttribute('aria-invalid')).toBeNull();

      // Typing from the first box replaces the refused code.
      await box(page, locale, 1).click();
      await page.keyboard.type(code, { delay: TYPING_DELAY_MS });
      await expect.poll(() => boxes(page, locale)).toBe(code);
    },
  );
});
