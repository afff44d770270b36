import { z } from 'zod';
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
  error_reporting_dsn: z.string().nullable(),
  flash: z.object({ type: NotificationType, content: z.string().min(1).max(1000) }).nullable(),
  admin_panel_url: z.string().default(''),
});
export type PageConfig = z.infer<typeof PageConfig>;
