import type { Cart } from '@contract/cart';
import { withPromotion } from '@domain/promotions/find-promotion';
import {
  type CartEmitted,
  type CartEvent,
  type CartMachineInput,
  cartMachine,
  type RedeemPromoCodeInput,
  type RedeemPromoCodeOutput,
  type SaveCartOutput,
  type SaveOrderDraftInput,
  type SaveOrderDraftOutput,
} from '@machines/cart/cart.machine';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import {
  BACKUP,
  cartOf,
  draftCustomer,
  emptyMailboxRow,
  entered,
  FORWARDING,
  formRow,
  hostingRow,
  INTERVAL_12_YEARLY,
  input,
  LINUX,
  MATURITY_1,
  MATURITY_12,
  MATURITY_24,
  postboxRow,
  ROW_EMPTY_MAILBOX,
  ROW_FORM,
  ROW_HOSTING,
  ROW_MAILBOX,
  ROW_POSTBOX,
  ROW_SHOP,
  ROW_UNKNOWN,
  SAVE10,
  SERVER_PROMOTIONS,
  SUPPORT,
  salesAgent,
  shop,
  shopRow,
} from './fixtures';

interface ServerOptions {
  saveFails?: boolean;
  cancelFails?: boolean;
  /** The visitor's budget of promo code look-ups is used up (429). */
  lookupsUsedUp?: boolean;
  /** The server knows no draft of this session (404). */
  draftGone?: boolean;
}

/**
 * Opens the cart page with a fake server: saves answer with the cart as sent, promo codes are
 * looked up in SERVER_PROMOTIONS (404 otherwise), drafts save as draft 7.
 */
function openCart(session: CartMachineInput, server: ServerOptions = {}) {
  const saves: Cart[] = [];
  const lookups: RedeemPromoCodeInput[] = [];
  const drafts: SaveOrderDraftInput[] = [];
  const machine = cartMachine.provide({
    actors: {
      saveCart: fromPromise<SaveCartOutput, Cart>(async ({ input }) => {
        saves.push(input);
        if (server.saveFails) throw new Error('server down');
        return { data: input, notices: [] };
      }),
      redeemPromoCode: fromPromise<RedeemPromoCodeOutput, RedeemPromoCodeInput>(async ({ input }) => {
        lookups.push(input);
        if (server.lookupsUsedUp) throw Object.assign(new Error('rate limited'), { status: 429 });
        return SERVER_PROMOTIONS[input.code.toUpperCase()] ?? null;
      }),
      saveOrderDraft: fromPromise<SaveOrderDraftOutput, SaveOrderDraftInput>(async ({ input }) => {
        drafts.push(input);
        return { id: 7 };
      }),
      cancelDraft: fromPromise<void>(async () => {
        if (server.cancelFails) throw new Error('server down');
        if (server.draftGone) throw Object.assign(new Error('draft not found'), { status: 404 });
      }),
    },
  });
  const actor = createActor(machine, { input: session });
  const emitted: CartEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  // The visitor opens /cart.
  actor.send(entered('cart'));
  const notices = () => emitted.flatMap((event) => (event.type === 'notify' ? [event.notice] : []));
  return {
    actor,
    saves,
    lookups,
    drafts,
    emitted,
    notices,
    send: (event: CartEvent) => actor.send(event),
    /** Waits until the cart page rests (no call under way). */
    settled: () =>
      waitFor(actor, (snapshot) => snapshot.status === 'done' || restful(snapshot), { timeout: 1000 }),
    row: (rowId: string) => actor.getSnapshot().context.cart.items.find((item) => item.row_id === rowId),
  };
}

/** No call to the server is under way. */
const restful = (snapshot: SnapshotFrom<typeof cartMachine>) =>
  !snapshot.matches('persisting') &&
  !snapshot.matches({ screen: 'saving' }) &&
  !snapshot.matches({ screen: 'redeeming' }) &&
  !snapshot.matches({ screen: 'savingDraft' }) &&
  !snapshot.matches({ screen: 'cancellingDraft' }) &&
  !snapshot.matches({ screen: { period: 'saving' } });

const addonIds = (items: Cart['items'], rowId: string) =>
  items.find((item) => item.row_id === rowId)?.addons.map((addon) => addon.id);

