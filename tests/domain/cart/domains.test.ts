import type { DomainStatus } from '@contract/domains';
import { addDomain, clickDomain } from '@domain/cart/domain-click';
import { domainMatchesTld, tldForDomainName } from '@domain/cart/domain-names';
import {
  ensureDomainOnlyItem,
  mergeDomainOnlyItems,
  moveDomainsFromTemporaryItem,
} from '@domain/cart/domain-only';
import { domainStatusMeaning, isDomainNotFree } from '@domain/cart/domain-status';
import { recomputeInclusiveDomains } from '@domain/cart/inclusive-domains';
import { describe, expect, it } from 'vitest';
import {
  CO_UK,
  COM,
  cartItem,
  cartOf,
  catalogue,
  DE,
  domain,
  domainOnlyProduct,
  fixedRandom,
  frozen,
  product,
  rowId,
  UK,
} from './fixtures';

const hosting = product(10, {
  is_domainrequired: 1,
  freeTlds: [
    { tld: 'de', amount: 1 },
    { tld: 'DE', amount: 1 },
    { tld: 'com', amount: 1 },
  ],
});
const optional = product(11, { is_domainrequired: 2 });
const noDomain = product(12, { is_domainrequired: 0 });
const domainOnly = domainOnlyProduct();
const ctx = catalogue({ products: [domainOnly, hosting, optional, noDomain] });
const names = (item: { domains: { name: string }[] } | undefined) => item?.domains.map((d) => d.name);

describe('domain status (0 free, 1 transferable, 2 unavailable, 4 already owned; not free when not 0)', () => {
  it.each<{ status: DomainStatus; meaning: string; notFree: boolean }>([
    { status: 0, meaning: 'free', notFree: false },
    { status: 1, meaning: 'transferable', notFree: true },
    { status: 2, meaning: 'unavailable', notFree: true },
    { status: 4, meaning: 'already_owned', notFree: true },
    { status: 9, meaning: 'unknown', notFree: true },
  ])('status $status is $meaning', ({ status, meaning, notFree }) => {
    expect(domainStatusMeaning(status)).toBe(meaning);
    expect(isDomainNotFree(status)).toBe(notFree);
  });
});

describe('domain names and their TLD', () => {
  it.each([
    { name: 'shop.co.uk', tld: 'co.uk' },
    { name: 'shop.uk', tld: 'uk' },
    { name: 'www.shop.de', tld: 'de' },
    { name: ' Shop.DE ', tld: 'de' },
    { name: 'shop.xyz', tld: undefined },
    { name: '.de', tld: undefined },
    { name: 'de', tld: undefined },
  ])('$name → $tld', ({ name, tld }) => {
    expect(tldForDomainName(name, ctx)?.tld).toBe(tld);
  });

  it.each([
    { name: 'shop.de', tld: DE, matches: true },
    { name: 'SHOP.DE', tld: DE, matches: true },
    { name: 'shop.co.uk', tld: CO_UK, matches: true },
    { name: 'shop.co.uk', tld: UK, matches: true },
    { name: 'de', tld: DE, matches: false },
    { name: '.de', tld: DE, matches: false },
    { name: 'shopde', tld: DE, matches: false },
    { name: 'shop..de', tld: DE, matches: false },
    { name: 'shop.com', tld: DE, matches: false },
  ])('$name ends in $tld.tld: $matches', ({ name, tld, matches }) => {
    expect(domainMatchesTld(name, tld)).toBe(matches);
  });
});

describe('inclusive domains: the first N domains of each free TLD (first-year flag per brand)', () => {
  const item = frozen(
    cartItem(hosting, 12, 12, {
      domains: [
        domain('a.de', DE.id),
        domain('b.com', COM.id),
        domain('c.de', DE.id),
        domain('d.de', DE.id, { inclusive: true, inclusive_first_year: true }),
        domain('e.com', COM.id),
        domain('f.zz', 9999),
      ],
    }),
  );

  it.each([
    { firstYearOnly: false, firstYear: [false, false, false, false, false, false] },
    { firstYearOnly: true, firstYear: [true, true, true, false, false, false] },
  ])('inclusive_domains_first_year_only=$firstYearOnly', ({ firstYearOnly, firstYear }) => {
    const context = catalogue({
      products: [hosting],
      brand: { inclusive_domains_first_year_only: firstYearOnly },
    });
    const result = recomputeInclusiveDomains(item, context);
    expect(result.domains.map((d) => d.inclusive)).toEqual([true, true, true, false, false, false]);
    expect(result.domains.map((d) => d.inclusive_first_year)).toEqual(firstYear);
  });

  it('a product without free TLDs or unknown to the catalogue has none', () => {
    const unknown = { ...item, product: { ...item.product, id: 777 } };
    expect(recomputeInclusiveDomains(unknown, ctx).domains.some((d) => d.inclusive)).toBe(false);
  });
});

