import { z } from 'zod/mini';
import { NotificationType } from './common';

/**
 * Page configuration the server embeds in the app shell (`<div id="root" data-page-config="…">`,
 * checkout spec section 5): the brand's slug, the environment, the error-reporting DSN and a flash
 * message shown with its type and content; our addition: the admin panel's origin (drafts page of
 * sales agents), empty for the shop's own staff pages.
 */
export const PageConfig = z.object({
  brand: z.string(),
  env: z.enum(['development', 'production', 'test']),
  error_reporting_dsn: z.nullable(z.string()),
  flash: z.nullable(
    z.object({ type: NotificationType, content: z.string().check(z.minLength(1), z.maxLength(1000)) }),
  ),
  admin_panel_url: z._default(z.string(), ''),
});
export type PageConfig = z.infer<typeof PageConfig>;