describe('cart: term change', () => {
  it('change of term that drops an addon asks first and drops it after confirming', async () => {
    const cart = openCart(input());
    await cart.settled();
    cart.send({ type: 'TERM.CHANGE_REQUESTED', rowId: ROW_HOSTING });
    expect(cart.actor.getSnapshot().matches({ screen: { period: 'maturity' } })).toBe(true);

    cart.send({ type: 'TERM.MATURITY_CHOSEN', maturityId: MATURITY_24 });
    const asking = cart.actor.getSnapshot();
    expect(asking.matches({ screen: { period: 'confirmDrop' } })).toBe(true);
    expect(asking.context.termPreview?.change.dropped).toEqual({
      addons: [BACKUP.id],
      upsells: [],
      promotion: 'SAVE10',
    });
    // Nothing is changed while the visitor is asked.
    expect(cart.row(ROW_HOSTING)?.addons.map((addon) => addon.id)).toEqual([BACKUP.id, SUPPORT.id]);
    expect(cart.saves).toHaveLength(0);

    cart.send({ type: 'TERM.CONFIRMED' });
    await waitFor(cart.actor, (snapshot) => snapshot.matches({ screen: 'idle' }), { timeout: 1000 });
    expect(cart.row(ROW_HOSTING)?.product).toMatchObject({ maturity_id: MATURITY_24, promotion: null });
    expect(cart.row(ROW_HOSTING)?.addons.map((addon) => addon.id)).toEqual([SUPPORT.id]);
    expect(cart.saves).toHaveLength(1);
    expect(addonIds(cart.saves[0]?.items ?? [], ROW_HOSTING)).toEqual([SUPPORT.id]);
  });

  it('cancelling the term change keeps the cart', async () => {
    const cart = openCart(input());
    await cart.settled();
    const before = cart.actor.getSnapshot().context.cart;
    cart.send({ type: 'TERM.CHANGE_REQUESTED', rowId: ROW_HOSTING });
    cart.send({ type: 'TERM.MATURITY_CHOSEN', maturityId: MATURITY_24 });
    cart.send({ type: 'TERM.CANCELLED' });

    const after = cart.actor.getSnapshot();
    expect(after.matches({ screen: 'idle' })).toBe(true);
    expect(after.context.cart).toEqual(before);
    expect(after.context.termPreview).toBeNull();
    expect(cart.saves).toHaveLength(0);
  });

  it('a maturity with several intervals goes on to the interval choice; the modal closes after 150 ms', async () => {
    const cart = openCart(input({ cart: cartOf(hostingRow({ support: false })) }));
    await cart.settled();
    cart.send({ type: 'TERM.CHANGE_REQUESTED', rowId: ROW_HOSTING });
    cart.send({ type: 'TERM.MATURITY_CHOSEN', maturityId: MATURITY_12 });
    await waitFor(cart.actor, (snapshot) => snapshot.matches({ screen: { period: 'interval' } }), {
      timeout: 1000,
    });
    expect(cart.saves).toHaveLength(1);

    cart.send({ type: 'TERM.INTERVAL_CHOSEN', intervalId: INTERVAL_12_YEARLY });
    await waitFor(cart.actor, (snapshot) => snapshot.matches({ screen: { period: 'closing' } }), {
      timeout: 1000,
    });
    const closing = performance.now();
    await waitFor(cart.actor, (snapshot) => snapshot.matches({ screen: 'idle' }), { timeout: 1000 });
    expect(performance.now() - closing).toBeGreaterThanOrEqual(140);
    expect(cart.saves).toHaveLength(2);
  });

  it('a term the non-removable addon does not support is refused with a warning', async () => {
    const cart = openCart(input());
    await cart.settled();
    const before = cart.actor.getSnapshot().context.cart;
    cart.send({ type: 'TERM.CHANGE_REQUESTED', rowId: ROW_HOSTING });
    cart.send({ type: 'TERM.MATURITY_CHOSEN', maturityId: MATURITY_1 });

    expect(cart.actor.getSnapshot().matches({ screen: { period: 'maturity' } })).toBe(true);
    expect(cart.actor.getSnapshot().context.cart).toEqual(before);
    expect(cart.notices()).toContainEqual(
      expect.objectContaining({
        title: 'cart.addon_unsupported_runtime_title',
        values: { addons: 'Support' },
      }),
    );
  });

  it('a row with a single possible term has no change-term link', async () => {
    const cart = openCart(input());
    await cart.settled();
    cart.send({ type: 'TERM.CHANGE_REQUESTED', rowId: ROW_MAILBOX });
    expect(cart.actor.getSnapshot().matches({ screen: 'idle' })).toBe(true);
  });
});

