import { z } from 'zod/mini';
import { BoundedText, BoundedToken, TextFlag } from './common';

/** How a visitor from the cloud panel continues: a product, domains for it, or a category. */
export const CloudPanelOrderType = z.enum(['redirect', 'cloudpit_domains', 'redirect_product_category']);
export type CloudPanelOrderType = z.infer<typeof CloudPanelOrderType>;

/** Cloud panel data (OAuth callback `oauthData`, base64 JSON; stored client-side as cloud_pit_data). */
export const CloudPanelData = z.object({
  order_type: CloudPanelOrderType,
  /** Our choice: the hosting number as text (shown as a suffix in the flow). */
  webhosting_id: z.nullable(z.string().check(z.maxLength(64))),
  use_cp_2: z.boolean(),
  category_slug: z.nullable(z.string().check(z.regex(/^[\w-]+$/), z.maxLength(100))),
});
export type CloudPanelData = z.infer<typeof CloudPanelData>;

/**
 * `GET /api/v2/customer/authorization-url` query (our addition): `use_cp_2=true` logs in at the
 * brand's second authority (cloud panel data `use_cp_2`).
 */
export const AuthorizationUrlQuery = z.object({ use_cp_2: z.optional(TextFlag) });
export type AuthorizationUrlQuery = z.infer<typeof AuthorizationUrlQuery>;

/** `GET /api/v2/customer/authorization-url`: where the login popup goes. */
export const AuthorizationUrlResponse = z.object({ data: z.object({ url: z.url() }) });
export type AuthorizationUrlResponse = z.infer<typeof AuthorizationUrlResponse>;

/** `POST /api/v2/customer/login` after the OAuth callback. */
export const LoginBody = z.object({
  authorization_code: BoundedToken,
  /** Our addition: the `state` of the callback, checked against the one the server issued. */
  state: z.optional(z.nullable(BoundedToken)),
  /**
   * Subscription (hosting number) the visitor came from, if any: it must be one of the customer's
   * hosting contracts, else the login is refused.
   */
  subscription_id: z.optional(z.nullable(BoundedText)),
  /** Use the brand's second OAuth authority. */
  use_cp_2: z.boolean(),
  /** Empty the cart first (cloud panel data present). */
  clear_cart: z.boolean(),
  /** Our addition: the cloud panel's order type, kept with the session and recorded on its order. */
  order_type: z.optional(z.nullable(CloudPanelOrderType)),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const LoginResponse = z.object({
  /**
   * External product id of the subscription's product (from the authority's hosting contracts);
   * the flow adds that product (else a domain-only row). Null without a subscription.
   */
  external_product_id: z.nullable(z.string()),
});
export type LoginResponse = z.infer<typeof LoginResponse>;
