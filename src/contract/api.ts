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
import { routes } from './routes';

/**
 * Every call of both specs, by area. Areas not yet served by the server are still described here
 * so client and server grow from the same definitions.
 */
export const catalogueApi = {
  categories: endpoint({ ...routes.catalogue.categories, response: CategoriesResponse }),
  products: endpoint({
    ...routes.catalogue.products,
    query: ProductsQuery,
    response: ProductsResponse,
  }),
  paymentIntervals: endpoint({
    ...routes.catalogue.paymentIntervals,
    response: PaymentIntervalsResponse,
  }),
  domains: endpoint({
    ...routes.catalogue.domains,
    query: DomainsQuery,
    response: z.union([DomainsResponse, DomainGroupsResponse]),
  }),
} as const;

export const cartApi = {
  getCart: endpoint({ ...routes.cart.getCart, response: CartResponse }),
  saveCart: endpoint({
    ...routes.cart.saveCart,
    body: SaveCartBody,
    response: CartResponse,
  }),
} as const;

export const sessionApi = {
  vat: endpoint({ ...routes.session.vat, response: VatResponse }),
  /** The short reference of this session for support (help and contact modal). Ours. */
  supportReference: endpoint({
    ...routes.session.supportReference,
    response: SupportReferenceResponse,
  }),
  getLocale: endpoint({ ...routes.session.getLocale, response: LocaleResponse }),
  saveLocale: endpoint({
    ...routes.session.saveLocale,
    body: LocaleBody,
    response: LocaleResponse,
  }),
  countries: endpoint({ ...routes.session.countries, response: CountriesResponse }),
  zipcodes: endpoint({
    ...routes.session.zipcodes,
    params: ZipCodesParam,
    response: ZipCodesResponse,
  }),
  getReferral: endpoint({
    ...routes.session.getReferral,
    query: ReferralQuery,
    response: ReferralResponse,
  }),
  saveReferral: endpoint({
    ...routes.session.saveReferral,
    query: ReferralQuery,
    body: ReferralBody,
    response: ReferralResponse,
  }),
  /** "Get referrer" (response id): path not shown, ours. */
  referrer: endpoint({ ...routes.session.referrer, response: ReferrerResponse }),
} as const;

export const brandApi = {
  currentBrand: endpoint({ ...routes.brand.currentBrand, response: BrandResponse }),
  adminMe: endpoint({ ...routes.brand.adminMe, response: AdminMeResponse }),
} as const;

export const domainApi = {
  inclusiveTlds: endpoint({
    ...routes.domain.inclusiveTlds,
    params: IdParam,
    body: InclusiveTldsBody,
    response: InclusiveTldsResponse,
  }),
  domainRecommendations: endpoint({
    ...routes.domain.domainRecommendations,
    params: DomainParam,
    response: DomainRecommendationsResponse,
  }),
  domainAvailability: endpoint({
    ...routes.domain.domainAvailability,
    body: DomainAvailabilityBody,
    response: DomainAvailabilityResponse,
  }),
} as const;

export const promotionApi = {
  promotions: endpoint({ ...routes.promotion.promotions, response: PromotionsResponse }),
  /** A 404 means the code is not found. */
  promotion: endpoint({
    ...routes.promotion.promotion,
    params: PromotionCodeParam,
    response: PromotionResponse,
  }),
} as const;

export const fieldsApi = {
  validate: endpoint({
    ...routes.fields.validate,
    body: ValidateFieldsBody,
    response: ValidateFieldsResponse,
  }),
} as const;