describe('cart: removal', () => {
  it('removing the last addon of a hide_in_cart product removes the product', async () => {
    const cart = openCart(input({ cart: cartOf(hostingRow(), postboxRow()) }));
    await cart.settled();
    cart.send({
      type: 'REMOVE.REQUESTED',
      target: { kind: 'addon', rowId: ROW_POSTBOX, addonId: FORWARDING.id },
    });
    expect(cart.actor.getSnapshot().matches({ screen: 'confirmRemoval' })).toBe(true);
    expect(cart.row(ROW_POSTBOX)).toBeDefined();

    cart.send({ type: 'REMOVE.CONFIRMED' });
    await cart.settled();
    expect(cart.row(ROW_POSTBOX)).toBeUndefined();
    expect(cart.saves.at(-1)?.items.map((item) => item.row_id)).toEqual([ROW_HOSTING]);
  });

  it('removing the last domain of a hide_in_cart product removes the product', async () => {
    const cart = openCart(input());
    await cart.settled();
    cart.send({
      type: 'REMOVE.REQUESTED',
      target: { kind: 'domain', rowId: ROW_MAILBOX, domain: 'example.de' },
    });
    cart.send({ type: 'REMOVE.CONFIRMED' });
    await cart.settled();
    expect(cart.row(ROW_MAILBOX)).toBeUndefined();
  });

  it('cancelling the removal keeps the item', async () => {
    const cart = openCart(input());
    await cart.settled();
    cart.send({ type: 'REMOVE.REQUESTED', target: { kind: 'item', rowId: ROW_MAILBOX } });
    cart.send({ type: 'REMOVE.CANCELLED' });
    expect(cart.row(ROW_MAILBOX)).toBeDefined();
    expect(cart.saves).toHaveLength(0);
  });

  it('a non-removable addon cannot be removed: no confirmation is even asked', async () => {
    const cart = openCart(input());
    await cart.settled();
    cart.send({
      type: 'REMOVE.REQUESTED',
      target: { kind: 'addon', rowId: ROW_HOSTING, addonId: SUPPORT.id },
    });
    expect(cart.actor.getSnapshot().matches({ screen: 'idle' })).toBe(true);
    expect(addonIds(cart.actor.getSnapshot().context.cart.items, ROW_HOSTING)).toContain(SUPPORT.id);
  });

  it('on cart load a hide_in_cart product with no addons and no domains is removed and the cart saved', async () => {
    const cart = openCart(input({ cart: cartOf(hostingRow(), emptyMailboxRow()) }));
    await cart.settled();
    expect(cart.row(ROW_EMPTY_MAILBOX)).toBeUndefined();
    expect(cart.saves).toHaveLength(1);
    expect(cart.saves[0]?.items.map((item) => item.row_id)).toEqual([ROW_HOSTING]);
  });

  it('a failed save is reported with the generic error', async () => {
    const cart = openCart(input({ cart: cartOf(hostingRow(), emptyMailboxRow()) }), { saveFails: true });
    await cart.settled();
    expect(cart.actor.getSnapshot().matches({ screen: 'idle' })).toBe(true);
    expect(cart.notices()).toContainEqual(expect.objectContaining({ title: 'error.something_went_wrong' }));
  });

  it('emptying the cart asks first; cancelling keeps every row', async () => {
    const cart = openCart(input());
    await cart.settled();
    const rows = cart.actor.getSnapshot().context.cart.items;
    const saves = cart.saves.length;
    cart.send({ type: 'CART.EMPTY_REQUESTED' });
    expect(cart.actor.getSnapshot().matches({ screen: 'confirmEmpty' })).toBe(true);
    expect(cart.actor.getSnapshot().context.cart.items).toEqual(rows);
    cart.send({ type: 'CART.EMPTY_CANCELLED' });
    await cart.settled();
    expect(cart.actor.getSnapshot().matches({ screen: 'idle' })).toBe(true);
    expect(cart.actor.getSnapshot().context.cart.items).toEqual(rows);
    expect(cart.saves.length).toBe(saves);
  });

  it('emptying the cart, once confirmed, keeps only rows the actor may not edit', async () => {
    const cart = openCart(input());
    await cart.settled();
    cart.send({ type: 'CART.EMPTY_REQUESTED' });
    cart.send({ type: 'CART.EMPTY_CONFIRMED' });
    await cart.settled();
    expect(cart.actor.getSnapshot().context.cart.items).toEqual([]);
    expect(cart.saves.at(-1)).toEqual({ items: [] });
  });
});

