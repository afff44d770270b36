import { ROUTES, type RouteId } from '@machines/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import { categoriesQuery, productsQuery } from '@web/api/queries/catalogue';
import { promotionsQuery } from '@web/api/queries/promotions';
import { showCatalogueParts, vatQuery } from '@web/api/queries/session';
import { Layout } from '@web/layout/Layout';
import { ForwardingScreen } from '@web/screens/forwarding/ForwardingScreen';
import { screenLoader, screenParts } from '@web/screens/registry';
import { keepAppReferrer } from '@web/storage/app-referrer';
import {
  categoriesSearch,
  customerSearch,
  domainSearch,
  noSearch,
  oauthSearch,
  paymentReturnSearch,
  postfillSearch,
  productFieldsSearch,
  productsSearch,
  sanitisePathId,
  sanitiseSlug,
  sessionCodeSearch,
  stepSearch,
} from './search/schemas';

export interface RouterContext {
  queryClient: QueryClient;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The wizard's id of the screen this route shows (machines/shared/routes.ts). */
    wizardRoute?: RouteId;
  }
}

const toCategories = () => {
  throw redirect({ to: '/categories', replace: true });
};

/** A partner's link (`?referrer=`): its referrer is kept for the order (src/web/storage/app-referrer.ts). */
const keepReferrer = {
  onEnter: ({ search }: { search: { referrer?: string | undefined } }) => keepAppReferrer(search.referrer),
  onStay: ({ search }: { search: { referrer?: string | undefined } }) => keepAppReferrer(search.referrer),
};

const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Layout });

/** A route whose wizard step forwards by itself. */
const forwarding = (route: RouteId) =>
  function WizardForwarding() {
    return <ForwardingScreen route={route} />;
  };

/** The route's screen (a `<routeId>.screen.tsx` under src/web/screens), else it only forwards. */
const screenComponent = (route: RouteId) => {
  const load = screenLoader(route);
  return load ? lazyRouteComponent(load, 'Screen') : forwarding(route);
};

const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', beforeLoad: toCategories });

const categoriesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES.categories,
  staticData: { wizardRoute: 'categories' },
  validateSearch: categoriesSearch,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(categoriesQuery);
    void context.queryClient.prefetchQuery(productsQuery());
  },
  component: lazyRouteComponent(() => import('@web/screens/categories/CategoriesScreen'), 'CategoriesScreen'),
});

const productsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES.products,
  staticData: { wizardRoute: 'products' },
  params: {
    parse: (params) => ({ slug: sanitiseSlug(params.slug) }),
    stringify: (params) => ({ slug: params.slug }),
  },
  validateSearch: productsSearch,
  ...keepReferrer,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(categoriesQuery);
    void context.queryClient.prefetchQuery(productsQuery());
    void context.queryClient.prefetchQuery(vatQuery);
    void context.queryClient.prefetchQuery(promotionsQuery);
  },
  component: lazyRouteComponent(() => import('@web/screens/products/ProductsScreen'), 'ProductsScreen'),
});

const screen = (route: RouteId) => ({
  getParentRoute: () => rootRoute,
  staticData: { wizardRoute: route },
  // The texts of the screen's catalogue parts arrive with (not after) its chunk.
  loader: ({ context }: { context: RouterContext }) =>
    showCatalogueParts(context.queryClient, screenParts(route)),
  component: screenComponent(route),
});

const cartRoute = createRoute({ ...screen('cart'), path: ROUTES.cart, validateSearch: noSearch });

// ── Product selection ─────────────────────────────────────────────────────────────────────────
const additionalProductFieldsRoute = createRoute({
  ...screen('additionalProductFields'),
  path: ROUTES.additionalProductFields,
  validateSearch: productFieldsSearch,
});
const popularAddonsRoute = createRoute({
  ...screen('popularAddons'),
  path: ROUTES.popularAddons,
  validateSearch: stepSearch,
});
const addonVariantsRoute = createRoute({
  ...screen('addonVariants'),
  path: ROUTES.addonVariants,
  validateSearch: stepSearch,
});
const promotedAddonsRoute = createRoute({
  ...screen('promotedAddons'),
  path: ROUTES.promotedAddons,
  validateSearch: stepSearch,
});
const addonsRoute = createRoute({ ...screen('addons'), path: ROUTES.addons, validateSearch: stepSearch });
const additionalAddonFieldsRoute = createRoute({
  ...screen('additionalAddonFields'),
  path: ROUTES.additionalAddonFields,
  validateSearch: stepSearch,
});
const additionalPopularAddonFieldsRoute = createRoute({
  ...screen('additionalPopularAddonFields'),
  path: ROUTES.additionalPopularAddonFields,
  validateSearch: stepSearch,
});
const periodsMaturityRoute = createRoute({
  ...screen('periodsMaturity'),
  path: ROUTES.periodsMaturity,
  validateSearch: stepSearch,
});
const periodsIntervalRoute = createRoute({
  ...screen('periodsInterval'),
  path: ROUTES.periodsInterval,
  validateSearch: stepSearch,
});
const addonReselectionPopularAddonsRoute = createRoute({
  ...screen('addonReselectionPopularAddons'),
  path: ROUTES.addonReselectionPopularAddons,
  validateSearch: stepSearch,
});
const addonReselectionAddonVariantsRoute = createRoute({
  ...screen('addonReselectionAddonVariants'),
  path: ROUTES.addonReselectionAddonVariants,
  validateSearch: stepSearch,
});
const addonReselectionPromotedAddonsRoute = createRoute({
  ...screen('addonReselectionPromotedAddons'),
  path: ROUTES.addonReselectionPromotedAddons,
  validateSearch: stepSearch,
});
const addonReselectionStandardAddonsRoute = createRoute({
  ...screen('addonReselectionStandardAddons'),
  path: ROUTES.addonReselectionStandardAddons,
  validateSearch: stepSearch,
});
const contractTransferRoute = createRoute({
  ...screen('contractTransfer'),
  path: ROUTES.contractTransfer,
  params: {
    parse: (params) => ({ transferId: sanitisePathId(params.transferId) }),
    stringify: (params) => ({ transferId: params.transferId }),
  },
  validateSearch: stepSearch,
});

