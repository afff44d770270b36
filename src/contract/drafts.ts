import { z } from 'zod/mini';
import { EmptyBody } from './common';

/**
 * Opaque code of a saved session or order draft (`session_code` of /session-restore and
 * /continue-preconfigured-order): letters and digits, as the query sanitiser keeps them.
 */
export const SessionCode = z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[A-Za-z0-9]+$/));

/** Order draft of the session; fields beyond the id are our choice. */
export const OrderDraft = z.object({
  id: z.int().check(z.positive()),
  session_code: z.string(),
});
export type OrderDraft = z.infer<typeof OrderDraft>;

/** `GET /api/v2/order-drafts/current`: `data` is null without a draft session. */
export const CurrentOrderDraftResponse = z.object({ data: z.nullable(OrderDraft) });

/** Save order draft (path not shown). Our choice: no payload, the session's cart is saved. */
export const SaveOrderDraftBody = EmptyBody;
/** Spec: response id. */
export const SaveOrderDraftResponse = z.object({ id: z.int().check(z.positive()) });

/** Load a session by session_code (path not shown). */
export const SessionRestoreBody = z.object({ session_code: SessionCode });
/** Our choice: the browser then loads basic info, address and payment itself. */
export const SessionRestoreResponse = z.object({
  data: z.object({ order_draft_id: z.nullable(z.int().check(z.positive())) }),
});

/** `GET /api/v2/session/support-reference` (ours): what the visitor reads out to support. */
export const SupportReferenceResponse = z.object({
  data: z.object({
    /** e.g. `K7QM-4PXT` */
    reference: z.string().check(z.regex(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/)),
    expires_at: z.iso.datetime(),
  }),
});

/** `POST /api/v2/order-drafts/continue` (ours): the customer's browser takes over a draft by its code. */
export const ContinueDraftBody = z.object({ session_code: SessionCode });
export const ContinueDraftResponse = z.object({ data: OrderDraft });