describe('cart: required fields', () => {
  it('a product that requires a domain but has none shows the missing-domain modal with a button to domain selection', async () => {
    const cart = openCart(input({ cart: cartOf(shopRow()) }));
    await cart.settled();
    const shown = cart.actor.getSnapshot();
    expect(shown.matches({ screen: 'missingDomain' })).toBe(true);
    expect(shown.getMeta()).toMatchObject({ 'cart.screen': { view: { route: 'cart' } } });

    cart.send({ type: 'REQUIREMENT.FIX_REQUESTED' });
    const done = cart.actor.getSnapshot();
    expect(done.status).toBe('done');
    expect(done.output?.next).toEqual({ route: 'domainsLookup', query: { id: ROW_SHOP } });
  });

  it('missing non-postponed fields show a notice with a button back to the product fields', async () => {
    const cart = openCart(input({ cart: cartOf(formRow()) }));
    await cart.settled();
    expect(cart.actor.getSnapshot().matches({ screen: 'missingFields' })).toBe(true);
    cart.send({ type: 'REQUIREMENT.FIX_REQUESTED' });
    expect(cart.actor.getSnapshot().output?.next).toEqual({
      route: 'additionalProductFields',
      query: { id: '60', rowId: ROW_FORM },
    });
  });

  it('a closed notice stays closed until checkout, which asks again', async () => {
    const cart = openCart(input({ cart: cartOf(shopRow()) }));
    await cart.settled();
    cart.send({ type: 'MODAL.CLOSED' });
    expect(cart.actor.getSnapshot().matches({ screen: 'idle' })).toBe(true);
    cart.send({ type: 'CHECKOUT.REQUESTED' });
    expect(cart.actor.getSnapshot().matches({ screen: 'missingDomain' })).toBe(true);
  });
});

describe('cart: promo code', () => {
  it('promo code not found shows the code in the notice', async () => {
    const cart = openCart(input());
    await cart.settled();
    cart.send({ type: 'PROMO.SUBMITTED', code: ' NOPE ' });
    await cart.settled();
    expect(cart.lookups).toEqual([{ code: 'NOPE' }]);
    expect(cart.notices()).toContainEqual(
      expect.objectContaining({
        type: 'error',
        message: 'confirm.manual_promotion_not_found',
        values: { code: 'NOPE' },
      }),
    );
    expect(cart.saves).toHaveLength(0);
  });

  it('too many promo code look-ups: the visitor is asked to wait, not to call support', async () => {
    const cart = openCart(input(), { lookupsUsedUp: true });
    await cart.settled();
    cart.send({ type: 'PROMO.SUBMITTED', code: 'SAVE10' });
    await cart.settled();
    expect(cart.actor.getSnapshot().matches({ screen: 'idle' })).toBe(true);
    expect(cart.notices()).toContainEqual(
      expect.objectContaining({ type: 'warning', message: 'confirm.manual_promotion_too_many_attempts' }),
    );
    expect(cart.notices()).not.toContainEqual(expect.objectContaining({ message: 'error.generic' }));
  });

  it('a code found but applying to nothing in the cart says so with the code', async () => {
    const cart = openCart(input());
    await cart.settled();
    cart.send({ type: 'PROMO.SUBMITTED', code: 'OTHER' });
    await cart.settled();
    expect(cart.notices()).toContainEqual(
      expect.objectContaining({
        message: 'confirm.manual_promotion_not_applicable',
        values: { code: 'OTHER' },
      }),
    );
  });

  it('an applicable code goes onto the cart, which is saved', async () => {
    const plain = hostingRow();
    const cart = openCart(
      input({ cart: cartOf({ ...plain, product: { ...plain.product, promotion: null } }) }),
    );
    await cart.settled();
    expect(cart.row(ROW_HOSTING)?.product.promotion).toBeNull();
    cart.send({ type: 'PROMO.SUBMITTED', code: 'save10' });
    await cart.settled();
    expect(cart.notices()).toContainEqual(
      expect.objectContaining({ message: 'confirm.manual_promotion_applied', values: { code: 'SAVE10' } }),
    );
    expect(cart.row(ROW_HOSTING)?.product.promotion).toBe('SAVE10');
    expect(cart.saves.at(-1)?.items[0]?.product.promotion).toBe('SAVE10');
  });

  it('a code that replaces another says which one no longer applies, instead of a plain "applied"', async () => {
    const plain = hostingRow();
    const earlier = { ...SAVE10, id: 99, code: 'EARLIER' };
    const cart = openCart(
      input({
        catalogue: withPromotion(shop(), earlier),
        cart: cartOf({ ...plain, product: { ...plain.product, promotion: 'EARLIER' } }),
      }),
    );
    await cart.settled();
    cart.send({ type: 'PROMO.SUBMITTED', code: 'SAVE10' });
    await cart.settled();
    expect(cart.row(ROW_HOSTING)?.product.promotion).toBe('SAVE10');
    expect(cart.notices()).toContainEqual(
      expect.objectContaining({
        message: 'confirm.manual_promotion_replaced',
        values: { replaced: 'EARLIER', count: 1, code: 'SAVE10' },
      }),
    );
    expect(cart.notices()).not.toContainEqual(
      expect.objectContaining({ message: 'confirm.manual_promotion_applied' }),
    );
  });

  it('redeem is disabled while the code is empty', async () => {
    const cart = openCart(input());
    await cart.settled();
    cart.send({ type: 'PROMO.SUBMITTED', code: '   ' });
    expect(cart.actor.getSnapshot().matches({ screen: 'idle' })).toBe(true);
    expect(cart.lookups).toEqual([]);
  });
});