// ── Domains ───────────────────────────────────────────────────────────────────────────────────
const domainRoute = createRoute({ ...screen('domain'), path: ROUTES.domain, validateSearch: domainSearch });
const domainsAddDomainQuestionRoute = createRoute({
  ...screen('domainsAddDomainQuestion'),
  path: ROUTES.domainsAddDomainQuestion,
  validateSearch: domainSearch,
});
const domainsAddProductQuestionRoute = createRoute({
  ...screen('domainsAddProductQuestion'),
  path: ROUTES.domainsAddProductQuestion,
  validateSearch: domainSearch,
});
const domainsLookupRoute = createRoute({
  ...screen('domainsLookup'),
  path: ROUTES.domainsLookup,
  validateSearch: domainSearch,
  ...keepReferrer,
});
const domainsAdditionalFieldsRoute = createRoute({
  ...screen('domainsAdditionalFields'),
  path: ROUTES.domainsAdditionalFields,
  validateSearch: domainSearch,
});

// ── Postfill ──────────────────────────────────────────────────────────────────────────────────
const postfillProductsRoute = createRoute({
  ...screen('postfillProducts'),
  path: ROUTES.postfillProducts,
  validateSearch: postfillSearch,
});
const postfillPopularAddonsRoute = createRoute({
  ...screen('postfillPopularAddons'),
  path: ROUTES.postfillPopularAddons,
  validateSearch: postfillSearch,
});
const postfillAddonsRoute = createRoute({
  ...screen('postfillAddons'),
  path: ROUTES.postfillAddons,
  validateSearch: postfillSearch,
});
const postfillDomainsRoute = createRoute({
  ...screen('postfillDomains'),
  path: ROUTES.postfillDomains,
  validateSearch: postfillSearch,
});

// ── Checkout ──────────────────────────────────────────────────────────────────────────────────
const loginOrRegisterRoute = createRoute({
  ...screen('loginOrRegister'),
  path: ROUTES.loginOrRegister,
  validateSearch: customerSearch,
});
const logoutRoute = createRoute({ ...screen('logout'), path: ROUTES.logout, validateSearch: customerSearch });
const basicInfoRoute = createRoute({
  ...screen('basicInfo'),
  path: ROUTES.basicInfo,
  validateSearch: customerSearch,
});
const addressRoute = createRoute({
  ...screen('address'),
  path: ROUTES.address,
  validateSearch: customerSearch,
});
const paymentRoute = createRoute({
  ...screen('payment'),
  path: ROUTES.payment,
  validateSearch: customerSearch,
});
const confirmRoute = createRoute({
  ...screen('confirm'),
  path: ROUTES.confirm,
  params: {
    parse: (params) => ({ orderCode: params.orderCode ? sanitisePathId(params.orderCode) : undefined }),
    stringify: (params) => ({ orderCode: params.orderCode }),
  },
  validateSearch: paymentReturnSearch,
});
const cancelPaypalSubscriptionRoute = createRoute({
  ...screen('cancelPaypalSubscription'),
  path: ROUTES.cancelPaypalSubscription,
  params: {
    parse: (params) => ({ orderCode: sanitisePathId(params.orderCode) }),
    stringify: (params) => ({ orderCode: params.orderCode }),
  },
  validateSearch: paymentReturnSearch,
});
const smsValidationRoute = createRoute({
  ...screen('smsValidation'),
  path: ROUTES.smsValidation,
  validateSearch: noSearch,
});
const successRoute = createRoute({
  ...screen('success'),
  path: ROUTES.success,
  params: {
    parse: (params) => ({ orderId: sanitisePathId(params.orderId) }),
    stringify: (params) => ({ orderId: params.orderId }),
  },
  validateSearch: noSearch,
});

