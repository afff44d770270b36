import type { CartItem } from '@contract/cart';
import { rebaseCart } from '@domain/cart/rebase';
import { describe, expect, it } from 'vitest';
import { cartItem, cartOf, DE, domain, element, product, rowId } from './fixtures';

/** Rows of different products, each with its own row id. */
const hosting = cartItem(product(10), 12, 12, { row_id: rowId('A') });
const server = cartItem(product(11), 12, 12, { row_id: rowId('B') });
const postal = cartItem(product(12), 12, 12, { row_id: rowId('C') });
const mailbox = cartItem(product(13), 12, 12, { row_id: rowId('D') });
const withDomain = (item: CartItem, name: string): CartItem => ({
  ...item,
  domains: [...item.domains, domain(name, DE.id)],
});

describe('rebaseCart: this tab’s change replayed on the cart another tab saved meanwhile', () => {
  it('keeps a row the other tab added and adds the row added here', () => {
    const base = cartOf(hosting);
    const mine = cartOf(hosting, server);
    const theirs = cartOf(hosting, postal);
    expect(rebaseCart(base, mine, theirs)).toEqual({
      cart: cartOf(hosting, postal, server),
      keptOtherChanges: true,
    });
  });

  it('removes a row removed here, also when the other tab changed it', () => {
    const base = cartOf(hosting, server);
    const mine = cartOf(server);
    expect(rebaseCart(base, mine, cartOf(hosting, server)).cart).toEqual(cartOf(server));
    expect(rebaseCart(base, mine, cartOf(withDomain(hosting, 'a.de'), server)).cart).toEqual(cartOf(server));
  });

  it('keeps a row removed by the other tab unless it was changed here', () => {
    const base = cartOf(hosting, server);
    expect(rebaseCart(base, cartOf(hosting, server, postal), cartOf(server)).cart).toEqual(
      cartOf(server, postal),
    );
    const changed = withDomain(hosting, 'mine.de');
    expect(rebaseCart(base, cartOf(changed, server), cartOf(server))).toEqual({
      cart: cartOf(server, changed),
      keptOtherChanges: true,
    });
  });

  it('merges one row changed on both sides: domains, addons and upsells of both tabs are kept', () => {
    const base = cartOf(hosting, server);
    const mine = cartOf(withDomain(hosting, 'mine.de'), server);
    const theirs = cartOf(withDomain(hosting, 'theirs.de'), withDomain(server, 'other.de'));
    expect(rebaseCart(base, mine, theirs).cart).toEqual(
      cartOf(withDomain(withDomain(hosting, 'theirs.de'), 'mine.de'), withDomain(server, 'other.de')),
    );
    const backup = element(product(20), 12, 12);
    const support = element(product(21), 12, 12);
    const migration = element(product(22), 12, 12);
    const withAddons = { ...hosting, addons: [backup] };
    expect(
      rebaseCart(
        cartOf(withAddons),
        cartOf({ ...withAddons, addons: [backup, support] }),
        cartOf({ ...withAddons, addons: [], upsells: [migration] }),
      ).cart,
    ).toEqual(cartOf({ ...hosting, addons: [support], upsells: [migration] }));
  });

  it('where both tabs changed the same thing, this tab’s change wins; what only the other changed stays', () => {
    const promoted = { ...hosting.product, promotion: 'WELCOME10' };
    const longer = { ...hosting.product, maturity_id: hosting.product.maturity_id + 1 };
    const theirs = cartOf({ ...hosting, product: promoted, is_preconfigured: true });
    expect(rebaseCart(cartOf(hosting), cartOf({ ...hosting, product: longer }), theirs).cart).toEqual(
      cartOf({ ...hosting, product: longer, is_preconfigured: true }),
    );
    expect(rebaseCart(cartOf(hosting), cartOf(hosting, server), theirs).cart).toEqual(
      cartOf({ ...hosting, product: promoted, is_preconfigured: true }, server),
    );
    // Both added the same domain name: one entry, this tab's.
    const mineDomain = withDomain(hosting, 'same.de');
    const theirDomain = { ...hosting, domains: [domain('same.de', DE.id, { auth_code: 'X' })] };
    expect(rebaseCart(cartOf(hosting), cartOf(mineDomain), cartOf(theirDomain)).cart).toEqual(
      cartOf(mineDomain),
    );
  });

  it('tells nothing new when the other save changed nothing this tab did not have (a save of the same rows)', () => {
    const base = cartOf(hosting);
    const mine = cartOf(hosting, server, mailbox);
    expect(rebaseCart(base, mine, cartOf(hosting))).toEqual({ cart: mine, keptOtherChanges: false });
    // Another tab emptied the cart this tab then refills (e.g. after an order): nothing to tell.
    expect(rebaseCart(cartOf(hosting), cartOf(server), cartOf())).toEqual({
      cart: cartOf(server),
      keptOtherChanges: false,
    });
  });

  it('compares rows by content, not by key order or identity', () => {
    const reordered = Object.fromEntries(Object.entries(structuredClone(hosting)).reverse()) as CartItem;
    expect(rebaseCart(cartOf(hosting), cartOf(reordered), cartOf(hosting, postal))).toEqual({
      cart: cartOf(hosting, postal),
      keptOtherChanges: true,
    });
    const renamed = { ...hosting, product: { ...hosting.product, informations: [{ key: 'k', value: 'v' }] } };
    expect(rebaseCart(cartOf(hosting), cartOf(renamed), cartOf(hosting)).cart).toEqual(cartOf(renamed));
  });

  it('works from an empty base (the tab knew no cart yet)', () => {
    expect(rebaseCart(cartOf(), cartOf(server), cartOf(hosting))).toEqual({
      cart: cartOf(hosting, server),
      keptOtherChanges: true,
    });
  });
});
