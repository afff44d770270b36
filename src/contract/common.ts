import { z } from 'zod';

/** Locales the shop speaks; en-GB is the fallback. */
export const LocaleCode = z.enum(['de-DE', 'en-GB']);
export type LocaleCode = z.infer<typeof LocaleCode>;

/** Amount in euros as a decimal number with at most two places (e.g. 4.99). */
export const Money = z.number().finite().nonnegative();

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
  errors: z.record(z.string(), z.array(z.string())).default({}),
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
  values: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  preserveRouteChange: z.boolean().default(false),
});
export type Notice = z.infer<typeof Notice>;

export const IdParam = z.object({ id: z.coerce.number().int().positive() });
