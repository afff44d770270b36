import type { RouteTarget } from '@machines/shared/routes';
import type { AreaName } from '@machines/wizard/route-areas';
import type { AreaMachines } from '@machines/wizard/types';
import type { WizardAreas } from '@machines/wizard/wizard.machine';
import type { QueryClient } from '@tanstack/react-query';
import type { PutCart } from './actors/put-cart';
import type { AreaTarget } from './area-target';
import { type DeferredLogic, deferredLogic } from './deferred-logic';

type Fetchers = { [Area in AreaName]: () => Promise<AreaMachines[Area]> };
type Targets = Partial<Record<AreaName, AreaTarget>>;

/** The wizard's areas as the app runs them, and the route target each running area asks for. */
export interface AppAreas extends WizardAreas {
  /** The target of the area's snapshot (null where the area has none: see area-target.ts). */
  targetOf(area: AreaName, snapshot: unknown): RouteTarget | null;
}
type Deferred = { [Area in AreaName]: DeferredLogic<AreaMachines[Area]> };

/**
 * Each area's machine with the app's real calls (one file per area in ./actors), loaded when the
 * wizard first enters the area: each is a chunk of its own, so a first visit downloads only the
 * statecharts of the screen it opens. The cart saver is one for all areas (it follows the cart the
 * wizard works from).
 */
function fetchers(queryClient: QueryClient, targets: Targets): Fetchers {
  let putCart: Promise<PutCart> | null = null;
  const sharedPutCart = () => {
    putCart ??= import('./actors/put-cart').then(({ putCartWith }) => putCartWith(queryClient));
    return putCart;
  };
  /** An area's module and the shared cart saver, fetched side by side, not one after the other. */
  const withPutCart = <Module>(module: Promise<Module>) => Promise.all([module, sharedPutCart()]);
  return {
    productSelection: async () => {
      const [area, putCart] = await withPutCart(import('./actors/product-selection'));
      targets.productSelection = area.productSelectionTarget;
      return area.providedProductSelection(putCart);
    },
    domainLookup: async () => {
      const [area, putCart] = await withPutCart(import('./actors/domain-lookup'));
      targets.domainLookup = area.domainLookupTarget;
      return area.providedDomainLookup(putCart);
    },
    cart: async () => {
      const [area, putCart] = await withPutCart(import('./actors/cart'));
      return area.providedCart(putCart, queryClient);
    },
    postfill: async () => {
      const [area, putCart] = await withPutCart(import('./actors/postfill'));
      targets.postfill = area.postfillTarget;
      return area.providedPostfill(putCart);
    },
    checkout: async () => (await import('./actors/checkout')).providedCheckout(queryClient),
    confirm: async () => {
      const [area, putCart] = await withPutCart(import('./actors/payment'));
      return area.providedConfirm(queryClient, putCart);
    },
    sms: async () => (await import('./actors/sms')).providedSms(),
    sessionRestore: async () => (await import('./actors/session')).providedSessionRestore(queryClient),
    continueDraft: async () => (await import('./actors/session')).providedContinueDraft(queryClient),
    oauth: async () => {
      const [area, putCart] = await withPutCart(import('./actors/session'));
      return area.providedOauth(queryClient, putCart);
    },
  };
}

/** The wizard's areas as the app runs them: each loaded on first entry (see `deferredLogic`). */
export function appAreas(queryClient: QueryClient): AppAreas {
  const targets: Targets = {};
  const fetch = fetchers(queryClient, targets);
  const defer = <Area extends AreaName>(area: Area) => deferredLogic(fetch[area]);
  const deferred: Deferred = {
    productSelection: defer('productSelection'),
    domainLookup: defer('domainLookup'),
    cart: defer('cart'),
    postfill: defer('postfill'),
    checkout: defer('checkout'),
    confirm: defer('confirm'),
    sms: defer('sms'),
    sessionRestore: defer('sessionRestore'),
    continueDraft: defer('continueDraft'),
    oauth: defer('oauth'),
  };
  return {
    machines: {
      productSelection: deferred.productSelection.logic,
      domainLookup: deferred.domainLookup.logic,
      cart: deferred.cart.logic,
      postfill: deferred.postfill.logic,
      checkout: deferred.checkout.logic,
      confirm: deferred.confirm.logic,
      sms: deferred.sms.logic,
      sessionRestore: deferred.sessionRestore.logic,
      continueDraft: deferred.continueDraft.logic,
      oauth: deferred.oauth.logic,
    },
    isLoaded: (area) => deferred[area].isLoaded(),
    load: (area) => deferred[area].load(),
    targetOf: (area, snapshot) => targets[area]?.(snapshot) ?? null,
  };
}