export const checkoutApi = {
  customer: endpoint({ ...routes.checkout.customer, response: CustomerResponse }),
  getBasicInfo: endpoint({ ...routes.checkout.getBasicInfo, response: BasicInfoResponse }),
  saveBasicInfo: endpoint({
    ...routes.checkout.saveBasicInfo,
    body: BasicInfoBody,
    response: SaveBasicInfoResponse,
  }),
  getAddressInfo: endpoint({
    ...routes.checkout.getAddressInfo,
    response: AddressInfoResponse,
  }),
  saveAddressInfo: endpoint({
    ...routes.checkout.saveAddressInfo,
    body: AddressInfoBody,
    response: SaveAddressInfoResponse,
  }),
  paymentTypes: endpoint({ ...routes.checkout.paymentTypes, response: PaymentTypesResponse }),
  getPayment: endpoint({ ...routes.checkout.getPayment, response: PaymentOptionResponse }),
  savePayment: endpoint({
    ...routes.checkout.savePayment,
    body: SessionPaymentBody,
    response: SavePaymentOptionResponse,
  }),
  /** Ends the checkout session (customer, order and payment data). Response not shown: ours. */
  cancel: endpoint({ ...routes.checkout.cancel, response: OkResponse }),
} as const;

export const paymentApi = {
  adyenPaymentMethods: endpoint({
    ...routes.payment.adyenPaymentMethods,
    body: AdyenPaymentMethodsBody,
    response: AdyenPaymentMethodsResponse,
  }),
  adyenCreatePayment: endpoint({
    ...routes.payment.adyenCreatePayment,
    body: AdyenCreatePaymentBody,
    response: AdyenPaymentResponse,
  }),
  adyenPaymentDetails: endpoint({
    ...routes.payment.adyenPaymentDetails,
    body: AdyenPaymentDetailsBody,
    response: AdyenPaymentResponse,
  }),
  paypalCreateSubscription: endpoint({
    ...routes.payment.paypalCreateSubscription,
    body: PaypalCreateSubscriptionBody,
    response: PaypalCreateSubscriptionResponse,
  }),
  /** Payload and response not shown: ours. */
  paypalCancelSubscription: endpoint({
    ...routes.payment.paypalCancelSubscription,
    body: PaypalCancelSubscriptionBody,
    response: OkResponse,
  }),
} as const;

export const authApi = {
  authorizationUrl: endpoint({
    ...routes.auth.authorizationUrl,
    query: AuthorizationUrlQuery,
    response: AuthorizationUrlResponse,
  }),
  login: endpoint({
    ...routes.auth.login,
    body: LoginBody,
    response: LoginResponse,
  }),
  /** Response not shown: ours. */
  logout: endpoint({ ...routes.auth.logout, response: OkResponse }),
} as const;

export const orderApi = {
  confirm: endpoint({
    ...routes.order.confirm,
    body: ConfirmOrderBody,
    response: ConfirmOrderResponse,
    status: 201,
  }),
  /** "Get order by id": path not shown, ours. */
  getOrder: endpoint({
    ...routes.order.getOrder,
    params: OrderIdParam,
    response: OrderResponse,
  }),
  /**
   * The session's latest order (ours: the SMS screen reloaded without the order in memory finds it
   * here). Null when the session has placed none since its last reset.
   */
  current: endpoint({ ...routes.order.current, response: CurrentOrderResponse }),
  validateSms: endpoint({
    ...routes.order.validateSms,
    params: OrderIdParam,
    body: SmsValidateBody,
    response: SmsValidateResponse,
    error: SmsValidationError,
  }),
  /** Resends the SMS code (the spec's only v1 path). Response not shown: ours. */
  resendSms: endpoint({ ...routes.order.resendSms, params: OrderIdParam, response: OkResponse }),
} as const;

export const draftApi = {
  current: endpoint({
    ...routes.draft.current,
    response: CurrentOrderDraftResponse,
  }),
  /** "Save order draft" (response id): path not shown, ours. */
  save: endpoint({
    ...routes.draft.save,
    body: SaveOrderDraftBody,
    response: SaveOrderDraftResponse,
  }),
  /** /continue-preconfigured-order: the draft's rows become this session's cart (locked). Ours. */
  continue: endpoint({
    ...routes.draft.continue,
    body: ContinueDraftBody,
    response: ContinueDraftResponse,
  }),
  /** "Cancel session" of a draft: ends the draft session and clears the cart. Path not shown, ours. */
  cancel: endpoint({ ...routes.draft.cancel, response: OkResponse }),
  /** "Load session by session_code": path not shown, ours. */
  restore: endpoint({
    ...routes.draft.restore,
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
