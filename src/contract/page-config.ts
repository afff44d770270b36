import { z } from 'zod/mini';
import { LocaleCode, NotificationType } from './common';

/**
 * Page configuration the server embeds in the app shell (`<div id="root" data-page-config="…">`,
 * checkout spec section 5): the brand's slug, the environment, the error-reporting DSN and a flash
 * message shown with its type and content; our additions: the admin panel's origin (drafts page of
 * sales agents), empty for the shop's own staff pages, and the session's locale as
 * `GET /api/v2/session/locale` answers it when the page was served, so the page asks for its texts
 * at once instead of after that call.
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
});
export type PageConfig = z.infer<typeof PageConfig>;