describe('domain-only rows', () => {
  const temp = cartItem(domainOnly, 12, 12, {
    row_id: rowId('T'),
    domains: [domain('a.de', DE.id), domain('b.com', COM.id)],
  });
  const temp2 = cartItem(domainOnly, 12, 12, {
    row_id: rowId('U'),
    domains: [domain('b.com', COM.id), domain('c.de', DE.id)],
  });
  const host = cartItem(hosting, 12, 12, { row_id: rowId('H'), domains: [domain('z.com', COM.id)] });

  it('merge into the first one, de-duplicating domains', () => {
    const result = mergeDomainOnlyItems(frozen(cartOf(temp, host, temp2)), ctx);
    expect(result.changed).toBe(true);
    expect(result.cart.items.map((i) => i.row_id)).toEqual([rowId('T'), rowId('H')]);
    expect(names(result.cart.items[0])).toEqual(['a.de', 'b.com', 'c.de']);
  });

  it.each([
    { name: 'a single one', items: [temp, host] },
    { name: 'none', items: [host] },
  ])('merge leaves $name alone', ({ items }) => {
    const cart = cartOf(...items);
    expect(mergeDomainOnlyItems(cart, ctx)).toEqual({ cart, changed: false });
  });

  it('ensure finds the existing row or creates one', () => {
    expect(ensureDomainOnlyItem(cartOf(host, temp), ctx).rowId).toBe(rowId('T'));
    const created = ensureDomainOnlyItem(frozen(cartOf(host)), ctx, fixedRandom([3]));
    expect(created.rowId).toBe(rowId('D'));
    expect(created.cart.items.map((i) => i.product.id)).toEqual([10, domainOnly.id]);
    const inactive = catalogue({ products: [domainOnlyProduct({ is_active: false })] });
    expect(ensureDomainOnlyItem(cartOf(host), inactive).rowId).toBeNull();
  });

  it('moveDomainsFromTemporaryItem moves domains into a product needing one and drops the temp row', () => {
    const result = moveDomainsFromTemporaryItem(frozen(cartOf(temp, host)), rowId('T'), rowId('H'), ctx);
    expect(result.changed).toBe(true);
    expect(result.cart.items.map((i) => i.row_id)).toEqual([rowId('H')]);
    expect(result.cart.items[0]?.domains.map((d) => [d.name, d.inclusive])).toEqual([
      ['z.com', true],
      ['a.de', true],
      ['b.com', false],
    ]);
  });

  it('moves into an optional-domain product too', () => {
    const target = cartItem(optional, 12, 12, { row_id: rowId('O') });
    const result = moveDomainsFromTemporaryItem(cartOf(temp, target), rowId('T'), rowId('O'), ctx);
    expect(names(result.cart.items[0])).toEqual(['a.de', 'b.com']);
  });

  it.each([
    { name: 'temp row missing', tempId: rowId('X'), targetId: rowId('H'), items: [host] },
    { name: 'target row missing', tempId: rowId('T'), targetId: rowId('X'), items: [temp] },
    { name: 'same row', tempId: rowId('T'), targetId: rowId('T'), items: [temp] },
    {
      name: 'temp row is not domain-only',
      tempId: rowId('H'),
      targetId: rowId('N'),
      items: [host, cartItem(hosting, 12, 12, { row_id: rowId('N') })],
    },
    {
      name: 'target needs no domain',
      tempId: rowId('T'),
      targetId: rowId('N'),
      items: [temp, cartItem(noDomain, 12, 12, { row_id: rowId('N') })],
    },
    {
      name: 'target product unknown',
      tempId: rowId('T'),
      targetId: rowId('N'),
      items: [
        temp,
        { ...cartItem(noDomain, 12, 12, { row_id: rowId('N') }), product: { ...host.product, id: 777 } },
      ],
    },
  ])('refused: $name', ({ tempId, targetId, items }) => {
    const cart = cartOf(...items);
    expect(moveDomainsFromTemporaryItem(cart, tempId, targetId, ctx)).toEqual({ cart, changed: false });
  });
});

