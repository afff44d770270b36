import { z } from 'zod';
import { AdminMeResponse } from './admin';
import { AuthorizationUrlQuery, AuthorizationUrlResponse, LoginBody, LoginResponse } from './auth';
import { BrandResponse } from './brand';
import { CartResponse, SaveCartBody } from './cart';
import { CategoriesResponse, PaymentIntervalsResponse, ProductsQuery, ProductsResponse } from './catalogue';
import { IdParam, OkResponse } from './common';
import {
  AddressInfoBody,
  AddressInfoResponse,
  BasicInfoBody,
  BasicInfoResponse,
  CountriesResponse,
  CustomerResponse,
  LocaleBody,
  LocaleResponse,
  ReferralBody,
  ReferralQuery,
  ReferralResponse,
  ReferrerResponse,
  SaveAddressInfoResponse,
  SaveBasicInfoResponse,
  VatResponse,
  ZipCodesParam,
  ZipCodesResponse,
} from './customer';
import {
  DomainAvailabilityBody,
  DomainAvailabilityResponse,
  DomainGroupsResponse,
  DomainParam,
  DomainRecommendationsResponse,
  DomainsQuery,
  DomainsResponse,
  InclusiveTldsBody,
  InclusiveTldsResponse,
} from './domains';
import {
  ContinueDraftBody,
  ContinueDraftResponse,
  CurrentOrderDraftResponse,
  SaveOrderDraftBody,
  SaveOrderDraftResponse,
  SessionRestoreBody,
  SessionRestoreResponse,
  SupportReferenceResponse,
} from './drafts';
import { type EndpointDef, endpoint } from './endpoint';
import { ValidateFieldsBody, ValidateFieldsResponse } from './fields';
import {
  ConfirmOrderBody,
  ConfirmOrderResponse,
  CurrentOrderResponse,
  OrderIdParam,
  OrderResponse,
  SmsValidateBody,
  SmsValidateResponse,
  SmsValidationError,
} from './orders';
import {
  AdyenCreatePaymentBody,
  AdyenPaymentDetailsBody,
  AdyenPaymentMethodsBody,
  AdyenPaymentMethodsResponse,
  AdyenPaymentResponse,
  PaymentOptionResponse,
  PaymentTypesResponse,
  PaypalCancelSubscriptionBody,
  PaypalCreateSubscriptionBody,
  PaypalCreateSubscriptionResponse,
  SavePaymentOptionResponse,
  SessionPaymentBody,
} from './payment';
import { PromotionCodeParam, PromotionResponse, PromotionsResponse } from './promotions';

/**
 * Every call of both specs, by area. Areas not yet served by the server are still described here
 * so client and server grow from the same definitions.
 */
export const catalogueApi = {
  categories: endpoint({ method: 'GET', path: '/api/v2/categories', response: CategoriesResponse }),
  products: endpoint({
    method: 'GET',
    path: '/api/v2/products',
    query: ProductsQuery,
    response: ProductsResponse,
  }),
  paymentIntervals: endpoint({
    method: 'GET',
    path: '/api/v2/payment-intervals',
    response: PaymentIntervalsResponse,
  }),
  domains: endpoint({
    method: 'GET',
    path: '/api/v2/domains',
    query: DomainsQuery,
    response: z.union([DomainsResponse, DomainGroupsResponse]),
  }),
} as const;

export const cartApi = {
  getCart: endpoint({ method: 'GET', path: '/api/v2/session/cart', response: CartResponse }),
  saveCart: endpoint({
    method: 'PUT',
    path: '/api/v2/session/cart',
    body: SaveCartBody,
    response: CartResponse,
  }),
} as const;

