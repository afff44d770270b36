import { draftApi, sessionApi } from '@contract/api';
import type { Cart } from '@contract/cart';
import { CreateRestoreLinkBody, RevokeRestoreLinkBody, supportApi } from '@contract/support';
import { isSalesAgent } from '@domain/roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { rotateSession } from '../customer/session-rotation';
import { DRAFT_STATE_KEY, type DraftService } from '../drafts/service';
import { HttpError } from '../http/api-error';
import { route } from '../http/route';
import { supportAllowed } from '../http/support-access';
import { visitorOrigin } from '../payments/origin';
import { DatabaseRateLimiter } from '../rate-limit/database-rate-limiter';
import type { RateLimitPolicy } from '../rate-limit/rate-limiter';
import type { StaffAccounts } from '../staff/accounts';
import { formatReference, SessionRestoreService } from '../support/session-restore';
import { staffTokenOf } from './staff';

/**
 * Restore attempts per client address: codes carry 160 random bits, so this only keeps a guesser
 * from hammering the database (our numbers; the spec names none).
 */
export const RESTORE_ATTEMPTS_PER_ADDRESS: RateLimitPolicy = {
  name: 'session-restore:address',
  limit: 20,
  windowMs: 15 * 60 * 1000,
};

/**
 * Session restore for support (catalogue spec: support reproduces sessions from restore links):
 * - `GET /api/v2/session/support-reference`: the visitor's short reference (help and contact modal);
 * - `POST /api/v2/support/restore-links {reference}` and `/restore-links/revoke {session_code}`:
 *   support only (outside production anyone; in production the SUPPORT_API_TOKEN bearer);
 * - `POST /api/v2/session/restore {session_code}` with an order draft's code opens that draft (the
 *   sales agent's way in from the staff page; only for a signed-in sales agent, anyone else gets
 *   404 as for an unknown code: customers take drafts over by the continue link); answers its id;
 *   the session gets a new id;
 * - `POST /api/v2/session/restore {session_code}`: copies the linked session's cart, basic info,
 *   address and payment option (never payment secrets) into the opener's session, which then gets
 *   a new id. Unknown code 404, expired or revoked 410, too many attempts 429.
 */
export function registerRestoreRoutes(
  { app, config, db, catalogue, sessions, checkResponses }: AppContext,
  drafts: DraftService,
  staff: StaffAccounts,
) {
  const options = { checkResponses };
  const service = new SessionRestoreService(db, config.restoreLinkTtlMs);
  const perAddress = new DatabaseRateLimiter(db, RESTORE_ATTEMPTS_PER_ADDRESS);

  route(
    app,
    sessionApi.supportReference,
    async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      const session = await request.ensureSession(reply);
      const { reference, expiresAt } = await service.referenceFor(session.idHash, session.brandId);
      return { data: { reference: formatReference(reference), expires_at: expiresAt.toISOString() } };
    },
    options,
  );

  route(
    app,
    draftApi.restore,
    async ({ request, reply, body }) => {
      reply.header('cache-control', 'no-store');
      const attempt = await perAddress.hit(request.ip);
      if (!attempt.allowed)
        throw new HttpError(
          429,
          'too_many_attempts',
          {},
          { 'retry-after': String(attempt.retryAfterSeconds) },
        );
      const outcome = await service.open(body.session_code, request.brand().id);
      if (outcome.status === 'unknown') {
        // A draft's code opens the draft for the sales agent preparing it (checkout spec: load
        // session by session_code answers the order draft id).
        const admin = await staff.signedIn(staffTokenOf(request, config));
        const opened =
          admin && isSalesAgent(admin) ? await drafts.open(body.session_code, request.brand().id) : null;
        if (!opened) throw new HttpError(404, 'restore_code_unknown');
        const session = await request.ensureSession(reply);
        await sessions.saveCart(session.idHash, opened.draft.cart as Cart);
        await rotateSession(db, config, request, reply, session.idHash, {
          [DRAFT_STATE_KEY]: { id: opened.draft.id, session_code: opened.draft.sessionCode },
        });
        return { data: { order_draft_id: opened.draft.id } };
      }
      if (outcome.status === 'expired') throw new HttpError(410, 'restore_code_expired');
      const session = await request.ensureSession(reply);
      await sessions.saveCart(session.idHash, outcome.cart);
      await rotateSession(db, config, request, reply, session.idHash, outcome.state);
      return { data: { order_draft_id: null } };
    },
    options,
  );

  async function supportOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    reply.header('cache-control', 'no-store');
    if (!supportAllowed(request, config.env, config.supportToken)) throw new HttpError(404, 'not_found');
  }

  app.post(supportApi.createRestoreLink.path, async (request, reply) => {
    await supportOnly(request, reply);
    const body = CreateRestoreLinkBody.safeParse(request.body);
    if (!body.success) throw new HttpError(422, 'validation_failed', { reference: [body.error.message] });
    const link = await service.createLink(body.data.reference);
    if (!link) throw new HttpError(404, 'support_reference_unknown');
    const brand = catalogue.brands.all().find((entry) => entry.id === link.brandId);
    const origin = config.publicOrigin ?? brandOrigin(request, brand?.fqdn);
    const url = `${origin}/session-restore?session_code=${link.code}`;
    reply.code(201);
    return { data: { url, session_code: link.code, expires_at: link.expiresAt.toISOString() } };
  });

  app.post(supportApi.revokeRestoreLink.path, async (request, reply) => {
    await supportOnly(request, reply);
    const body = RevokeRestoreLinkBody.safeParse(request.body);
    if (!body.success) throw new HttpError(422, 'validation_failed', { session_code: [body.error.message] });
    if (!(await service.revoke(body.data.session_code))) throw new HttpError(404, 'restore_code_unknown');
    return { ok: true };
  });

  /** The brand's own host with the port support reached this server on (development, tests). */
  function brandOrigin(request: FastifyRequest, fqdn: string | undefined): string {
    const own = new URL(visitorOrigin(request, config));
    if (fqdn) own.hostname = fqdn;
    return own.origin;
  }
}
