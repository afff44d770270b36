/**
 * Where each call of the contract goes: method and path, without its schemas. The browser calls
 * the API by these alone (its types come from `api.ts`, which adds the schemas to these routes),
 * so a visitor's first load neither downloads nor builds the contract's zod schemas; the server
 * validates requests and, outside production, its own answers against them.
 */
export const routes = {
  catalogue: {
    categories: { method: 'GET', path: '/api/v2/categories' },
    products: { method: 'GET', path: '/api/v2/products' },
    paymentIntervals: { method: 'GET', path: '/api/v2/payment-intervals' },
    domains: { method: 'GET', path: '/api/v2/domains' },
  },
  cart: {
    getCart: { method: 'GET', path: '/api/v2/session/cart' },
    saveCart: { method: 'PUT', path: '/api/v2/session/cart' },
  },
  session: {
    vat: { method: 'GET', path: '/api/v2/session/vat' },
    supportReference: { method: 'GET', path: '/api/v2/session/support-reference' },
    getLocale: { method: 'GET', path: '/api/v2/session/locale' },
    saveLocale: { method: 'PUT', path: '/api/v2/session/locale' },
    countries: { method: 'GET', path: '/api/v2/countries' },
    zipcodes: { method: 'GET', path: '/api/v2/zipcodes/:code' },
    getReferral: { method: 'GET', path: '/api/v2/session/referral' },
    saveReferral: { method: 'PUT', path: '/api/v2/session/referral' },
    referrer: { method: 'GET', path: '/api/v2/session/referrer' },
  },
  brand: {
    currentBrand: { method: 'GET', path: '/api/v2/brands/current' },
    adminMe: { method: 'GET', path: '/api/v2/admins/me' },
  },
  domain: {
    inclusiveTlds: { method: 'POST', path: '/api/v2/products/:id/inclusive-tlds' },
    domainRecommendations: { method: 'GET', path: '/api/v2/domain-recommendations/:domain' },
    domainAvailability: { method: 'POST', path: '/api/v2/domain-availability' },
  },
  promotion: {
    promotions: { method: 'GET', path: '/api/v2/promotions' },
    promotion: { method: 'GET', path: '/api/v2/promotions/:code' },
  },
  fields: {
    validate: { method: 'POST', path: '/api/v2/additional-fields/validate' },
  },
  checkout: {
    customer: { method: 'GET', path: '/api/v2/session/customer' },
    getBasicInfo: { method: 'GET', path: '/api/v2/session/basic-info' },
    saveBasicInfo: { method: 'PUT', path: '/api/v2/session/basic-info' },
    getAddressInfo: { method: 'GET', path: '/api/v2/session/address-info' },
    saveAddressInfo: { method: 'PUT', path: '/api/v2/session/address-info' },
    paymentTypes: { method: 'GET', path: '/api/v2/payment-types' },
    getPayment: { method: 'GET', path: '/api/v2/session/payment' },
    savePayment: { method: 'PUT', path: '/api/v2/session/payment' },
    cancel: { method: 'GET', path: '/api/v2/session/cancel' },
  },
  payment: {
    adyenPaymentMethods: { method: 'POST', path: '/api/v2/adyen/payment-methods' },
    adyenCreatePayment: { method: 'POST', path: '/api/v2/adyen/create-payment' },
    adyenPaymentDetails: { method: 'POST', path: '/api/v2/adyen/payment-details' },
    paypalCreateSubscription: { method: 'POST', path: '/api/v2/paypal/create-subscription' },
    paypalCancelSubscription: { method: 'POST', path: '/api/v2/paypal/cancel-subscription' },
  },
  auth: {
    authorizationUrl: { method: 'GET', path: '/api/v2/customer/authorization-url' },
    login: { method: 'POST', path: '/api/v2/customer/login' },
    logout: { method: 'GET', path: '/api/v2/customer/logout' },
  },
  order: {
    confirm: { method: 'POST', path: '/api/v2/orders' },
    getOrder: { method: 'GET', path: '/api/v2/orders/:id' },
    current: { method: 'GET', path: '/api/v2/session/order' },
    validateSms: { method: 'POST', path: '/api/v2/orders/:id/validate' },
    resendSms: { method: 'GET', path: '/api/v1/:id/sms' },
  },
  draft: {
    current: { method: 'GET', path: '/api/v2/order-drafts/current' },
    save: { method: 'POST', path: '/api/v2/order-drafts' },
    continue: { method: 'POST', path: '/api/v2/order-drafts/continue' },
    cancel: { method: 'DELETE', path: '/api/v2/order-drafts/current' },
    restore: { method: 'POST', path: '/api/v2/session/restore' },
  },
} as const;
