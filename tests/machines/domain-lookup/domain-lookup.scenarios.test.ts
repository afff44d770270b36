import type { Cart } from '@contract/cart';
import {
  canContinue,
  currentRoute,
  currentRow,
  entryAction,
  hasResults,
  inclusiveDomains,
  isAuthcodeConfirmEnabled,
  isFetchingSuggestions,
  isResolvingSearch,
  isSavingSelection,
  lookupModal,
  resultGroups,
  shownResultGroups,
} from '@machines/domain-lookup/selectors';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { cartItem, domain, domainOnlyProduct, tld } from '../../domain/cart/fixtures';
import {
  baseCart,
  COM,
  DE,
  DOMAIN_FIELD,
  entered,
  HOSTING,
  input,
  knownRowIds,
  ROW,
  route,
  routeOf,
  shop,
  start,
} from './support';

const rowOf = (cart: Cart, rowId: string) => cart.items.find((item) => item.row_id === rowId);
const namesOn = (cart: Cart, rowId: string) => rowOf(cart, rowId)?.domains.map((entry) => entry.name) ?? [];

describe('domain lookup, in plain language', () => {
  it('lookup without id creates a domain-only row and replaces the route', async () => {
    const shop1 = start(entered('domainsLookup', { d: 'example.de' }));
    await shop1.settle();

    const created = rowOf(shop1.context.cart, ROW.domainOnly);
    expect(created?.product.id).toBe(shop1.context.catalogue.domainOnlyProductId);
    expect(shop1.context.rowId).toBe(ROW.domainOnly);
    expect(shop1.navigations).toEqual([
      { route: 'domainsLookup', query: { id: ROW.domainOnly, d: 'example.de' }, replace: true },
    ]);
    expect(routeOf(shop1.snapshot)).toBe('domainsLookup');
    expect(currentRoute(shop1.snapshot)).toEqual({
      route: 'domainsLookup',
      query: { id: ROW.domainOnly, d: 'example.de' },
    });
    // The search from the link ran at once.
    expect(shop1.calls.availability[0]).toEqual(['example.de']);
  });

  it('a deep link given with the input is decided at once', () => {
    const actor = createActor(knownRowIds, {
      input: input({ route: route('domainsLookup', { d: 'example.de' }) }),
    });
    actor.start();
    expect(routeOf(actor.getSnapshot())).toBe('domainsLookup');
    expect(actor.getSnapshot().context.rowId).toBe(ROW.domainOnly);
    expect(actor.getSnapshot().context.searchTerm).toBe('example.de');
    actor.stop();
  });

  it('an existing domain-only row is reused instead of a second one', async () => {
    const cart = {
      items: [...baseCart().items, cartItem(domainOnlyProduct(), 12, 12, { row_id: ROW.unknown })],
    };
    const shop1 = start(entered('domainsLookup'), { cart });
    expect(shop1.context.rowId).toBe(ROW.unknown);
    expect(shop1.context.cart.items).toHaveLength(cart.items.length);
    expect(shop1.navigations).toEqual([
      { route: 'domainsLookup', query: { id: ROW.unknown }, replace: true },
    ]);
  });

  it('a lookup with an id whose row does not exist is allowed: it uses the domain-only row', () => {
    const shop1 = start(entered('domainsLookup', { id: ROW.unknown }));
    expect(routeOf(shop1.snapshot)).toBe('domainsLookup');
    expect(shop1.context.rowId).toBe(ROW.domainOnly);
  });

  it('a customer who may not add items is sent from the lookup to the cart', () => {
    const shop1 = start(entered('domainsLookup', { id: ROW.hosting }), { mayAddItems: false });
    expect(shop1.snapshot.status).toBe('done');
    expect(shop1.snapshot.output?.next).toEqual({ route: 'cart' });
  });

  it('/domain goes to the lookup with d, else to categories', () => {
    const withTerm = start(entered('domain', { d: 'example.de' }));
    expect(routeOf(withTerm.snapshot)).toBe('domainsLookup');
    expect(withTerm.context.searchTerm).toBe('example.de');
    const without = start(entered('domain'));
    expect(without.snapshot.output?.next).toEqual({ route: 'categories' });
  });

  it('a free domain is added and the inclusive count updates', async () => {
    const shop1 = start(entered('domainsLookup', { id: ROW.hosting }));
    shop1.send({ type: 'DOMAIN.SEARCHED', input: 'example.de' });
    await shop1.settle();
    shop1.send({ type: 'DOMAIN.CLICKED', name: 'example.de' });
    await shop1.settle();

    const hosting = rowOf(shop1.context.cart, ROW.hosting);
    expect(hosting?.domains).toMatchObject([{ name: 'example.de', inclusive: true, auth_code: null }]);
    expect(shop1.calls.saved).toHaveLength(1);

    // The product includes one .de: a second .de is charged; removing the first makes it inclusive.
    shop1.send({ type: 'DOMAIN.SEARCHED', input: 'second.de' });
    await shop1.settle();
    shop1.send({ type: 'DOMAIN.CLICKED', name: 'second.de' });
    await shop1.settle();
    expect(rowOf(shop1.context.cart, ROW.hosting)?.domains.map((entry) => entry.inclusive)).toEqual([
      true,
      false,
    ]);
    shop1.send({ type: 'DOMAIN.CLICKED', name: 'example.de' });
    await shop1.settle();
    expect(rowOf(shop1.context.cart, ROW.hosting)?.domains).toMatchObject([
      { name: 'second.de', inclusive: true },
    ]);
    expect(shop1.calls.saved).toHaveLength(3);
  });

  it('a transferable domain asks for the authcode, confirm disabled while empty', async () => {
    const shop1 = start(entered('domainsLookup', { id: ROW.hosting }));
    shop1.send({ type: 'DOMAIN.SEARCHED', input: 'example.com' });
    await shop1.settle();
    shop1.send({ type: 'DOMAIN.CLICKED', name: 'example.com' });

    expect(shop1.snapshot.matches({ lookup: { selection: 'authcode' } })).toBe(true);
    expect(isAuthcodeConfirmEnabled(shop1.context)).toBe(false);
    shop1.send({ type: 'AUTHCODE.CONFIRMED' });
    shop1.send({ type: 'AUTHCODE.CHANGED', value: '   ' });
    expect(isAuthcodeConfirmEnabled(shop1.context)).toBe(false);
    shop1.send({ type: 'AUTHCODE.CONFIRMED' });
    expect(shop1.snapshot.matches({ lookup: { selection: 'authcode' } })).toBe(true);
    expect(namesOn(shop1.context.cart, ROW.hosting)).toEqual([]);

    shop1.send({ type: 'AUTHCODE.CHANGED', value: 'AUTH-42' });
    expect(isAuthcodeConfirmEnabled(shop1.context)).toBe(true);
    shop1.send({ type: 'AUTHCODE.CONFIRMED' });
    await shop1.settle();
    expect(rowOf(shop1.context.cart, ROW.hosting)?.domains).toMatchObject([
      { name: 'example.com', auth_code: 'AUTH-42' },
    ]);
    expect(shop1.snapshot.matches({ lookup: { selection: 'browsing' } })).toBe(true);
  });

  it('cancelling the authcode modal adds nothing', async () => {
    const shop1 = start(entered('domainsLookup', { id: ROW.hosting }));
    shop1.send({ type: 'DOMAIN.SEARCHED', input: 'example.com' });
    await shop1.settle();
    shop1.send({ type: 'DOMAIN.CLICKED', name: 'example.com' });
    shop1.send({ type: 'AUTHCODE.CHANGED', value: 'AUTH-42' });
    shop1.send({ type: 'AUTHCODE.CANCELLED' });
    expect(namesOn(shop1.context.cart, ROW.hosting)).toEqual([]);
    expect(shop1.context.authCode).toBe('');
    expect(shop1.calls.saved).toHaveLength(0);
  });

  it('clicking a domain in the cart removes it', async () => {
    const cart: Cart = {
      items: baseCart().items.map((item) =>
        item.row_id === ROW.hosting
          ? { ...item, domains: [domain('mine.de', DE.id, { inclusive: true })] }
          : item,
      ),
    };
    const shop1 = start(entered('domainsLookup', { id: ROW.hosting }), { cart });
    shop1.send({ type: 'DOMAIN.SEARCHED', input: 'mine.de' });
    await shop1.settle();
    expect(resultGroups(shop1.context)[0]?.entries).toEqual([{ name: 'mine.de', status: 0, inCart: true }]);

    shop1.send({ type: 'DOMAIN.CLICKED', name: 'mine.de' });
    await shop1.settle();
    expect(namesOn(shop1.context.cart, ROW.hosting)).toEqual([]);
    expect(shop1.calls.saved).toHaveLength(1);
  });

  it('a domain of a preconfigured row shows already assigned', async () => {
    const shop1 = start(entered('domainsLookup', { id: ROW.hosting }));
    shop1.send({ type: 'DOMAIN.SEARCHED', input: 'assigned.de' });
    await shop1.settle();
    shop1.send({ type: 'DOMAIN.CLICKED', name: 'assigned.de' });

    expect(shop1.snapshot.matches({ lookup: { selection: 'alreadyAssigned' } })).toBe(true);
    expect(namesOn(shop1.context.cart, ROW.preconfigured)).toEqual(['assigned.de']);
    expect(namesOn(shop1.context.cart, ROW.hosting)).toEqual([]);
    shop1.send({ type: 'MODAL.CLOSED' });
    expect(shop1.snapshot.matches({ lookup: { selection: 'browsing' } })).toBe(true);
    expect(shop1.calls.saved).toHaveLength(0);
  });

  it('availability is asked 5 names per call, group by group, when a group comes into view', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      tld(600 + index, `t${index}`, {
        group_id: 1,
        group_name: 'Many',
        sort_id: index + 1,
        top_tld: index === 0,
      }),
    );
    const other = [tld(700, 'o1', { group_id: 2, group_name: 'Other', sort_id: 50 })];
    const shop1 = start(entered('domainsLookup', { id: ROW.ssl }), {
      catalogue: shop({ tlds: [...many, ...other] }),
    });
    shop1.send({ type: 'DOMAIN.SEARCHED', input: 'name' });
    await shop1.settle();
    // Only the desired domain (the first top TLD) is in view at first.
    expect(shop1.calls.availability).toEqual([['name.t0']]);

    shop1.send({ type: 'GROUP.VISIBLE', groupId: 1 });
    await shop1.settle();
    expect(shop1.calls.availability.slice(1)).toEqual([
      ['name.t1', 'name.t2', 'name.t3', 'name.t4', 'name.t5'],
      ['name.t6', 'name.t7', 'name.t8', 'name.t9', 'name.t10'],
      ['name.t11'],
    ]);
    expect(shop1.calls.availability.every((call) => call.length <= 5)).toBe(true);

    shop1.send({ type: 'GROUP.VISIBLE', groupId: 2 });
    await shop1.settle();
    expect(shop1.calls.availability.at(-1)).toEqual(['name.o1']);
    expect(resultGroups(shop1.context).map((group) => group.title)).toEqual([
      'domains.lookup.group.your_desired_domain',
      'Many',
      'Other',
    ]);
  });

  it('the input is validated (errors shown, no search) and sanitised on submit', async () => {
    const shop1 = start(entered('domainsLookup', { id: ROW.hosting }));
    shop1.send({ type: 'DOMAIN.SEARCHED', input: 'my shop!' });
    await shop1.settle();
    expect(shop1.context.search.error).toMatchObject({
      key: 'domain_search.form_validation.forbidden_characters',
    });
    expect(shop1.snapshot.matches({ lookup: { results: 'idle' } })).toBe(true);
    expect(shop1.calls.availability).toEqual([]);

    shop1.send({ type: 'DOMAIN.SEARCHED', input: 'a' });
    expect(shop1.context.search.error).toMatchObject({ key: 'domain_search.form_validation.min_length' });

    shop1.send({ type: 'DOMAIN.SEARCHED', input: '  WWW.Shop.Example.DE.' });
    await shop1.settle();
    expect(shop1.context.search.error).toBeNull();
    expect(shop1.context.searchTerm).toBe('example.de');
    expect(shop1.calls.availability[0]).toEqual(['example.de']);
  });

  it('a name in no offered TLD waits for the public suffix list, then searches its registrable domain', async () => {
    const shop1 = start(entered('domainsLookup', { id: ROW.hosting }));
    shop1.send({ type: 'DOMAIN.SEARCHED', input: 'Shop.Example.com.AU' });
    expect(isResolvingSearch(shop1.snapshot)).toBe(true);
    expect(hasResults(shop1.snapshot)).toBe(false);
    // The machine's own actor loads the list (tldts-icann): com.au is a public suffix.
    await vi.waitFor(() => expect(hasResults(shop1.snapshot)).toBe(true));
    expect(shop1.context.search.query).toEqual({ domain: 'example.com.au', sld: 'example', tld: 'com.au' });
    expect(shop1.context.searchTerm).toBe('example.com.au');
    expect(currentRoute(shop1.snapshot)?.query?.d).toBe('example.com.au');

    // The same from a link: the lookup opens resolving the d of the route.
    const shop2 = start(entered('domainsLookup', { id: ROW.hosting, d: 'a.b.example.com.au' }));
    expect(isResolvingSearch(shop2.snapshot)).toBe(true);
    await vi.waitFor(() => expect(hasResults(shop2.snapshot)).toBe(true));
    expect(shop2.context.searchTerm).toBe('example.com.au');
  });

  it('taken desired domain shows suggestions', async () => {
    const shop1 = start(entered('domainsLookup', { id: ROW.hosting }));
    shop1.send({ type: 'DOMAIN.SEARCHED', input: 'taken.de' });
    await shop1.settle();

    expect(shop1.calls.recommendations).toEqual(['taken.de']);
    const groups = resultGroups(shop1.context);
    expect(groups[0]).toMatchObject({
      id: 'your_desired_domain',
      title: 'domains.lookup.group.your_wish_domain_is_taken',
    });
    // Offered TLDs only, without the desired domain itself.
    expect(groups[1]).toMatchObject({
      id: 'our_suggestions',
      entries: [
        { name: 'taken-shop.de', status: null },
        { name: 'taken.com', status: null },
      ],
    });
    shop1.send({ type: 'GROUP.VISIBLE', groupId: 'our_suggestions' });
    await shop1.settle();
    expect(shop1.calls.availability.at(-1)).toEqual(['taken-shop.de', 'taken.com']);

    // A free desired domain asks for no suggestions.
    shop1.send({ type: 'DOMAIN.SEARCHED', input: 'free.de' });
    await shop1.settle();
    expect(shop1.calls.recommendations).toEqual(['taken.de']);
    expect(resultGroups(shop1.context).map((group) => group.id)).toEqual(['your_desired_domain', 1, 2]);
  });

  it('the groups below the desired domain wait for its status and, when taken, for its suggestions', async () => {
    const shownIds = (shop: ReturnType<typeof start>) =>
      shownResultGroups(shop.snapshot).map((group) => group.id);
    const free = start(entered('domainsLookup', { id: ROW.hosting }));
    free.send({ type: 'DOMAIN.SEARCHED', input: 'free.de' });
    expect(shownIds(free)).toEqual(['your_desired_domain']);
    await free.settle();
    expect(shownIds(free)).toEqual(['your_desired_domain', 1, 2]);

    const waiting = start(
      entered('domainsLookup', { id: ROW.hosting }),
      {},
      { recommendationsPending: true },
    );
    waiting.send({ type: 'DOMAIN.SEARCHED', input: 'taken.de' });
    await waiting.settle();
    expect(isFetchingSuggestions(waiting.snapshot)).toBe(true);
    expect(shownIds(waiting)).toEqual(['your_desired_domain']);

    const taken = start(entered('domainsLookup', { id: ROW.hosting }));
    taken.send({ type: 'DOMAIN.SEARCHED', input: 'taken.de' });
    await taken.settle();
    expect(shownIds(taken)).toEqual(['your_desired_domain', 'our_suggestions', 1, 2]);

    // A registry that does not answer still shows every group (the desired domain is "unknown").
    const down = start(entered('domainsLookup', { id: ROW.hosting }), {}, { registryDown: true });
    down.send({ type: 'DOMAIN.SEARCHED', input: 'free.de' });
    await down.settle();
    expect(shownIds(down)).toContain(1);
    expect(shownIds(down)[0]).toBe('your_desired_domain');
  });

  it('statuses 2 and 4 cannot be added', async () => {
    const shop1 = start(entered('domainsLookup', { id: ROW.hosting }));
    shop1.send({ type: 'DOMAIN.SEARCHED', input: 'taken.de' });
    await shop1.settle();
    shop1.send({ type: 'DOMAIN.CLICKED', name: 'taken.de' });
    shop1.send({ type: 'DOMAIN.SEARCHED', input: 'example.de' });
    shop1.send({ type: 'GROUP.VISIBLE', groupId: 2 });
    await shop1.settle();
    shop1.send({ type: 'DOMAIN.CLICKED', name: 'example.co.uk' });
    expect(namesOn(shop1.context.cart, ROW.hosting)).toEqual([]);
    expect(shop1.notices).toEqual([
      'domains.lookup.notice.domain_already_owned_title',
      'domains.lookup.notice.domain_unavailable_title',
    ]);
  });

  it('registry timeout shows unknown, try again, not free', async () => {
    const shop1 = start(entered('domainsLookup', { id: ROW.hosting }));
    shop1.send({ type: 'DOMAIN.SEARCHED', input: 'slow.de' });
    await shop1.settle();

    const [desired] = resultGroups(shop1.context);
    expect(desired?.entries).toEqual([{ name: 'slow.de', status: 9, inCart: false }]);
    expect(desired?.title).toBe('domains.lookup.group.your_wish_domain_is_taken');
    expect(shop1.calls.recommendations).toEqual(['slow.de']);
    shop1.send({ type: 'DOMAIN.CLICKED', name: 'slow.de' });
    expect(namesOn(shop1.context.cart, ROW.hosting)).toEqual([]);
    expect(shop1.notices).toEqual(['domains.lookup.notice.domain_unknown_try_again_title']);
  });

  it('"unknown, try again": a retry asks the registry again for that name only', async () => {
    const shop1 = start(entered('domainsLookup', { id: ROW.hosting }));
    shop1.send({ type: 'DOMAIN.SEARCHED', input: 'slow.de' });
    await shop1.settle();
    expect(shop1.calls.availability).toEqual([['slow.de']]);
    const [desired] = resultGroups(shop1.context);
    expect(desired?.entries[0] && entryAction(shop1.context, desired.entries[0])).toBe('retry');

    shop1.send({ type: 'DOMAIN.RETRIED', name: 'SLOW.de' });
    // Not answered yet: the status is forgotten while the call runs (the screen shows "checking").
    expect(resultGroups(shop1.context)[0]?.entries[0]?.status).toBeNull();
    expect(resultGroups(shop1.context)[0]?.fetching).toBe(true);
    // A second retry while it is being asked does nothing.
    shop1.send({ type: 'DOMAIN.RETRIED', name: 'slow.de' });
    await shop1.settle();
    expect(shop1.calls.availability).toEqual([['slow.de'], ['slow.de']]);
    expect(shop1.context.statuses['slow.de']).toBe(9);

    // A name with a known answer is not asked again.
    shop1.send({ type: 'DOMAIN.SEARCHED', input: 'example.de' });
    await shop1.settle();
    shop1.send({ type: 'DOMAIN.RETRIED', name: 'example.de' });
    await shop1.settle();
    expect(shop1.calls.availability.at(-1)).toEqual(['example.de']);
    expect(shop1.calls.availability).toHaveLength(3);
  });

  it('what each result offers: add, transfer, remove, assigned, retry or nothing', async () => {
    const shop1 = start(entered('domainsLookup', { id: ROW.hosting }));
    shop1.send({ type: 'DOMAIN.SEARCHED', input: 'example.de' });
    shop1.send({ type: 'GROUP.VISIBLE', groupId: 1 });
    shop1.send({ type: 'GROUP.VISIBLE', groupId: 2 });
    await shop1.settle();
    const offers = () =>
      Object.fromEntries(
        resultGroups(shop1.context).flatMap((group) =>
          group.entries.map((entry) => [entry.name, entryAction(shop1.context, entry)]),
        ),
      );
    // example.de free, example.com transferable, example.co.uk unavailable.
    expect(offers()).toEqual({ 'example.de': 'add', 'example.com': 'transfer', 'example.co.uk': null });
    expect(hasResults(shop1.snapshot)).toBe(true);

    shop1.send({ type: 'DOMAIN.CLICKED', name: 'example.de' });
    expect(isSavingSelection(shop1.snapshot)).toBe(true);
    await shop1.settle();
    expect(offers()['example.de']).toBe('remove');
    expect(currentRow(shop1.context)?.domains.map((entry) => entry.name)).toEqual(['example.de']);

    shop1.send({ type: 'DOMAIN.CLICKED', name: 'example.com' });
    expect(lookupModal(shop1.snapshot)).toBe('authcode');
    shop1.send({ type: 'AUTHCODE.CANCELLED' });
    expect(lookupModal(shop1.snapshot)).toBeNull();

    // assigned.de sits on a preconfigured row: it is offered as assigned, a click shows the modal.
    shop1.send({ type: 'DOMAIN.SEARCHED', input: 'assigned.de' });
    await shop1.settle();
    expect(offers()['assigned.de']).toBe('assigned');
    shop1.send({ type: 'DOMAIN.CLICKED', name: 'assigned.de' });
    expect(lookupModal(shop1.snapshot)).toBe('alreadyAssigned');
  });

  it('the lookup without a search shows no results; taken names fetch suggestions', async () => {
    const shop1 = start(entered('domainsLookup', { id: ROW.hosting }));
    expect(hasResults(shop1.snapshot)).toBe(false);
    expect(currentRow(shop1.context)?.row_id).toBe(ROW.hosting);
    const fetching: boolean[] = [];
    shop1.actor.subscribe((snapshot) => fetching.push(isFetchingSuggestions(snapshot)));
    shop1.send({ type: 'DOMAIN.SEARCHED', input: 'taken.de' });
    expect(isFetchingSuggestions(shop1.snapshot)).toBe(false);
    await shop1.settle();
    // While the recommendations call ran, and no longer once it answered.
    expect(fetching).toContain(true);
    expect(isFetchingSuggestions(shop1.snapshot)).toBe(false);
    expect(entryAction(shop1.context, { name: 'taken.de', status: 4, inCart: false })).toBeNull();
    expect(entryAction(shop1.context, { name: 'x.de', status: 2, inCart: false })).toBeNull();
    expect(entryAction(shop1.context, { name: 'x.de', status: null, inCart: false })).toBeNull();
  });

  it('removing the last domain of the domain-only row removes the row; the next domain brings it back under the same id', async () => {
    const cart = {
      items: [
        ...baseCart().items,
        cartItem(domainOnlyProduct(), 12, 12, {
          row_id: ROW.domainOnly,
          domains: [domain('example.de', DE.id)],
        }),
      ],
    };
    const shop1 = start(entered('domainsLookup', { id: ROW.domainOnly, d: 'example.de' }), {
      cart,
      catalogue: shop({ domainOnlyHidden: true }),
    });
    await shop1.settle();
    shop1.send({ type: 'DOMAIN.CLICKED', name: 'example.de' });
    await shop1.settle();
    expect(rowOf(shop1.context.cart, ROW.domainOnly)).toBeUndefined();
    expect(currentRow(shop1.context)).toBeNull();
    expect(canContinue(shop1.context)).toBe(false);

    shop1.send({ type: 'DOMAIN.CLICKED', name: 'example.de' });
    await shop1.settle();
    expect(shop1.context.rowId).toBe(ROW.domainOnly);
    expect(namesOn(shop1.context.cart, ROW.domainOnly)).toEqual(['example.de']);
    expect(shop1.calls.saved.at(-1)?.items.map((item) => item.row_id)).toContain(ROW.domainOnly);
    // The URL's id is still the row's: no navigation was needed.
    expect(shop1.navigations).toEqual([]);
    expect(shop1.notices).toEqual([]);
  });

  it('an emptied domain-only row cannot come back when domains cannot be ordered alone', async () => {
    const cart = {
      items: [
        ...baseCart().items,
        cartItem(domainOnlyProduct(), 12, 12, {
          row_id: ROW.domainOnly,
          domains: [domain('example.de', DE.id)],
        }),
      ],
    };
    const shop1 = start(entered('domainsLookup', { id: ROW.domainOnly, d: 'example.de' }), {
      cart,
      catalogue: shop({ domainOnlyHidden: true, domainOnlyActive: false }),
    });
    await shop1.settle();
    shop1.send({ type: 'DOMAIN.CLICKED', name: 'example.de' });
    await shop1.settle();
    shop1.send({ type: 'DOMAIN.CLICKED', name: 'example.de' });
    expect(shop1.context.rowId).toBeNull();
    expect(shop1.snapshot.matches({ lookup: { selection: 'browsing' } })).toBe(true);
    expect(shop1.notices).toEqual(['domains.lookup.notice.domain_orders_unavailable_title']);
  });

  it('a failed availability call leaves the names unknown, never free', async () => {
    const shop1 = start(entered('domainsLookup', { id: ROW.hosting }), {}, { registryDown: true });
    shop1.send({ type: 'DOMAIN.SEARCHED', input: 'example.de' });
    shop1.send({ type: 'GROUP.VISIBLE', groupId: 1 });
    await shop1.settle();
    expect(shop1.context.statuses).toEqual({ 'example.de': 9, 'example.com': 9 });
  });

  it('a failed save restores the cart and tells the visitor', async () => {
    const shop1 = start(entered('domainsLookup', { id: ROW.hosting }), {}, { saveFails: true });
    shop1.send({ type: 'DOMAIN.SEARCHED', input: 'example.de' });
    await shop1.settle();
    shop1.send({ type: 'DOMAIN.CLICKED', name: 'example.de' });
    expect(namesOn(shop1.context.cart, ROW.hosting)).toEqual(['example.de']);
    await shop1.settle();
    expect(namesOn(shop1.context.cart, ROW.hosting)).toEqual([]);
    expect(shop1.notices).toEqual(['error.something_went_wrong']);
  });

  it('a domain named in the URL is not shown in a fields form that has no fields (no dead end)', async () => {
    const cart: Cart = {
      items: [
        ...baseCart().items,
        cartItem(domainOnlyProduct(), 12, 12, {
          row_id: ROW.domainOnly,
          domains: [domain('example.de', DE.id)],
        }),
      ],
    };
    // The domain product's only field is postponed: the form without p=y would be empty.
    const shop1 = start(entered('domainsAdditionalFields', { id: ROW.domainOnly, d: 'example.de' }), {
      cart,
      catalogue: shop({ domainFields: true, domainFieldsPostponed: true }),
    });
    await shop1.settle();
    expect(shop1.context.fieldsDomain).toBeNull();
    expect(routeOf(shop1.snapshot)).not.toBe('domainsAdditionalFields');
  });

  it('domain fields missing → fields screen, then product question when d is present', async () => {
    const shop1 = start(entered('domain', { d: 'example.de' }), { catalogue: shop({ domainFields: true }) });
    await shop1.settle();
    expect(canContinue(shop1.context)).toBe(false);
    shop1.send({ type: 'LOOKUP.CONTINUE' });
    expect(routeOf(shop1.snapshot)).toBe('domainsLookup');

    shop1.send({ type: 'DOMAIN.CLICKED', name: 'example.de' });
    await shop1.settle();
    shop1.send({ type: 'LOOKUP.CONTINUE' });
    expect(routeOf(shop1.snapshot)).toBe('domainsAdditionalFields');
    expect(currentRoute(shop1.snapshot)).toEqual({
      route: 'domainsAdditionalFields',
      query: { id: ROW.domainOnly, d: 'example.de' },
    });

    shop1.send({ type: 'FIELDS.SUBMITTED', values: [{ field_id: DOMAIN_FIELD.id, value: 'Jane Doe' }] });
    await shop1.settle();
    expect(shop1.calls.validated).toEqual([
      { fields: [{ id: DOMAIN_FIELD.id, value: 'Jane Doe', type: 'domain' }] },
    ]);
    expect(rowOf(shop1.context.cart, ROW.domainOnly)?.domains[0]?.additional_fields).toEqual([
      { field_id: DOMAIN_FIELD.id, value: 'Jane Doe' },
    ]);
    expect(routeOf(shop1.snapshot)).toBe('domainsAddProductQuestion');

    shop1.send({ type: 'QUESTION.ACCEPTED' });
    expect(shop1.snapshot.output?.next).toEqual({
      route: 'categories',
      query: { tid: ROW.domainOnly, d: 'example.de' },
    });
  });

  it('server field errors keep the fields screen and clear when the field is edited', async () => {
    const shop1 = start(
      entered('domainsLookup', { d: 'example.de' }),
      { catalogue: shop({ domainFields: true }) },
      { fieldErrors: { [String(DOMAIN_FIELD.id)]: ['Owner is invalid'] } },
    );
    await shop1.settle();
    shop1.send({ type: 'DOMAIN.CLICKED', name: 'example.de' });
    await shop1.settle();
    shop1.send({ type: 'LOOKUP.CONTINUE' });
    shop1.send({ type: 'FIELDS.SUBMITTED', values: [{ field_id: DOMAIN_FIELD.id, value: '?' }] });
    await shop1.settle();
    expect(routeOf(shop1.snapshot)).toBe('domainsAdditionalFields');
    expect(shop1.context.fieldErrors).toEqual({ [String(DOMAIN_FIELD.id)]: ['Owner is invalid'] });
    shop1.send({ type: 'FIELDS.EDITED', fieldId: DOMAIN_FIELD.id });
    expect(shop1.context.fieldErrors).toEqual({});
  });

  it('going straight to the cart from the product question saves the cart', async () => {
    const shop1 = start(entered('domainsAddProductQuestion', { d: 'example.de' }));
    shop1.send({ type: 'QUESTION.DECLINED' });
    await shop1.settle();
    expect(shop1.calls.saved).toHaveLength(1);
    expect(shop1.snapshot.output?.next).toEqual({ route: 'cart' });
  });

  it('after the lookup a product with several terms goes to the period steps, otherwise to the cart', async () => {
    const leave = async (row: string) => {
      const shop1 = start(entered('domainsLookup', { id: row }));
      shop1.send({ type: 'DOMAIN.SEARCHED', input: `pick-${row.charAt(0).toLowerCase()}.de` });
      await shop1.settle();
      shop1.send({ type: 'DOMAIN.CLICKED', name: `pick-${row.charAt(0).toLowerCase()}.de` });
      await shop1.settle();
      shop1.send({ type: 'LOOKUP.CONTINUE' });
      return shop1.snapshot.output?.next;
    };
    expect(await leave(ROW.hosting)).toEqual({ route: 'periodsMaturity', query: { id: ROW.hosting } });
    expect(await leave(ROW.server)).toEqual({ route: 'periodsInterval', query: { id: ROW.server } });
    expect(await leave(ROW.ssl)).toEqual({ route: 'cart' });
  });

  it('the cart link (returnToCart), a cloud domains order and cloud data decide where the lookup ends', async () => {
    const leave = async (overrides: Parameters<typeof start>[1], params: Record<string, string> = {}) => {
      const shop1 = start(entered('domainsLookup', { id: ROW.hosting }, params), overrides);
      shop1.send({ type: 'DOMAIN.SEARCHED', input: 'example.de' });
      await shop1.settle();
      shop1.send({ type: 'DOMAIN.CLICKED', name: 'example.de' });
      await shop1.settle();
      shop1.send({ type: 'LOOKUP.CONTINUE' });
      return shop1.snapshot.output?.next;
    };
    expect(await leave({}, { returnToCart: 'true' })).toEqual({ route: 'cart' });
    expect(await leave({ orderType: 'cloudpit_domains' })).toEqual({
      route: 'postfillProducts',
      query: { p: 'y' },
    });
    expect(await leave({ hasCloudData: true })).toEqual({ route: 'confirm' });
  });

  it('postfill domain fields return to postfill after saving', async () => {
    const cart: Cart = {
      items: [
        ...baseCart().items,
        cartItem(domainOnlyProduct(), 12, 12, {
          row_id: ROW.domainOnly,
          domains: [domain('example.de', DE.id), domain('example.com', COM.id, { auth_code: 'A' })],
        }),
      ],
    };
    const shop1 = start(
      entered('domainsAdditionalFields', { id: ROW.domainOnly, d: 'example.com', p: 'y' }),
      {
        cart,
        catalogue: shop({ domainFields: true, domainFieldsPostponed: true }),
      },
    );
    expect(shop1.context.fieldsDomain).toBe('example.com');
    shop1.send({ type: 'FIELDS.SUBMITTED', values: [{ field_id: DOMAIN_FIELD.id, value: 'Jane Doe' }] });
    await shop1.settle();
    expect(shop1.snapshot.output?.next).toEqual({ route: 'postfillDomains', query: { p: 'y' } });
  });

  it('do-you-want-to-add-a-domain: add goes to the lookup with the id, skip to the next step', () => {
    const add = start(entered('domainsAddDomainQuestion', { id: ROW.hosting }));
    expect(inclusiveDomains(add.context)).toBe(HOSTING.freeTlds[0]?.amount);
    add.send({ type: 'QUESTION.ACCEPTED' });
    expect(currentRoute(add.snapshot)).toEqual({ route: 'domainsLookup', query: { id: ROW.hosting } });

    const skip = start(entered('domainsAddDomainQuestion', { id: ROW.hosting }));
    skip.send({ type: 'QUESTION.DECLINED' });
    expect(skip.snapshot.output?.next).toEqual({ route: 'periodsMaturity', query: { id: ROW.hosting } });

    const unknown = start(entered('domainsAddDomainQuestion', { id: ROW.unknown }));
    expect(unknown.snapshot.output?.next).toEqual({ route: 'categories' });
  });
});
