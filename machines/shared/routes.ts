/**
 * Every screen route of both specs. Machines name routes by these ids in their state meta; the
 * router layer maps ids to its typed routes. Paths the checkout spec does not show are our choice
 * (the `/customer/...` children).
 */
export const ROUTES = {
  categories: '/categories',
  products: '/products/$slug',
  additionalProductFields: '/additional-product-fields',
  popularAddons: '/popular-addons',
  addonVariants: '/addon-variants',
  promotedAddons: '/promoted-addons',
  addons: '/addons',
  additionalAddonFields: '/additional-addon-fields',
  additionalPopularAddonFields: '/additional-popularaddon-fields',
  domain: '/domain',
  domainsAddDomainQuestion: '/domains/do-you-want-to-add-a-domain',
  domainsAddProductQuestion: '/domains/do-you-want-to-add-a-product',
  domainsLookup: '/domains/lookup',
  domainsAdditionalFields: '/domains/additional-domain-fields',
  periodsMaturity: '/periods/maturity',
  periodsInterval: '/periods/interval',
  addonReselectionPopularAddons: '/addon-reselection/popular-addons',
  addonReselectionAddonVariants: '/addon-reselection/addon-variants',
  addonReselectionPromotedAddons: '/addon-reselection/promoted-addons',
  addonReselectionStandardAddons: '/addon-reselection/standard-addons',
  contractTransfer: '/contract-transfer/$transferId',
  cart: '/cart',
  postfillProducts: '/postfill/products',
  postfillPopularAddons: '/postfill/popular-addons',
  postfillAddons: '/postfill/addons',
  postfillDomains: '/postfill/domains',
  loginOrRegister: '/customer/login-or-register',
  logout: '/customer/logout',
  basicInfo: '/customer/basic-info',
  address: '/customer/address',
  payment: '/customer/payment',
  confirm: '/confirm/{-$orderCode}',
  cancelPaypalSubscription: '/cancel-paypal-subscription/$orderCode',
  smsValidation: '/sms-validation',
  success: '/success/$orderId',
  oauthCallback: '/oauth/callback',
  oauthReady: '/oauth/ready',
  sessionRestore: '/session-restore',
  continuePreconfiguredOrder: '/continue-preconfigured-order',
  unauthorized: '/401',
  notFound: '/404',
} as const;

export type RouteId = keyof typeof ROUTES;

/** Query values after the router's sanitising (src/domain/validation/sanitize.ts). */
export type RouteQuery = Readonly<Record<string, string | number | undefined>>;

/** Where a machine wants the browser to be: a route id with its path params and query. */
export interface RouteTarget {
  route: RouteId;
  params?: Readonly<Record<string, string>>;
  query?: RouteQuery;
  /** Replace the history entry instead of pushing (e.g. lookup without id gets its new row id). */
  replace?: boolean;
}
