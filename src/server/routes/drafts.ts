import { draftApi } from '@contract/api';
import type { Cart } from '@contract/cart';
import { isSalesAgent } from '@domain/roles';
import type { AppContext } from '../app-context';
import { rotateSession } from '../customer/session-rotation';
import { DRAFT_STATE_KEY, type DraftService, draftOfState } from '../drafts/service';
import { HttpError } from '../http/api-error';
import { route } from '../http/route';
import { DatabaseRateLimiter } from '../rate-limit/database-rate-limiter';
import { enforceBudget } from '../rate-limit/enforce';
import type { RateLimitPolicy } from '../rate-limit/rate-limiter';
import type { StaffAccounts } from '../staff/accounts';
import { staffTokenOf } from './staff';

/**
 * Continue attempts per client address, as for restore links (our numbers): draft codes carry 160
 * random bits, so this only keeps a guesser from hammering the database.
 */
export const DRAFT_CONTINUE_PER_ADDRESS: RateLimitPolicy = {
  name: 'draft-continue:address',
  limit: 20,
  windowMs: 15 * 60 * 1000,
};

/**
 * Order drafts (checkout spec sections 2, 4, 6 and 8):
 * - `POST /api/v2/order-drafts`: a signed-in sales agent saves the session's cart as a draft
 *   (anyone else: 403 "Please create order draft using admin panel"); answers its id;
 * - `GET /api/v2/order-drafts/current`: the draft this session works on, or null;
 * - `POST /api/v2/order-drafts/continue {session_code}`: the customer's session takes over the
 *   draft (its rows locked as preconfigured) and gets a new session id (whoever planted or saw the
 *   old cookie does not share the draft's session); unknown or cancelled draft 404;
 * - `DELETE /api/v2/order-drafts/current`: cancels the draft and clears the cart; none 404.
 */
export function registerDraftRoutes(
  { app, config, db, sessions, checkResponses }: AppContext,
  staff: StaffAccounts,
  drafts: DraftService,
) {
  const options = { checkResponses };
  const continues = new DatabaseRateLimiter(db, DRAFT_CONTINUE_PER_ADDRESS);

  route(
    app,
    draftApi.save,
    async ({ request, reply }) => {
      const admin = await staff.signedIn(staffTokenOf(request, config));
      if (!admin || !isSalesAgent(admin)) throw new HttpError(403, 'draft_only_in_admin_panel');
      const session = await request.ensureSession(reply);
      if (session.cart.items.length === 0) throw new HttpError(422, 'cart_empty');
      const draft = await drafts.save({
        brandId: session.brandId,
        cart: session.cart,
        staffId: admin.id,
        current: draftOfState(session.state),
      });
      await sessions.mergeState(session.idHash, {
        [DRAFT_STATE_KEY]: { id: draft.id, session_code: draft.sessionCode },
      });
      return { id: draft.id };
    },
    options,
  );

  route(
    app,
    draftApi.current,
    async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      const session = await request.session();
      const draft = draftOfState(session?.state);
      return { data: draft ? { id: draft.id, session_code: draft.session_code } : null };
    },
    options,
  );

  route(
    app,
    draftApi.continue,
    async ({ request, reply, body }) => {
      reply.header('cache-control', 'no-store');
      await enforceBudget(continues, request.ip, 'too_many_attempts');
      const opened = await drafts.open(body.session_code, request.brand().id);
      if (!opened) throw new HttpError(404, 'draft_not_found');
      const session = await request.ensureSession(reply);
      await sessions.saveCart(session.idHash, opened.cart);
      const entry = { id: opened.draft.id, session_code: opened.draft.sessionCode };
      await rotateSession(db, config, request, reply, session.idHash, { [DRAFT_STATE_KEY]: entry });
      return { data: entry };
    },
    options,
  );

  route(
    app,
    draftApi.cancel,
    async ({ request }) => {
      const session = await request.session();
      const draft = draftOfState(session?.state);
      if (!session || !draft) throw new HttpError(404, 'draft_not_found');
      await drafts.cancel(draft.id);
      const empty: Cart = { items: [] };
      await sessions.saveCart(session.idHash, empty);
      await sessions.mergeState(session.idHash, { [DRAFT_STATE_KEY]: null });
      return { ok: true as const };
    },
    options,
  );
}
