import { ROUTES, type RouteId } from '@machines/shared/routes';
import { activeArea, currentView } from '@machines/wizard/selectors';
import type { WizardEvent } from '@machines/wizard/types';
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  stringifySearchWith,
} from '@tanstack/react-router';
import { areaTargetOf } from '@web/wizard/app-wizard';
import { bindRouterToWizard } from '@web/wizard/sync';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { cartOf, providedWizard, session } from '../machines/wizard/fixtures';

/**
 * The router binding (src/web/wizard/sync.ts) between a TanStack router on a memory history and
 * the real wizard, whose areas' server calls a fake answers at once. What is checked is what the
 * visitor sees in the address bar and with the back button, and what the wizard is told.
 */

const SCREENS: readonly RouteId[] = ['categories', 'cart', 'loginOrRegister', 'basicInfo'];

/** The app's routes for the screens above: the wizard's route id as static data, the query as given. */
function routeTree() {
  const root = createRootRoute();
  const screens: AnyRoute[] = SCREENS.map((id) =>
    createRoute({
      getParentRoute: () => root,
      path: ROUTES[id],
      staticData: { wizardRoute: id },
      validateSearch: (search: Record<string, unknown>) => search,
    }),
  );
  return root.addChildren(screens);
}

// The router runs as in a browser tab (it takes a missing window for server rendering, which does
// not navigate); of the window it reads only its origin here.
beforeAll(() => {
  vi.stubGlobal('window', { origin: 'http://shop.test' });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const running: (() => void)[] = [];
afterEach(() => {
  for (const stop of running.splice(0)) stop();
});

/** A tab opened on `url`: the router resolves it, then the wizard starts and is bound to it. */
async function openTab(url: string, input = session()) {
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({
    routeTree: routeTree(),
    history,
    stringifySearch: stringifySearchWith(JSON.stringify),
    isServer: false,
  });
  // What RouterProvider does in the app: every change of the history is resolved by the router.
  const unlisten = history.subscribe(() => void router.load());
  await router.load();
  /** Every navigation the wizard is told of (route ids, in order). */
  const entered: string[] = [];
  const wizard = createActor(providedWizard(), {
    input,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.event' || inspection.actorRef !== wizard) return;
      const event = inspection.event as WizardEvent;
      if (event.type === 'ROUTE.ENTERED') entered.push(event.route);
    },
  });
  wizard.start();
  const unbind = bindRouterToWizard(router, wizard, areaTargetOf);
  running.push(() => {
    unlisten();
    unbind();
    wizard.stop();
  });
  const shows = async (path: string) => {
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(path));
    await vi.waitFor(() => expect(router.state.status).toBe('idle'));
  };
  return { history, router, wizard, entered, shows };
}

describe('router binding', () => {
  it("a deep link is the wizard's first navigation: its area shows the screen of the URL", async () => {
    const tab = await openTab('/cart?foo=1');
    expect(tab.entered).toEqual(['cart']);
    expect(activeArea(tab.wizard.getSnapshot())).toBe('cart');
    expect(currentView(tab.wizard.getSnapshot())?.route).toBe('cart');
    expect(tab.history.length).toBe(1);
  });

  it('a step the machine takes after a user event is a new entry, and its arrival is not reported back', async () => {
    const tab = await openTab('/cart');
    tab.wizard.send({ type: 'CHECKOUT.REQUESTED' });
    await tab.shows(ROUTES.loginOrRegister);
    expect(tab.history.length).toBe(2);
    expect(activeArea(tab.wizard.getSnapshot())).toBe('checkout');
    // The wizard gave the route to its area itself: the router's arrival there is no new entry.
    expect(tab.entered).toEqual(['cart']);
  });

  it('back and forward are navigations of the visitor: the wizard follows them', async () => {
    const tab = await openTab('/cart');
    tab.wizard.send({ type: 'CHECKOUT.REQUESTED' });
    await tab.shows(ROUTES.loginOrRegister);

    tab.history.back();
    await tab.shows(ROUTES.cart);
    await vi.waitFor(() => expect(activeArea(tab.wizard.getSnapshot())).toBe('cart'));
    expect(tab.entered).toEqual(['cart', 'cart']);

    tab.history.forward();
    await tab.shows(ROUTES.loginOrRegister);
    await vi.waitFor(() => expect(currentView(tab.wizard.getSnapshot())?.route).toBe('loginOrRegister'));
    expect(tab.entered).toEqual(['cart', 'cart', 'loginOrRegister']);
    expect(tab.history.length).toBe(2);
  });

  it('a URL the wizard refuses is replaced by where it sends the visitor, so Back does not return to it', async () => {
    const tab = await openTab('/cart', session({ cart: cartOf() }));
    await tab.router.navigate({ href: ROUTES.basicInfo });
    // Checkout's route guard: basic info needs items, so to the root (the categories), replacing
    // the refused URL.
    await tab.shows(ROUTES.categories);
    expect(tab.entered).toEqual(['cart', 'basicInfo']);
    expect(tab.history.length).toBe(2);
    expect(currentView(tab.wizard.getSnapshot())?.route).toBe('categories');

    tab.history.back();
    await tab.shows(ROUTES.cart);
    expect(tab.entered).toEqual(['cart', 'basicInfo', 'cart']);
  });

  it('a link the visitor follows to the screen already on show does not add an entry', async () => {
    const tab = await openTab('/cart');
    await tab.router.navigate({ href: ROUTES.cart });
    await tab.shows(ROUTES.cart);
    expect(tab.history.length).toBe(1);
    expect(tab.entered).toEqual(['cart']);
  });
});