describe('cart: modules and details', () => {
  it("a module is chosen and 'None' removes it", async () => {
    const cart = openCart(input());
    await cart.settled();
    cart.send({ type: 'MODULE.CHOSEN', rowId: ROW_HOSTING, groupId: 2, addonId: LINUX.id });
    await cart.settled();
    expect(addonIds(cart.actor.getSnapshot().context.cart.items, ROW_HOSTING)).toContain(LINUX.id);
    cart.send({ type: 'MODULE.CHOSEN', rowId: ROW_HOSTING, groupId: 2, addonId: null });
    await cart.settled();
    expect(addonIds(cart.actor.getSnapshot().context.cart.items, ROW_HOSTING)).not.toContain(LINUX.id);
    expect(cart.saves).toHaveLength(2);
  });

  it('each navigation hides the open modal', async () => {
    const cart = openCart(input());
    await cart.settled();
    cart.send({ type: 'DETAILS.OPENED', rowId: ROW_HOSTING });
    expect(cart.actor.getSnapshot().context.detailsRowId).toBe(ROW_HOSTING);
    cart.send(entered('cart'));
    expect(cart.actor.getSnapshot().matches({ screen: 'idle' })).toBe(true);
    expect(cart.actor.getSnapshot().context.detailsRowId).toBeNull();
  });
});

