import type { Admin } from '@contract/admin';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { orders } from '../db/schema';
import type { OrderConfirmations } from '../mail/order-confirmations';
import { recordedReferral } from '../orders/referral';
import type { StaffAccounts } from '../staff/accounts';
import { orderMailPage, orderSearchPage } from '../staff/mail-pages';
import { staffTokenOf } from './staff';

const OrderCode = z.string().regex(/^[A-Z0-9]{1,20}$/);
const CodeParam = z.object({ code: OrderCode });
const SearchQuery = z.object({ code: z.string().max(40).default('') });
const PreviewQuery = z.object({ resent: z.string().optional() });

/** Support's pages are for staff with the support role (admins included); others are refused. */
const isSupport = (admin: Admin) => admin.roles.includes('support') || admin.roles.includes('admin');

/**
 * Support's view of an order's confirmation mail, at `/staff/orders`: find an order by its number,
 * see the partner it credits (referral id and source), its deliveries and the mail as it goes out
 * (`/staff/orders/{code}/mail`, the HTML version at `…/mail.html`), and send it again
 * (`POST …/mail/resend`). Staff sign in at `/staff/sign-in`; only the support role may use these
 * pages, and only for orders of the brand the host names.
 */
export function registerStaffMailRoutes(
  { app, db, config }: AppContext,
  staff: StaffAccounts,
  confirmations: OrderConfirmations,
): void {
  function html(reply: FastifyReply, status: number, body: string): string {
    reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    return body;
  }

  /** The signed-in support member, or null when the answer (sign-in redirect, 403) is already given. */
  async function supportMember(request: FastifyRequest, reply: FastifyReply): Promise<Admin | null> {
    const admin = await staff.signedIn(staffTokenOf(request, config));
    if (!admin) {
      reply.redirect(`/staff/sign-in?next=${encodeURIComponent(request.url)}`, 303);
      return null;
    }
    if (!isSupport(admin)) {
      reply.send(html(reply, 403, '<h1>Only support can see and send order mails</h1>'));
      return null;
    }
    return admin;
  }

  /** The order of this number on the request's brand, else null. */
  async function orderOf(request: FastifyRequest, code: string) {
    const [order] = await db
      .select({
        id: orders.id,
        orderCode: orders.orderCode,
        brandId: orders.brandId,
        feedback: orders.feedback,
      })
      .from(orders)
      .where(eq(orders.orderCode, code));
    return order && order.brandId === request.brand().id ? order : null;
  }

  const notFound = (reply: FastifyReply) => html(reply, 404, '<h1>No such order</h1>');

  app.register(async (instance) => {
    // The resend form posts no fields; its body is accepted and ignored.
    instance.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1_000 },
      (_request, _body, done) => done(null, {}),
    );

    instance.get('/staff/orders', async (request, reply) => {
      const admin = await supportMember(request, reply);
      if (!admin) return reply;
      const code = (SearchQuery.safeParse(request.query).data?.code ?? '').trim().toUpperCase();
      if (!code) return html(reply, 200, orderSearchPage({ admin, code: '', notFound: false }));
      const order = OrderCode.safeParse(code).success ? await orderOf(request, code) : null;
      if (!order) return html(reply, 404, orderSearchPage({ admin, code, notFound: true }));
      return reply.redirect(`/staff/orders/${order.orderCode}/mail`, 303);
    });

    instance.get('/staff/orders/:code/mail', async (request, reply) => {
      const admin = await supportMember(request, reply);
      if (!admin) return reply;
      const params = CodeParam.safeParse(request.params);
      const order = params.success ? await orderOf(request, params.data.code) : null;
      if (!order) return notFound(reply);
      const preview = await confirmations.preview(order.id);
      return html(
        reply,
        200,
        orderMailPage({
          admin,
          orderCode: order.orderCode,
          referral: recordedReferral(order.feedback),
          mails: await confirmations.history(order.id),
          preview: preview?.composed ?? null,
          resent: PreviewQuery.safeParse(request.query).data?.resent === '1',
        }),
      );
    });

    instance.get('/staff/orders/:code/mail.html', async (request, reply) => {
      const admin = await supportMember(request, reply);
      if (!admin) return reply;
      const params = CodeParam.safeParse(request.params);
      const order = params.success ? await orderOf(request, params.data.code) : null;
      const preview = order ? await confirmations.preview(order.id) : null;
      if (!preview) return notFound(reply);
      return html(reply, 200, preview.composed.preview.html);
    });

    instance.post('/staff/orders/:code/mail/resend', async (request, reply) => {
      const admin = await supportMember(request, reply);
      if (!admin) return reply;
      const params = CodeParam.safeParse(request.params);
      const order = params.success ? await orderOf(request, params.data.code) : null;
      if (!order) return notFound(reply);
      const queued = await confirmations.resend(order.id, admin.id);
      if (!queued) return html(reply, 409, '<h1>No confirmation mail was recorded for this order</h1>');
      request.log.info(
        { orderId: order.id, mailId: queued.id, staffId: admin.id },
        'order mail resend queued',
      );
      return reply.redirect(`/staff/orders/${order.orderCode}/mail?resent=1`, 303);
    });
  });
}
