import { describe, expect, it } from 'vitest';
import { rowOf, seedCart } from './support/cart-fixtures';
import { text } from './support/checkout';
import { heading, P, pathname } from './support/checkout-flow';
import { launchShop } from './support/shop';

/**
 * Order drafts (checkout spec sections 2, 4 and 6): a sales agent signs in on the staff page,
 * starts a draft, fills the cart in the shop and saves the order; the customer opens the continue
 * link, sees the rows locked and cannot add items, and cancels the order.
 */
const shop = launchShop();
const t = text;
const locale = 'en-GB';

describe('order drafts', () => {
  it('a sales agent prepares a draft; the customer continues it without adding items, then cancels it', async () => {
    const agent = await shop.open(locale, '/staff/sign-in');
    await agent.getByLabel('E-mail').fill('agent@hostwerk.example');
    await agent.getByLabel('Password').fill('agent-test-1');
    await agent.getByRole('button', { name: 'Sign in' }).click();
    await agent.getByRole('heading', { name: 'Order drafts' }).waitFor();
    await agent.getByRole('button', { name: 'New order draft' }).click();

    // The shop opens the new draft for the agent: an empty cart, the agent's menu in the header.
    await heading(agent, t(locale, 'cart.title')).waitFor();
    await agent.getByText(t(locale, 'header.sales_agent', { email: 'agent@hostwerk.example' })).waitFor();
    await seedCart(agent, (s) => [rowOf(s, P.webhostingS)]);
    await agent.goto('/cart');
    await heading(agent, t(locale, 'cart.title')).waitFor();
    await agent.getByRole('button', { name: t(locale, 'cart.save_order'), exact: true }).click();

    // Saved: the agent is back on the staff page of this draft, with the customer's link.
    await agent.getByRole('heading', { name: /^Order draft #\d+$/ }).waitFor();
    const link = (await agent.locator('#continue-link').getAttribute('href')) ?? '';
    expect(link).toMatch(/\/continue-preconfigured-order\?session_code=[0-9a-f]{40}$/);

    // While the draft is taken over, the page says what is happening.
    const customer = await shop.page(locale);
    let releaseContinue = () => {};
    const continueHeld = new Promise<void>((resolve) => {
      releaseContinue = resolve;
    });
    await customer.route('**/api/v2/order-drafts/continue', async (route) => {
      await continueHeld;
      await route.continue();
    });
    await customer.goto(link);
    await heading(customer, t(locale, 'continue_preconfigured_order.title')).waitFor();
    await customer
      .getByRole('status')
      .filter({ hasText: t(locale, 'continue_preconfigured_order.loading') })
      .waitFor();
    releaseContinue();
    await heading(customer, t(locale, 'cart.title')).waitFor();
    expect(pathname(customer)).toBe('/cart');
    await customer.getByText('Web hosting S').first().waitFor();
    expect(await customer.getByRole('button', { name: t(locale, 'cart_screen.add_product') }).count()).toBe(
      0,
    );
    const cancel = customer.getByRole('button', { name: t(locale, 'cart_screen.cancel_order') });
    await cancel.click();
    await customer.getByText(t(locale, 'cart_screen.empty')).waitFor();
    await customer.getByRole('button', { name: t(locale, 'cart_screen.add_product') }).waitFor();
    expect(await cancel.count()).toBe(0);
  });
});