describe('cart: links and route guards', () => {
  it('customer updating a draft cannot go to categories: redirected to the cart', async () => {
    const cart = openCart(input({ cart: cartOf(hostingRow({ preconfigured: true })), actor: draftCustomer }));
    await cart.settled();
    cart.send(entered('categories'));
    const snapshot = cart.actor.getSnapshot();
    expect(snapshot.status).toBe('active');
    expect(snapshot.matches({ screen: 'idle' })).toBe(true);
    expect(snapshot.getMeta()).toMatchObject({ 'cart.screen': { view: { route: 'cart' } } });
    // Nor may they use the add-product or add-domain links, or change the preconfigured row.
    cart.send({ type: 'PRODUCT.ADD_REQUESTED' });
    cart.send({ type: 'DOMAIN.ADD_REQUESTED', rowId: ROW_HOSTING });
    cart.send({ type: 'TERM.CHANGE_REQUESTED', rowId: ROW_HOSTING });
    expect(cart.actor.getSnapshot().matches({ screen: 'idle' })).toBe(true);
  });

  it('popular addons without upsells go to the root', async () => {
    const cart = openCart(input());
    await cart.settled();
    cart.send(entered('popularAddons', { id: ROW_MAILBOX }));
    expect(cart.actor.getSnapshot().output?.next).toEqual({ route: 'categories', replace: true });
  });

  it('popular addons without an id go to the root', async () => {
    const cart = openCart(input());
    await cart.settled();
    cart.send(entered('popularAddons'));
    expect(cart.actor.getSnapshot().output?.next).toEqual({ route: 'categories', replace: true });
  });

  it('a query id naming no cart row goes to categories, except on the lookup', async () => {
    const unknown = openCart(input());
    await unknown.settled();
    unknown.send(entered('periodsMaturity', { id: ROW_UNKNOWN }));
    expect(unknown.actor.getSnapshot().output?.next).toEqual({ route: 'categories', replace: true });

    const lookup = openCart(input());
    await lookup.settled();
    lookup.send(entered('domainsLookup', { id: ROW_UNKNOWN }));
    expect(lookup.actor.getSnapshot().output?.next).toMatchObject({ route: 'domainsLookup' });
  });

  it('addon reselection stores the parent item and forwards to the addon screen', async () => {
    const cart = openCart(input());
    await cart.settled();
    cart.send(entered('addonReselectionStandardAddons', { id: ROW_HOSTING }));
    expect(cart.actor.getSnapshot().output).toMatchObject({
      next: { route: 'addons', params: {}, query: { id: ROW_HOSTING } },
      parentRowId: ROW_HOSTING,
    });
    // The cart goes along, so the next area starts from it.
    expect(cart.actor.getSnapshot().output?.cart).toEqual(cart.actor.getSnapshot().context.cart);
  });

  it('the change-addons link is offered only for a row with addons to choose', async () => {
    const cart = openCart(input({ cart: cartOf(hostingRow(), shopRow()) }));
    await cart.settled();
    // The shop row misses its required domain: the notice opens first; the visitor closes it.
    cart.send({ type: 'MODAL.CLOSED' });
    const snapshot = cart.actor.getSnapshot();
    expect(snapshot.can({ type: 'ADDONS.CHANGE_REQUESTED', rowId: ROW_HOSTING })).toBe(true);
    expect(snapshot.can({ type: 'ADDONS.CHANGE_REQUESTED', rowId: ROW_SHOP })).toBe(false);
  });

  it('the cart links hand over with the row id', async () => {
    const links: [CartEvent, unknown][] = [
      [
        { type: 'ADDONS.CHANGE_REQUESTED', rowId: ROW_HOSTING },
        { route: 'addonReselectionStandardAddons', query: { id: ROW_HOSTING } },
      ],
      [
        { type: 'UPSELLS.CUSTOMIZE_REQUESTED', rowId: ROW_HOSTING },
        { route: 'popularAddons', query: { id: ROW_HOSTING } },
      ],
      [
        { type: 'DOMAIN.ADD_REQUESTED', rowId: ROW_HOSTING },
        { route: 'domainsLookup', query: { id: ROW_HOSTING, returnToCart: 'true' } },
      ],
      [{ type: 'PRODUCT.ADD_REQUESTED' }, { route: 'categories' }],
    ];
    for (const [event, next] of links) {
      const cart = openCart(input());
      await cart.settled();
      cart.send(event);
      expect(cart.actor.getSnapshot().output?.next).toEqual(next);
    }
  });

  it('a navigation validates the cart first and saves it before handing over if it changed', async () => {
    const cart = openCart(input());
    await cart.settled();
    // The visitor navigates while the module change is still being saved.
    cart.send({ type: 'MODULE.CHOSEN', rowId: ROW_HOSTING, groupId: 2, addonId: LINUX.id });
    cart.send(entered('products', {}));
    expect(cart.actor.getSnapshot().matches('persisting')).toBe(true);
    await cart.settled();
    expect(cart.actor.getSnapshot().output?.next).toMatchObject({ route: 'products' });
    expect(addonIds(cart.saves.at(-1)?.items ?? [], ROW_HOSTING)).toContain(LINUX.id);
  });
});