export const sessionApi = {
  vat: endpoint({ method: 'GET', path: '/api/v2/session/vat', response: VatResponse }),
  /** The short reference of this session for support (help and contact modal). Ours. */
  supportReference: endpoint({
    method: 'GET',
    path: '/api/v2/session/support-reference',
    response: SupportReferenceResponse,
  }),
  getLocale: endpoint({ method: 'GET', path: '/api/v2/session/locale', response: LocaleResponse }),
  saveLocale: endpoint({
    method: 'PUT',
    path: '/api/v2/session/locale',
    body: LocaleBody,
    response: LocaleResponse,
  }),
  countries: endpoint({ method: 'GET', path: '/api/v2/countries', response: CountriesResponse }),
  zipcodes: endpoint({
    method: 'GET',
    path: '/api/v2/zipcodes/:code',
    params: ZipCodesParam,
    response: ZipCodesResponse,
  }),
  getReferral: endpoint({
    method: 'GET',
    path: '/api/v2/session/referral',
    query: ReferralQuery,
    response: ReferralResponse,
  }),
  saveReferral: endpoint({
    method: 'PUT',
    path: '/api/v2/session/referral',
    query: ReferralQuery,
    body: ReferralBody,
    response: ReferralResponse,
  }),
  /** "Get referrer" (response id): path not shown, ours. */
  referrer: endpoint({ method: 'GET', path: '/api/v2/session/referrer', response: ReferrerResponse }),
} as const;

export const brandApi = {
  currentBrand: endpoint({ method: 'GET', path: '/api/v2/brands/current', response: BrandResponse }),
  adminMe: endpoint({ method: 'GET', path: '/api/v2/admins/me', response: AdminMeResponse }),
} as const;

export const domainApi = {
  inclusiveTlds: endpoint({
    method: 'POST',
    path: '/api/v2/products/:id/inclusive-tlds',
    params: IdParam,
    body: InclusiveTldsBody,
    response: InclusiveTldsResponse,
  }),
  domainRecommendations: endpoint({
    method: 'GET',
    path: '/api/v2/domain-recommendations/:domain',
    params: DomainParam,
    response: DomainRecommendationsResponse,
  }),
  domainAvailability: endpoint({
    method: 'POST',
    path: '/api/v2/domain-availability',
    body: DomainAvailabilityBody,
    response: DomainAvailabilityResponse,
  }),
} as const;

export const promotionApi = {
  promotions: endpoint({ method: 'GET', path: '/api/v2/promotions', response: PromotionsResponse }),
  /** A 404 means the code is not found. */
  promotion: endpoint({
    method: 'GET',
    path: '/api/v2/promotions/:code',
    params: PromotionCodeParam,
    response: PromotionResponse,
  }),
} as const;

export const fieldsApi = {
  validate: endpoint({
    method: 'POST',
    path: '/api/v2/additional-fields/validate',
    body: ValidateFieldsBody,
    response: ValidateFieldsResponse,
  }),
} as const;

export const checkoutApi = {
  customer: endpoint({ method: 'GET', path: '/api/v2/session/customer', response: CustomerResponse }),
  getBasicInfo: endpoint({ method: 'GET', path: '/api/v2/session/basic-info', response: BasicInfoResponse }),
  saveBasicInfo: endpoint({
    method: 'PUT',
    path: '/api/v2/session/basic-info',
    body: BasicInfoBody,
    response: SaveBasicInfoResponse,
  }),
  getAddressInfo: endpoint({
    method: 'GET',
    path: '/api/v2/session/address-info',
    response: AddressInfoResponse,
  }),
  saveAddressInfo: endpoint({
    method: 'PUT',
    path: '/api/v2/session/address-info',
    body: AddressInfoBody,
    response: SaveAddressInfoResponse,
  }),
  paymentTypes: endpoint({ method: 'GET', path: '/api/v2/payment-types', response: PaymentTypesResponse }),
  getPayment: endpoint({ method: 'GET', path: '/api/v2/session/payment', response: PaymentOptionResponse }),
  savePayment: endpoint({
    method: 'PUT',
    path: '/api/v2/session/payment',
    body: SessionPaymentBody,
    response: SavePaymentOptionResponse,
  }),
  /** Ends the checkout session (customer, order and payment data). Response not shown: ours. */
  cancel: endpoint({ method: 'GET', path: '/api/v2/session/cancel', response: OkResponse }),
} as const;

