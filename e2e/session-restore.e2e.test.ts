import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { LocaleCode } from '@contract/common';
import { describe, expect, it } from 'vitest';
import { rowOf } from './support/cart-fixtures';
import { SUPPORT_TOKEN, text } from './support/checkout';
import {
  berlin,
  erika,
  heading,
  openCart,
  P,
  pathname,
  startCheckout,
  submitAddress,
  submitBasicInfo,
} from './support/checkout-flow';
import { repoRoot } from './support/server';
import { launchShop } from './support/shop';

/**
 * Support reproduces a visitor's session: the visitor reads the support reference out of the help
 * modal, support turns it into a restore link with the support command, and the link opened in a
 * fresh browser shows the visitor's cart at the step they reached (payment: their address is
 * there, a payment method not yet).
 */
const shop = launchShop();
const t = text;

function supportCommand(...args: string[]): string {
  const run = spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/support.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, SHOP_URL: shop.baseUrl(), SUPPORT_API_TOKEN: SUPPORT_TOKEN },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`support command failed: ${run.stderr}`);
  return run.stdout;
}

describe('session restore for support', () => {
  it.each<LocaleCode>(['de-DE', 'en-GB'])(
    'a restore link reproduces the visitor’s cart and step in a fresh browser (%s)',
    async (locale) => {
      const visitor = await shop.open(locale, '/categories');
      await openCart(visitor, locale, (s) => [rowOf(s, P.webhostingS)]);
      await startCheckout(visitor, locale);
      await submitBasicInfo(visitor, locale, erika);
      await submitAddress(visitor, locale, berlin, erika.firstName);

      await visitor.getByRole('button', { name: t(locale, 'help.button') }).click();
      const help = visitor.getByRole('dialog', { name: t(locale, 'help.title') });
      const reference = help.locator('.support-reference');
      await reference.waitFor();
      const spoken = (await reference.textContent())?.trim() ?? '';
      expect(spoken).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      await help.getByText(t(locale, 'help.reference_note')).waitFor();

      // Support types what they heard (any case, without the hyphen).
      const output = supportCommand('restore-link', spoken.replace('-', '').toLowerCase());
      const link = output.split('\n')[0] ?? '';
      expect(link).toMatch(/^http:\/\/hostwerk\.localhost:\d+\/session-restore\?session_code=[0-9a-f]{40}$/);

      const support = await shop.open('en-GB', link);
      await heading(support, t('en-GB', 'checkout.payment.title_named', { firstName: 'Erika' })).waitFor();
      expect(pathname(support)).toBe('/customer/payment');
      await support.getByRole('link', { name: /Cart, 1 item/ }).waitFor();

      // Revoked, the link no longer works.
      const code = new URL(link).searchParams.get('session_code') ?? '';
      expect(supportCommand('revoke', code)).toContain('revoked');
      const again = await shop.open('en-GB', link);
      await again.getByText(t('en-GB', 'session_restore.invalid_link_message')).waitFor();
      expect(pathname(again)).toBe('/categories');
    },
  );
});
