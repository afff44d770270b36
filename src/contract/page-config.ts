import { z } from 'zod/mini';
import type { Brand } from './brand';
import { LocaleCode, NotificationType } from './common';

/**
 * Page configuration the server embeds in the app shell (`<div id="root" data-page-config="…">`,
 * checkout spec section 5): the brand's slug, the environment, the error-reporting DSN and a flash
 * message shown with its type and content; our additions: the admin panel's origin (drafts page of
 * sales agents), empty for the shop's own staff pages, and the session's locale as
 * `GET /api/v2/session/locale` answers it when the page was served, so the page asks for its texts
 * at once instead of after that call, and the brand as `GET /api/v2/brands/current` answers it
 * then, so the app starts without waiting for that call (a round trip before every other one).
 * The brand is typed, not parsed, in the browser, as every answer of the shop's own API is: the
 * full brand schema (classic zod) would weigh on the first page's script.
 */
export const PageConfig = z.object({
  brand: z.string(),
  env: z.enum(['development', 'production', 'test']),
  error_reporting_dsn: z.nullable(z.string()),
  flash: z.nullable(
    z.object({ type: NotificationType, content: z.string().check(z.minLength(1), z.maxLength(1000)) }),
  ),
  admin_panel_url: z._default(z.string(), ''),
  locale: z.optional(LocaleCode),
  current_brand: z.optional(z.unknown()),
});
export type PageConfig = Omit<z.infer<typeof PageConfig>, 'current_brand'> & { current_brand?: Brand };