describe('clicking a domain in the lookup', () => {
  const host = cartItem(hosting, 12, 12, { row_id: rowId('H') });
  const other = cartItem(optional, 12, 12, { row_id: rowId('O'), domains: [domain('taken.de', DE.id)] });
  const preconfigured = cartItem(optional, 12, 12, {
    row_id: rowId('P'),
    is_preconfigured: true,
    domains: [domain('draft.de', DE.id)],
  });
  const cart = frozen(cartOf(host, other, preconfigured));

  it('adds a free domain with its TLD id and recomputes inclusive domains', () => {
    const result = clickDomain(cart, rowId('H'), { name: ' New.DE', status: 0 }, ctx);
    expect(result.outcome).toBe('added');
    expect(result.cart.items[0]?.domains).toEqual([
      {
        id: DE.id,
        name: 'new.de',
        inclusive: true,
        inclusive_first_year: false,
        auth_code: null,
        promotion_code: null,
        additional_fields: [],
      },
    ]);
  });

  it.each<{
    name: string;
    status: DomainStatus;
    authCode?: string | null;
    domainName?: string;
    row?: string;
    outcome: string;
  }>([
    { name: 'transfer with authcode', status: 1, authCode: ' abc ', outcome: 'added' },
    { name: 'transfer without authcode', status: 1, outcome: 'auth_code_required' },
    { name: 'transfer with a blank authcode', status: 1, authCode: '   ', outcome: 'auth_code_required' },
    {
      name: 'transfer with an overlong authcode',
      status: 1,
      authCode: 'x'.repeat(256),
      outcome: 'auth_code_required',
    },
    { name: 'free domain ignores an authcode', status: 0, authCode: 'abc', outcome: 'added' },
    { name: 'unavailable', status: 2, outcome: 'unavailable' },
    { name: 'registry did not answer', status: 9, outcome: 'unavailable' },
    { name: 'already owned', status: 4, outcome: 'already_owned' },
    { name: 'unknown TLD', status: 0, domainName: 'shop.xyz', outcome: 'unknown_tld' },
    { name: 'inactive TLD', status: 0, domainName: 'shop.old', outcome: 'unknown_tld' },
    { name: 'name too short', status: 0, domainName: 'a.d', outcome: 'invalid_name' },
    { name: 'name too long', status: 0, domainName: `${'a'.repeat(251)}.de`, outcome: 'invalid_name' },
    { name: 'unknown row', status: 0, row: rowId('X'), outcome: 'unknown_item' },
    { name: 'in the cart already: removed', status: 0, domainName: 'TAKEN.de', outcome: 'removed' },
    {
      name: 'assigned to a preconfigured row',
      status: 0,
      domainName: 'draft.de',
      outcome: 'already_assigned',
    },
  ])('$name → $outcome', ({ status, authCode, domainName, row, outcome }) => {
    const result = clickDomain(
      cart,
      row ?? rowId('H'),
      { name: domainName ?? 'new.de', status, authCode },
      ctx,
    );
    expect(result.outcome).toBe(outcome);
    const all = result.cart.items.flatMap((item) => item.domains.map((d) => d.name));
    const expected = {
      added: ['new.de', 'taken.de', 'draft.de'],
      removed: ['draft.de'],
    }[outcome] ?? ['taken.de', 'draft.de'];
    expect(all).toEqual(expected);
  });

  it.each([
    { name: 'free domain', domainName: 'new.de', outcome: 'added' },
    { name: 'already in the cart', domainName: 'taken.de', outcome: 'already_in_cart' },
    { name: 'on a preconfigured row', domainName: 'DRAFT.de', outcome: 'already_assigned' },
  ])('addDomain never removes: $name → $outcome', ({ domainName, outcome }) => {
    const result = addDomain(cart, rowId('H'), { name: domainName, status: 0 }, ctx);
    expect(result.outcome).toBe(outcome);
    expect(result.cart.items.flatMap((item) => item.domains).length).toBe(outcome === 'added' ? 3 : 2);
  });

  it('a transfer keeps the trimmed authcode', () => {
    const result = clickDomain(cart, rowId('H'), { name: 'new.de', status: 1, authCode: ' abc ' }, ctx);
    expect(result.cart.items[0]?.domains[0]?.auth_code).toBe('abc');
  });
});
