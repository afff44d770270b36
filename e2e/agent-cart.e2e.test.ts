import type { LocaleCode } from '@contract/common';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rowOf, seedCart } from './support/cart-fixtures';
import { text as t } from './support/checkout';
import { heading, P } from './support/checkout-flow';
import { launchShop } from './support/shop';

/**
 * A sales agent's cart: one save action ("Save order", which stores the order draft), and nothing
 * to save while the cart is empty.
 */

const shop = launchShop();

const LOCALES: LocaleCode[] = ['en-GB', 'de-DE'];

/** The agent signs in on the staff page and starts a new draft: the shop shows its empty cart. */
async function agentWithNewDraft(locale: LocaleCode): Promise<Page> {
  const agent = await shop.open(locale, '/staff/sign-in');
  await agent.getByLabel('E-mail').fill('agent@hostwerk.example');
  await agent.getByLabel('Password').fill('agent-test-1');
  await agent.getByRole('button', { name: 'Sign in' }).click();
  await agent.getByRole('button', { name: 'New order draft' }).click();
  await heading(agent, t(locale, 'cart.title')).waitFor();
  await agent.getByText(t(locale, 'header.sales_agent', { email: 'agent@hostwerk.example' })).waitFor();
  return agent;
}

const saveButtons = (page: Page, locale: LocaleCode) =>
  page.getByRole('button').filter({
    hasText: new RegExp(`^(${t(locale, 'cart.save_order')}|${t(locale, 'cart_screen.save_draft')})$`),
  });

describe('a sales agent’s cart', () => {
  it.each(LOCALES)('%s: nothing to save on an empty cart, one save action with items', async (locale) => {
    const agent = await agentWithNewDraft(locale);
    await agent.getByText(t(locale, 'cart_screen.empty')).waitFor();
    expect(await saveButtons(agent, locale).count()).toBe(0);

    await seedCart(agent, (s) => [rowOf(s, P.webhostingS)]);
    await agent.goto('/cart');
    await heading(agent, t(locale, 'cart.title')).waitFor();
    await agent.getByRole('button', { name: t(locale, 'cart.save_order'), exact: true }).waitFor();
    expect(await saveButtons(agent, locale).count()).toBe(1);
    expect(await agent.getByRole('button', { name: t(locale, 'cart_screen.save_draft') }).count()).toBe(0);
  });
});
