import { MailOutboxQuery, type MailOutboxResponse, supportApi } from '@contract/support';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { mailOutbox } from '../db/schema';
import { HttpError } from '../http/api-error';
import { supportAllowed } from '../http/support-access';

type OutboxAttachments = MailOutboxResponse['data'][number]['attachments'];

/**
 * Support only: what the local mail outbox "sent", newest first,
 * `GET /api/v2/support/mail-outbox[?order_id=]`. Outside production for anyone (development,
 * tests); in production only with `Authorization: Bearer $SUPPORT_API_TOKEN`, like the SMS outbox.
 */
export function registerMailOutboxRoutes({ app, db, config }: AppContext): void {
  app.get(supportApi.mailOutbox.path, async (request, reply) => {
    if (!supportAllowed(request, config.env, config.supportToken)) throw new HttpError(404, 'not_found');
    const query = MailOutboxQuery.safeParse(request.query);
    if (!query.success) throw new HttpError(422, 'validation_failed', { query: [query.error.message] });
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(query.data.order_id ? eq(mailOutbox.orderId, query.data.order_id) : undefined)
      .orderBy(desc(mailOutbox.id))
      .limit(query.data.limit);
    reply.header('cache-control', 'no-store');
    const answer: MailOutboxResponse = {
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
        attachments: row.attachments as OutboxAttachments,
        created_at: row.createdAt.toISOString(),
      })),
    };
    return answer;
  });
}
