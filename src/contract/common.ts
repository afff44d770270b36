import { z } from 'zod/mini';

// The contract's shared pieces are written with zod's functional API (zod/mini): the browser loads
// them on every first visit, and mini schemas tree-shake; the server composes them with classic zod
// (both share zod's core).

/** Locales the shop speaks; en-GB is the fallback. */
export const LocaleCode = z.enum(['de-DE', 'en-GB']);
export type LocaleCode = z.infer<typeof LocaleCode>;

/** Amount in euros as a decimal number with at most two places (e.g. 4.99). */
export const Money = z.number().check(z.nonnegative());

/** Flags that the catalogue stores as the text 'true' / 'false' (spec: attributes, sms_validation). */
export const TextFlag = z.enum(['true', 'false']);

/**
 * Error answer of every /api/v2 call (4xx and 5xx).
 * `error` is a stable machine-readable code, `message` a sentence in the session's language,
 * `errors` maps a field path (dot separated, e.g. `items.0.product.id`) to its messages; the UI
 * shows the first message per field (checkout spec section 8).
 */
export const ApiError = z.object({
  error: z.string(),
  message: z.string(),
  errors: z._default(z.record(z.string(), z.array(z.string())), {}),
});
export type ApiError = z.infer<typeof ApiError>;

/** A notice the server asks the browser to show (spec: Notification entity). */
export const NotificationType = z.enum(['warning', 'info', 'error']);
export const Notice = z.object({
  type: NotificationType,
  /** Message key of the web catalogue, e.g. `cart.addon_not_available_title`. */
  title: z.string(),
  message: z.string(),
  /** Values for the message placeholders (product name, code, ...). */
  values: z._default(z.record(z.string(), z.union([z.string(), z.number()])), {}),
  preserveRouteChange: z._default(z.boolean(), false),
});
export type Notice = z.infer<typeof Notice>;

export const IdParam = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });

/**
 * SERVER-PROTECTION LIMITS. These caps only keep oversized input away from the server; they are not
 * form rules (lengths shown to users, patterns, required-ness live in src/domain).
 */
export const MAX_TEXT_LENGTH = 1000;
/** Longest opaque token we accept from an outside service (OAuth codes, card-provider redirect results). */
export const MAX_TOKEN_LENGTH = 10_000;

/** Free text in a request body; server-protection limit of 1000 characters. */
export const BoundedText = z.string().check(z.maxLength(MAX_TEXT_LENGTH));
/** Opaque non-empty token in a request body; server-protection limit of 10 000 characters. */
export const BoundedToken = z.string().check(z.minLength(1), z.maxLength(MAX_TOKEN_LENGTH));

/** An absolute http(s) URL (rejects `javascript:` and other schemes). */
export const HttpUrl = z.url({ protocol: /^https?$/ });

/**
 * Body of a POST whose payload the spec does not show: our choice is no payload, i.e. nothing or an
 * empty JSON object (unknown keys are rejected).
 */
export const EmptyBody = z.optional(z.strictObject({}));

/** Answer of a call whose response the spec does not show: our choice is `{ ok: true }`. */
export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;