describe('cart: checkout and order drafts', () => {
  it("sales agent's checkout button saves the draft and leaves for the drafts page", async () => {
    const cart = openCart(input({ actor: salesAgent, orderDraftId: 7 }));
    await cart.settled();
    cart.send({ type: 'CHECKOUT.REQUESTED' });
    expect(cart.actor.getSnapshot().matches({ screen: 'savingDraft' })).toBe(true);
    await cart.settled();
    expect(cart.drafts).toHaveLength(1);
    expect(cart.emitted).toContainEqual({ type: 'leave', url: '/nova/resources/session-order-drafts/7' });
    expect(cart.actor.getSnapshot().status).toBe('active');
  });

  it('an outside admin panel (ADMIN_PANEL_URL) gets the saved draft', async () => {
    const cart = openCart(
      input({ actor: salesAgent, orderDraftId: 7, adminPanelUrl: 'https://admin.example.org' }),
    );
    await cart.settled();
    cart.send({ type: 'CHECKOUT.REQUESTED' });
    await cart.settled();
    expect(cart.emitted).toContainEqual({
      type: 'leave',
      url: 'https://admin.example.org/nova/resources/session-order-drafts/7',
    });
  });

  it("a sales agent without an order draft gets 'no order draft' / 'please create order draft'", async () => {
    const cart = openCart(input({ actor: salesAgent, orderDraftId: null }));
    await cart.settled();
    cart.send({ type: 'CHECKOUT.REQUESTED' });
    expect(cart.drafts).toHaveLength(0);
    expect(cart.notices()).toContainEqual(
      expect.objectContaining({
        title: 'order_drafts.no_order_draft',
        message: 'order_drafts.please_create_order_draft',
      }),
    );
  });

  it('checkout starts at login-or-register, basic info without login, logout for an existing customer', async () => {
    const starts: [CartMachineInput['customer'], string][] = [
      [{ existingCustomer: false, loginAllowed: true }, 'loginOrRegister'],
      [{ existingCustomer: false, loginAllowed: false }, 'basicInfo'],
      [{ existingCustomer: true, loginAllowed: true }, 'logout'],
    ];
    for (const [customer, route] of starts) {
      const cart = openCart(input({ customer }));
      await cart.settled();
      cart.send({ type: 'CHECKOUT.REQUESTED' });
      expect(cart.actor.getSnapshot().output?.next).toEqual({ route });
    }
  });

  describe('cancel order (a customer updating a draft)', () => {
    it('ends the draft: an empty cart, adding items allowed again', async () => {
      const cart = openCart(
        input({ cart: cartOf(hostingRow({ preconfigured: true })), actor: draftCustomer }),
      );
      expect(cart.actor.getSnapshot().can({ type: 'DRAFT.CANCEL_REQUESTED' })).toBe(true);
      expect(cart.actor.getSnapshot().can({ type: 'PRODUCT.ADD_REQUESTED' })).toBe(false);
      cart.send({ type: 'DRAFT.CANCEL_REQUESTED' });
      await cart.settled();
      const { context } = cart.actor.getSnapshot();
      expect(context.cart.items).toEqual([]);
      expect(context.actor.hasDraftSession).toBe(false);
      expect(cart.actor.getSnapshot().can({ type: 'PRODUCT.ADD_REQUESTED' })).toBe(true);
    });

    it('says so when the draft cannot be cancelled, and keeps the rows', async () => {
      const cart = openCart(
        input({ cart: cartOf(hostingRow({ preconfigured: true })), actor: draftCustomer }),
        {
          cancelFails: true,
        },
      );
      cart.send({ type: 'DRAFT.CANCEL_REQUESTED' });
      await cart.settled();
      expect(cart.notices().map((notice) => notice.message)).toEqual(['order_drafts.unable_to_cancel']);
      expect(cart.actor.getSnapshot().context.cart.items).toHaveLength(1);
    });

    it('a draft the server no longer knows: the does-not-exist notice, the button goes, the rows stay', async () => {
      const cart = openCart(
        input({ cart: cartOf(hostingRow({ preconfigured: true })), actor: draftCustomer }),
        { draftGone: true },
      );
      cart.send({ type: 'DRAFT.CANCEL_REQUESTED' });
      await cart.settled();
      expect(cart.notices().map((notice) => notice.message)).toEqual(['order_drafts.draft_does_not_exist']);
      expect(cart.actor.getSnapshot().can({ type: 'DRAFT.CANCEL_REQUESTED' })).toBe(false);
      expect(cart.actor.getSnapshot().context.cart.items).toHaveLength(1);
    });

    it('is not offered to visitors without a draft or to sales agents', () => {
      expect(openCart(input()).actor.getSnapshot().can({ type: 'DRAFT.CANCEL_REQUESTED' })).toBe(false);
      expect(
        openCart(input({ actor: salesAgent }))
          .actor.getSnapshot()
          .can({ type: 'DRAFT.CANCEL_REQUESTED' }),
      ).toBe(false);
    });
  });
});
