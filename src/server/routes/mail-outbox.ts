import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { mailOutbox } from '../db/schema';
import { HttpError } from '../http/api-error';
import { supportAllowed } from '../http/support-access';

const OutboxQuery = z.object({
  order_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * Support only (not part of the shop's contract): what the local mail outbox "sent", newest first,
 * `GET /api/v2/support/mail-outbox[?order_id=]`. Outside production for anyone (development,
 * tests); in production only with `Authorization: Bearer $SUPPORT_API_TOKEN`, like the SMS outbox.
 */
export function registerMailOutboxRoutes({ app, db, config }: AppContext): void {
  app.get('/api/v2/support/mail-outbox', async (request, reply) => {
    if (!supportAllowed(request, config.env, config.supportToken)) throw new HttpError(404, 'not_found');
    const query = OutboxQuery.safeParse(request.query);
    if (!query.success) throw new HttpError(422, 'validation_failed', { query: [query.error.message] });
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(query.data.order_id ? eq(mailOutbox.orderId, query.data.order_id) : undefined)
      .orderBy(desc(mailOutbox.id))
      .limit(query.data.limit);
    reply.header('cache-control', 'no-store');
    return {
      data: rows.map((row) => ({
        id: row.id,
        mail_id: row.mailId,
        order_id: row.orderId,
        message_id: row.messageId,
        from: row.sender,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: row.attachments,
        created_at: row.createdAt.toISOString(),
      })),
    };
  });
}
