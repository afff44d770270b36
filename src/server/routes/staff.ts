import type { Admin } from '@contract/admin';
import { brandApi } from '@contract/api';
import { isSalesAgent } from '@domain/roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import type { Config } from '../config';
import type { DraftService } from '../drafts/service';
import { route } from '../http/route';
import { sameOriginPath } from '../http/same-origin-path';
import { visitorOrigin } from '../payments/origin';
import type { FailureDelayPolicy } from '../rate-limit/failure-delay';
import { FailureThrottle } from '../rate-limit/failure-throttle';
import { STAFF_SESSION_MAX_AGE_S, type StaffAccounts } from '../staff/accounts';
import { draftPage, draftsPage, signInPage } from '../staff/pages';

/**
 * Failed sign-ins per e-mail and per client address (our numbers): only failures count, a success
 * resets its e-mail's count, and instead of a lock each further failure doubles the wait before the
 * next attempt. The per-e-mail wait stays short (at most a minute), so nobody who knows a staff
 * e-mail can lock its owner out from rotating addresses, while guessing one account's password
 * stays at one attempt a minute; one address guessing many accounts waits up to 15 minutes.
 */
export const STAFF_SIGN_IN_FAILURES_PER_EMAIL: FailureDelayPolicy = {
  name: 'staff-sign-in-failures:email',
  free: 5,
  baseMs: 1000,
  maxMs: 60 * 1000,
  forgetAfterMs: 24 * 60 * 60 * 1000,
};
export const STAFF_SIGN_IN_FAILURES_PER_ADDRESS: FailureDelayPolicy = {
  name: 'staff-sign-in-failures:address',
  free: 10,
  baseMs: 1000,
  maxMs: 15 * 60 * 1000,
  forgetAfterMs: 24 * 60 * 60 * 1000,
};

const SignInForm = z.object({
  email: z.string().max(320).default(''),
  password: z.string().max(200).default(''),
  next: z.string().max(500).default('/nova/resources/session-order-drafts'),
});
const DraftIdParam = z.object({ id: z.coerce.number().int().positive() });

/** Only paths on this site as a browser resolves them (same-origin-path.ts), else the drafts list. */
const safeNext = (next: string): string => sameOriginPath(next, '/nova/resources/session-order-drafts');

/** The staff cookie's name: `__Host-` prefixed over HTTPS. */
export const staffCookieName = (secure: boolean): string => (secure ? '__Host-staff' : 'staff');

const isSecure = (request: FastifyRequest, config: Pick<Config, 'httpsOnly'>): boolean =>
  config.httpsOnly || request.protocol === 'https';

/** The staff token the request's cookie carries, if any. */
export const staffTokenOf = (
  request: FastifyRequest,
  config: Pick<Config, 'httpsOnly'>,
): string | undefined => request.cookies[staffCookieName(isSecure(request, config))];

/**
 * Staff sign-in and the minimal staff pages (so the drafts flow works without an outside admin
 * panel), at the admin panel's paths the spec names for drafts
 * (`/nova/resources/session-order-drafts/{id}`), plus `GET /api/v2/admins/me`.
 */
export function registerStaffRoutes(
  { app, config, db, checkResponses }: AppContext,
  staff: StaffAccounts,
  drafts: DraftService,
) {
  const perAddress = new FailureThrottle(db, STAFF_SIGN_IN_FAILURES_PER_ADDRESS);
  const perEmail = new FailureThrottle(db, STAFF_SIGN_IN_FAILURES_PER_EMAIL);
  const secure = (request: FastifyRequest) => isSecure(request, config);
  const tokenOf = (request: FastifyRequest) => staffTokenOf(request, config);
  const signedIn = (request: FastifyRequest): Promise<Admin | null> => staff.signedIn(tokenOf(request));

  route(
    app,
    brandApi.adminMe,
    async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: await signedIn(request) };
    },
    { checkResponses },
  );

  function html(reply: FastifyReply, status: number, body: string): string {
    reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    return body;
  }

  async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<Admin | null> {
    const admin = await signedIn(request);
    if (!admin) {
      reply.redirect(`/staff/sign-in?next=${encodeURIComponent(request.url)}`, 303);
      return null;
    }
    return admin;
  }

  app.register(async (instance) => {
    instance.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 10_000 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    instance.get('/staff/sign-in', async (request, reply) => {
      const next = z.object({ next: z.string().max(500).default('') }).safeParse(request.query);
      return html(
        reply,
        200,
        signInPage({ next: safeNext(next.data?.next ?? ''), refused: false, email: '' }),
      );
    });

    instance.post('/staff/sign-in', async (request, reply) => {
      const form = SignInForm.safeParse(request.body);
      const values = form.success ? form.data : { email: '', password: '', next: '' };
      const email = values.email.trim().toLowerCase();
      const wait = Math.max(await perAddress.waitSeconds(request.ip), await perEmail.waitSeconds(email));
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        return html(
          reply,
          429,
          signInPage({ next: safeNext(values.next), refused: false, email: values.email, tooMany: true }),
        );
      }
      const signed = await staff.signIn(values.email, values.password);
      if (!signed) {
        await perAddress.recordFailure(request.ip);
        await perEmail.recordFailure(email);
        return html(
          reply,
          401,
          signInPage({ next: safeNext(values.next), refused: true, email: values.email }),
        );
      }
      // The account's own count only: an address's failures for other e-mails still stand.
      await perEmail.reset(email);
      reply.setCookie(staffCookieName(secure(request)), signed.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secure(request),
        maxAge: STAFF_SESSION_MAX_AGE_S,
      });
      return reply.redirect(safeNext(values.next), 303);
    });

    /** A new, empty draft; the sales agent fills it in the shop, which opens it by its code. */
    instance.post('/staff/drafts', async (request, reply) => {
      const admin = await requireStaff(request, reply);
      if (!admin) return reply;
      if (!isSalesAgent(admin)) return html(reply, 403, '<h1>Only sales agents prepare order drafts</h1>');
      const draft = await drafts.save({
        brandId: request.brand().id,
        cart: { items: [] },
        staffId: admin.id,
        current: null,
      });
      return reply.redirect(
        `${visitorOrigin(request, config)}/session-restore?session_code=${draft.sessionCode}`,
        303,
      );
    });

    instance.post('/staff/sign-out', async (request, reply) => {
      await staff.signOut(tokenOf(request));
      reply.clearCookie(staffCookieName(secure(request)), { path: '/' });
      return reply.redirect('/staff/sign-in', 303);
    });
  });

  app.get('/nova/resources/session-order-drafts', async (request, reply) => {
    const admin = await requireStaff(request, reply);
    if (!admin) return reply;
    const list = await drafts.list(request.brand().id);
    return html(reply, 200, draftsPage({ admin, drafts: list, origin: visitorOrigin(request, config) }));
  });

  app.get('/nova/resources/session-order-drafts/:id', async (request, reply) => {
    const admin = await requireStaff(request, reply);
    if (!admin) return reply;
    const params = DraftIdParam.safeParse(request.params);
    const draft = params.success ? await drafts.find(params.data.id) : null;
    if (!draft || draft.brandId !== request.brand().id)
      return html(reply, 404, '<h1>No such order draft</h1>');
    return html(reply, 200, draftPage({ admin, draft, origin: visitorOrigin(request, config) }));
  });
}
