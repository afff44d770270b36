import type { CatalogueContext } from '@domain/catalogue-context';
import { activeArea, currentView } from '@machines/wizard/selectors';
import type { WizardEmitted, WizardEvent } from '@machines/wizard/types';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { promotion } from '../../domain/cart/fixtures';
import { inOtherLanguage } from '../support/catalogue-refresh';
import {
  address,
  basicInfo,
  brandLogin,
  cartOf,
  entered,
  existingCustomer,
  hostingRow,
  newCustomer,
  providedWizard,
  session,
} from './fixtures';

/** The catalogue the running cart area shows its rows with. */
function cartCatalogue(actor: ReturnType<typeof startWizard>['actor']): CatalogueContext | undefined {
  const snapshot = actor.getSnapshot().children.cart?.getSnapshot();
  return snapshot && 'context' in snapshot
    ? (snapshot.context as { catalogue?: CatalogueContext }).catalogue
    : undefined;
}

function startWizard(input = session()) {
  const actor = createActor(providedWizard(), { input });
  const emitted: WizardEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

describe('wizard', () => {
  it('deep link /cart with an empty cart shows the cart area', () => {
    const { actor } = startWizard(session({ cart: cartOf() }));
    actor.send(entered('cart'));
    const snapshot = actor.getSnapshot();
    expect(activeArea(snapshot)).toBe('cart');
    expect(snapshot.children.cart).toBeDefined();
    expect(currentView(snapshot)).toEqual({ route: 'cart', title: 'cart.title', breadcrumb: 'cart' });
  });

  it('from the cart, checkout requested by a new visitor ends in the checkout area (login or register)', async () => {
    const { actor, emitted } = startWizard();
    actor.send(entered('cart'));
    await waitFor(actor, (snapshot) => currentView(snapshot)?.route === 'cart');
    actor.send({ type: 'CHECKOUT.REQUESTED' });
    const snapshot = await waitFor(actor, (s) => activeArea(s) === 'checkout');
    expect(snapshot.children.cart).toBeUndefined();
    expect(currentView(snapshot)?.route).toBe('loginOrRegister');
    expect(emitted).toContainEqual({ type: 'navigate', target: { route: 'loginOrRegister' } });
  });

  it('without login offered, checkout requested by a new visitor ends in basic info', async () => {
    const { actor } = startWizard(session({ brand: brandLogin(false) }));
    actor.send(entered('cart'));
    await waitFor(actor, (snapshot) => currentView(snapshot)?.route === 'cart');
    actor.send({ type: 'CHECKOUT.REQUESTED' });
    const snapshot = await waitFor(actor, (s) => activeArea(s) === 'checkout');
    expect(currentView(snapshot)?.route).toBe('basicInfo');
  });

  it('facts the app loads again (login no longer offered) reach the next area, not the running one', async () => {
    const { actor } = startWizard();
    actor.send(entered('cart'));
    await waitFor(actor, (snapshot) => currentView(snapshot)?.route === 'cart');
    actor.send({ type: 'FACTS.REFRESHED', facts: { brand: brandLogin(false) } });
    expect(activeArea(actor.getSnapshot())).toBe('cart');
    actor.send({ type: 'CHECKOUT.REQUESTED' });
    const snapshot = await waitFor(actor, (s) => activeArea(s) === 'checkout');
    expect(currentView(snapshot)?.route).toBe('basicInfo');
  });

  it('an offer loaded again in another language reaches the running area, which keeps its promotions', async () => {
    const input = session();
    const known = [promotion('SAVE10')];
    const { actor } = startWizard({ ...input, catalogue: { ...input.catalogue, promotions: known } });
    actor.send(entered('cart'));
    await waitFor(actor, (snapshot) => currentView(snapshot)?.route === 'cart');
    const cart = actor.getSnapshot().children.cart;
    const original = Object.values(input.catalogue.productsById)[0];
    const productId = original?.id;
    expect(original).toBeDefined();

    actor.send({ type: 'FACTS.REFRESHED', facts: { catalogue: inOtherLanguage(input.catalogue) } });

    expect(actor.getSnapshot().children.cart).toBe(cart);
    const shown = cartCatalogue(actor);
    expect(shown?.productsById[productId ?? 0]?.name).toBe(`${original?.name} (Deutsch)`);
    expect(shown?.promotions).toEqual(known);
  });

  it("facts loaded again with the same offer (a login) leave the running area's catalogue as it is", async () => {
    const input = session();
    const { actor } = startWizard(input);
    actor.send(entered('cart'));
    await waitFor(actor, (snapshot) => currentView(snapshot)?.route === 'cart');
    const before = cartCatalogue(actor);

    actor.send({ type: 'FACTS.REFRESHED', facts: { catalogue: { ...input.catalogue, promotions: [] } } });

    expect(cartCatalogue(actor)).toBe(before);
  });

  it('a route owned by another area switches areas', () => {
    const { actor } = startWizard();
    actor.send(entered('cart'));
    const cart = actor.getSnapshot().children.cart;
    expect(cart).toBeDefined();
    actor.send(entered('basicInfo'));
    const snapshot = actor.getSnapshot();
    expect(activeArea(snapshot)).toBe('checkout');
    expect(snapshot.children.cart).toBeUndefined();
    expect(cart?.getSnapshot().status).toBe('stopped');
    expect(currentView(snapshot)?.route).toBe('basicInfo');
  });

  it('a route of the active area is forwarded to it (the area stays the same actor)', () => {
    const { actor } = startWizard(session({ customer: newCustomer({ basicInfo, address }) }));
    actor.send(entered('basicInfo'));
    const checkout = actor.getSnapshot().children.checkout;
    actor.send(entered('address'));
    expect(actor.getSnapshot().children.checkout).toBe(checkout);
    expect(currentView(actor.getSnapshot())?.route).toBe('address');
  });

  it("an area's final output makes the wizard emit navigate with that target", () => {
    const { actor, emitted } = startWizard(session({ brand: brandLogin(false) }));
    actor.send(entered('basicInfo'));
    actor.send({ type: 'STEP.BACK' });
    // Back from basic info ends checkout with { next: { route: 'cart' } }.
    expect(emitted).toContainEqual({ type: 'navigate', target: { route: 'cart' } });
    expect(activeArea(actor.getSnapshot())).toBe('cart');
    expect(currentView(actor.getSnapshot())?.route).toBe('cart');
  });

  it('the cart an area hands back is the one the next area starts with (its last snapshot may not arrive)', () => {
    const { actor } = startWizard(session({ cart: cartOf() }));
    actor.send(entered('cart'));
    const handedBack = cartOf(hostingRow());
    // The area's done event as XState delivers it (not a user event, hence the cast).
    const done = {
      type: 'xstate.done.actor.cart',
      output: { next: { route: 'basicInfo' }, cart: handedBack },
    };
    actor.send(done as unknown as WizardEvent);
    expect(actor.getSnapshot().context.cart).toEqual(handedBack);
  });

  it('promotions an area hands back (a promo code found on the server) are known to the next area', () => {
    const { actor } = startWizard(session({ cart: cartOf() }));
    actor.send(entered('cart'));
    const found = promotion('LINK10');
    const done = {
      type: 'xstate.done.actor.cart',
      output: { next: { route: 'basicInfo' }, cart: cartOf(), promotions: [found] },
    };
    actor.send(done as unknown as WizardEvent);
    expect(actor.getSnapshot().context.catalogue.promotions).toEqual([found]);
    // An output without promotions keeps what the wizard knows.
    actor.send(entered('cart'));
    actor.send({
      type: 'xstate.done.actor.cart',
      output: { next: { route: 'basicInfo' } },
    } as unknown as WizardEvent);
    expect(actor.getSnapshot().context.catalogue.promotions).toEqual([found]);
  });

  it("re-emits the areas' notices", () => {
    const { actor, emitted } = startWizard(
      session({ actor: { isSalesAgent: true, hasDraftSession: true }, orderDraftId: null }),
    );
    actor.send(entered('cart'));
    actor.send({ type: 'CHECKOUT.REQUESTED' });
    expect(emitted.some((event) => event.type === 'notify')).toBe(true);
  });

  it('checkout reaching the confirm step hands over to the confirm area with the saved payment', async () => {
    const { actor, emitted } = startWizard(session({ customer: newCustomer({ basicInfo, address }) }));
    actor.send(entered('payment'));
    expect(currentView(actor.getSnapshot())?.route).toBe('payment');
    actor.send({
      type: 'PAYMENT.SUBMITTED',
      values: {
        type: 'sepa',
        holder: 'Erika Mustermann',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        bank: null,
        permission: true,
      },
    });
    const snapshot = await waitFor(actor, (s) => activeArea(s) === 'confirm');
    expect(currentView(snapshot)?.route).toBe('confirm');
    expect(snapshot.context.paymentOption?.type).toBe('sepa');
    expect(emitted).toContainEqual({ type: 'navigate', target: { route: 'confirm' } });
  });

  it('a logout forgets the existing customer: confirm is refused and the next checkout starts as a new customer', async () => {
    const { actor } = startWizard(session({ customer: existingCustomer }));
    actor.send(entered('cart'));
    await waitFor(actor, (snapshot) => currentView(snapshot)?.route === 'cart');
    actor.send({ type: 'CHECKOUT.REQUESTED' });
    await waitFor(actor, (snapshot) => currentView(snapshot)?.route === 'logout');
    actor.send({ type: 'LOGOUT.CHOSEN' });
    const loggedOut = await waitFor(actor, (snapshot) => currentView(snapshot)?.route === 'loginOrRegister');
    expect(loggedOut.context.customer).toBeNull();

    actor.send(entered('confirm'));
    expect(actor.getSnapshot().context.customer).toBeNull();
    await waitFor(actor, (snapshot) => currentView(snapshot)?.route === 'categories');
    actor.send(entered('cart'));
    await waitFor(actor, (snapshot) => currentView(snapshot)?.route === 'cart');
    actor.send({ type: 'CHECKOUT.REQUESTED' });
    const again = await waitFor(actor, (snapshot) => activeArea(snapshot) === 'checkout');
    expect(currentView(again)?.route).toBe('loginOrRegister');
  });

  it('a login on login-or-register reaches confirm through postfill, before the app fetched the customer', async () => {
    const { actor } = startWizard();
    actor.send(entered('cart'));
    await waitFor(actor, (snapshot) => currentView(snapshot)?.route === 'cart');
    actor.send({ type: 'CHECKOUT.REQUESTED' });
    await waitFor(actor, (snapshot) => currentView(snapshot)?.route === 'loginOrRegister');
    actor.send({ type: 'LOGIN.COMPLETED', customer: existingCustomer });
    const confirm = await waitFor(actor, (snapshot) => activeArea(snapshot) === 'confirm');
    expect(confirm.context.customer?.customer_number).toBe(existingCustomer.customer_number);
    expect(currentView(confirm)?.route).toBe('confirm');
  });

  it('routes without an area are plain screens', () => {
    const { actor } = startWizard();
    actor.send(entered('categories'));
    expect(currentView(actor.getSnapshot())).toEqual({ route: 'categories', title: 'categories.title' });
    actor.send(entered('notFound'));
    expect(currentView(actor.getSnapshot())?.route).toBe('notFound');
    expect(activeArea(actor.getSnapshot())).toBeNull();
  });
});
