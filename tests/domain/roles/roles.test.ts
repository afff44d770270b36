import type { Admin } from '@contract/admin';
import { type Actor, isSalesAgent } from '@domain/roles/actor';
import { mayAddItems } from '@domain/roles/add-items';
import { checkoutButtonLabelKey } from '@domain/roles/checkout-button';
import { isChangeTermLinkVisible, mayEditItem, mayEditPreconfiguredRows } from '@domain/roles/permissions';
import { describe, expect, it } from 'vitest';
import { cartItem, catalogue, product } from '../cart/fixtures';

const admin = (roles: Admin['roles']): Admin => ({ id: 1, email: 'agent@example.com', name: 'Agent', roles });
const actor = (isSalesAgent: boolean, hasDraftSession: boolean): Actor => ({ isSalesAgent, hasDraftSession });

describe('sales agent: admin with role sales-agent', () => {
  it.each([
    { who: 'visitor', value: null, expected: false },
    { who: 'unknown', value: undefined, expected: false },
    { who: 'support admin', value: admin(['support']), expected: false },
    { who: 'sales agent', value: admin(['admin', 'sales-agent']), expected: true },
  ])('$who → $expected', ({ value, expected }) => {
    expect(isSalesAgent(value)).toBe(expected);
  });
});

describe('may add new items (no draft session: yes; draft session: only a sales agent)', () => {
  it.each([
    { salesAgent: false, draft: false, expected: true },
    { salesAgent: true, draft: false, expected: true },
    { salesAgent: true, draft: true, expected: true },
    { salesAgent: false, draft: true, expected: false },
  ])('sales agent=$salesAgent, draft session=$draft → $expected', ({ salesAgent, draft, expected }) => {
    expect(mayAddItems(actor(salesAgent, draft))).toBe(expected);
  });
});

describe('preconfigured rows are editable by sales agents only', () => {
  const multi = product(10, { terms: [{ months: 1 }, { months: 12 }] });
  const single = product(11);
  const ctx = catalogue({ products: [multi, single] });

  it.each([
    { salesAgent: true, preconfigured: true, edit: true },
    { salesAgent: false, preconfigured: true, edit: false },
    { salesAgent: false, preconfigured: false, edit: true },
  ])(
    'sales agent=$salesAgent, preconfigured=$preconfigured → $edit',
    ({ salesAgent, preconfigured, edit }) => {
      const item = cartItem(multi, 12, 12, { is_preconfigured: preconfigured });
      expect(mayEditPreconfiguredRows(actor(salesAgent, true))).toBe(salesAgent);
      expect(mayEditItem(item, actor(salesAgent, true))).toBe(edit);
      expect(isChangeTermLinkVisible(item, ctx, actor(salesAgent, true))).toBe(edit);
    },
  );

  it('the change-term link needs more than one possible term', () => {
    expect(isChangeTermLinkVisible(cartItem(single, 12, 12), ctx, actor(false, false))).toBe(false);
  });
});

describe("checkout button: 'save order' for sales agents, 'to checkout' otherwise", () => {
  it.each([
    { salesAgent: true, key: 'cart.save_order' },
    { salesAgent: false, key: 'cart.to_checkout' },
  ])('sales agent=$salesAgent → $key', ({ salesAgent, key }) => {
    expect(checkoutButtonLabelKey({ isSalesAgent: salesAgent })).toBe(key);
  });
});