export const paymentApi = {
  adyenPaymentMethods: endpoint({
    method: 'POST',
    path: '/api/v2/adyen/payment-methods',
    body: AdyenPaymentMethodsBody,
    response: AdyenPaymentMethodsResponse,
  }),
  adyenCreatePayment: endpoint({
    method: 'POST',
    path: '/api/v2/adyen/create-payment',
    body: AdyenCreatePaymentBody,
    response: AdyenPaymentResponse,
  }),
  adyenPaymentDetails: endpoint({
    method: 'POST',
    path: '/api/v2/adyen/payment-details',
    body: AdyenPaymentDetailsBody,
    response: AdyenPaymentResponse,
  }),
  paypalCreateSubscription: endpoint({
    method: 'POST',
    path: '/api/v2/paypal/create-subscription',
    body: PaypalCreateSubscriptionBody,
    response: PaypalCreateSubscriptionResponse,
  }),
  /** Payload and response not shown: ours. */
  paypalCancelSubscription: endpoint({
    method: 'POST',
    path: '/api/v2/paypal/cancel-subscription',
    body: PaypalCancelSubscriptionBody,
    response: OkResponse,
  }),
} as const;

export const authApi = {
  authorizationUrl: endpoint({
    method: 'GET',
    path: '/api/v2/customer/authorization-url',
    query: AuthorizationUrlQuery,
    response: AuthorizationUrlResponse,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/v2/customer/login',
    body: LoginBody,
    response: LoginResponse,
  }),
  /** Response not shown: ours. */
  logout: endpoint({ method: 'GET', path: '/api/v2/customer/logout', response: OkResponse }),
} as const;

export const orderApi = {
  confirm: endpoint({
    method: 'POST',
    path: '/api/v2/orders',
    body: ConfirmOrderBody,
    response: ConfirmOrderResponse,
    status: 201,
  }),
  /** "Get order by id": path not shown, ours. */
  getOrder: endpoint({
    method: 'GET',
    path: '/api/v2/orders/:id',
    params: OrderIdParam,
    response: OrderResponse,
  }),
  /**
   * The session's latest order (ours: the SMS screen reloaded without the order in memory finds it
   * here). Null when the session has placed none since its last reset.
   */
  current: endpoint({ method: 'GET', path: '/api/v2/session/order', response: CurrentOrderResponse }),
  validateSms: endpoint({
    method: 'POST',
    path: '/api/v2/orders/:id/validate',
    params: OrderIdParam,
    body: SmsValidateBody,
    response: SmsValidateResponse,
    error: SmsValidationError,
  }),
  /** Resends the SMS code (the spec's only v1 path). Response not shown: ours. */
  resendSms: endpoint({ method: 'GET', path: '/api/v1/:id/sms', params: OrderIdParam, response: OkResponse }),
} as const;

export const draftApi = {
  current: endpoint({
    method: 'GET',
    path: '/api/v2/order-drafts/current',
    response: CurrentOrderDraftResponse,
  }),
  /** "Save order draft" (response id): path not shown, ours. */
  save: endpoint({
    method: 'POST',
    path: '/api/v2/order-drafts',
    body: SaveOrderDraftBody,
    response: SaveOrderDraftResponse,
  }),
  /** /continue-preconfigured-order: the draft's rows become this session's cart (locked). Ours. */
  continue: endpoint({
    method: 'POST',
    path: '/api/v2/order-drafts/continue',
    body: ContinueDraftBody,
    response: ContinueDraftResponse,
  }),
  /** "Cancel session" of a draft: ends the draft session and clears the cart. Path not shown, ours. */
  cancel: endpoint({ method: 'DELETE', path: '/api/v2/order-drafts/current', response: OkResponse }),
  /** "Load session by session_code": path not shown, ours. */
  restore: endpoint({
    method: 'POST',
    path: '/api/v2/session/restore',
    body: SessionRestoreBody,
    response: SessionRestoreResponse,
  }),
} as const;

/** Every endpoint group, for code that walks the whole API (route registration, tests). */
export const apiGroups = {
  catalogue: catalogueApi,
  cart: cartApi,
  session: sessionApi,
  brand: brandApi,
  domain: domainApi,
  promotion: promotionApi,
  fields: fieldsApi,
  checkout: checkoutApi,
  payment: paymentApi,
  auth: authApi,
  order: orderApi,
  draft: draftApi,
} as const satisfies Record<string, Record<string, EndpointDef>>;