// ── Session ───────────────────────────────────────────────────────────────────────────────────
const oauthCallbackRoute = createRoute({
  ...screen('oauthCallback'),
  path: ROUTES.oauthCallback,
  validateSearch: oauthSearch,
});
const oauthReadyRoute = createRoute({
  ...screen('oauthReady'),
  path: ROUTES.oauthReady,
  validateSearch: noSearch,
});
const sessionRestoreRoute = createRoute({
  ...screen('sessionRestore'),
  path: ROUTES.sessionRestore,
  validateSearch: sessionCodeSearch,
});
const continuePreconfiguredOrderRoute = createRoute({
  ...screen('continuePreconfiguredOrder'),
  path: ROUTES.continuePreconfiguredOrder,
  validateSearch: sessionCodeSearch,
});
const unauthorizedRoute = createRoute({
  ...screen('unauthorized'),
  path: ROUTES.unauthorized,
  validateSearch: noSearch,
});
const notFoundRoute = createRoute({
  ...screen('notFound'),
  path: ROUTES.notFound,
  validateSearch: noSearch,
});

/** Unknown paths go to the categories screen (spec section 2). */
const unknownRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', beforeLoad: toCategories });

export const routeTree = rootRoute.addChildren([
  indexRoute,
  categoriesRoute,
  productsRoute,
  additionalProductFieldsRoute,
  popularAddonsRoute,
  addonVariantsRoute,
  promotedAddonsRoute,
  addonsRoute,
  additionalAddonFieldsRoute,
  additionalPopularAddonFieldsRoute,
  domainRoute,
  domainsAddDomainQuestionRoute,
  domainsAddProductQuestionRoute,
  domainsLookupRoute,
  domainsAdditionalFieldsRoute,
  periodsMaturityRoute,
  periodsIntervalRoute,
  addonReselectionPopularAddonsRoute,
  addonReselectionAddonVariantsRoute,
  addonReselectionPromotedAddonsRoute,
  addonReselectionStandardAddonsRoute,
  contractTransferRoute,
  cartRoute,
  postfillProductsRoute,
  postfillPopularAddonsRoute,
  postfillAddonsRoute,
  postfillDomainsRoute,
  loginOrRegisterRoute,
  logoutRoute,
  basicInfoRoute,
  addressRoute,
  paymentRoute,
  confirmRoute,
  cancelPaypalSubscriptionRoute,
  smsValidationRoute,
  successRoute,
  oauthCallbackRoute,
  oauthReadyRoute,
  sessionRestoreRoute,
  continuePreconfiguredOrderRoute,
  unauthorizedRoute,
  notFoundRoute,
  unknownRoute,
]);

/** Every wizard route has a router route (a missing one fails the type check). */
const covered = {
  categories: categoriesRoute,
  products: productsRoute,
  additionalProductFields: additionalProductFieldsRoute,
  popularAddons: popularAddonsRoute,
  addonVariants: addonVariantsRoute,
  promotedAddons: promotedAddonsRoute,
  addons: addonsRoute,
  additionalAddonFields: additionalAddonFieldsRoute,
  additionalPopularAddonFields: additionalPopularAddonFieldsRoute,
  domain: domainRoute,
  domainsAddDomainQuestion: domainsAddDomainQuestionRoute,
  domainsAddProductQuestion: domainsAddProductQuestionRoute,
  domainsLookup: domainsLookupRoute,
  domainsAdditionalFields: domainsAdditionalFieldsRoute,
  periodsMaturity: periodsMaturityRoute,
  periodsInterval: periodsIntervalRoute,
  addonReselectionPopularAddons: addonReselectionPopularAddonsRoute,
  addonReselectionAddonVariants: addonReselectionAddonVariantsRoute,
  addonReselectionPromotedAddons: addonReselectionPromotedAddonsRoute,
  addonReselectionStandardAddons: addonReselectionStandardAddonsRoute,
  contractTransfer: contractTransferRoute,
  cart: cartRoute,
  postfillProducts: postfillProductsRoute,
  postfillPopularAddons: postfillPopularAddonsRoute,
  postfillAddons: postfillAddonsRoute,
  postfillDomains: postfillDomainsRoute,
  loginOrRegister: loginOrRegisterRoute,
  logout: logoutRoute,
  basicInfo: basicInfoRoute,
  address: addressRoute,
  payment: paymentRoute,
  confirm: confirmRoute,
  cancelPaypalSubscription: cancelPaypalSubscriptionRoute,
  smsValidation: smsValidationRoute,
  success: successRoute,
  oauthCallback: oauthCallbackRoute,
  oauthReady: oauthReadyRoute,
  sessionRestore: sessionRestoreRoute,
  continuePreconfiguredOrder: continuePreconfiguredOrderRoute,
  unauthorized: unauthorizedRoute,
  notFound: notFoundRoute,
} satisfies Record<RouteId, { fullPath: string }>;
export type WizardRoutes = typeof covered;
