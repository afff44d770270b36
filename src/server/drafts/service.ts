import type { Cart } from '@contract/cart';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { orderDrafts } from '../db/schema';
import { newLinkCode } from '../sessions/token';

/** Session state entry of a draft session: which draft this session works on. */
export const DRAFT_STATE_KEY = 'order_draft';
const DraftState = z.object({ id: z.number().int().positive(), session_code: z.string() });
export type DraftState = z.infer<typeof DraftState>;

export const draftOfState = (state: Record<string, unknown> | undefined): DraftState | null => {
  const parsed = DraftState.safeParse(state?.[DRAFT_STATE_KEY]);
  return parsed.success ? parsed.data : null;
};

export type DraftRow = typeof orderDrafts.$inferSelect;

/** The rows a customer receives from a draft: the agent's rows, locked as preconfigured. */
const preconfigured = (cart: Cart): Cart => ({
  ...cart,
  items: cart.items.map((item) => ({ ...item, is_preconfigured: true })),
});

/**
 * Order drafts (checkout spec sections 2, 4, 6): a sales agent saves the session's cart as a
 * draft; the customer continues it by its code (the rows arrive locked) or cancels it.
 */
export class DraftService {
  constructor(private readonly db: Database) {}

  /** Saves the cart into the session's draft, or into a new one; answers the draft. */
  async save(input: {
    brandId: number;
    cart: Cart;
    staffId: number;
    current: DraftState | null;
  }): Promise<DraftRow> {
    if (input.current) {
      const [updated] = await this.db
        .update(orderDrafts)
        .set({ cart: input.cart, updatedAt: new Date() })
        .where(and(eq(orderDrafts.id, input.current.id), isNull(orderDrafts.cancelledAt)))
        .returning();
      if (updated) return updated;
    }
    const [created] = await this.db
      .insert(orderDrafts)
      .values({
        brandId: input.brandId,
        sessionCode: newLinkCode(),
        cart: input.cart,
        createdBy: input.staffId,
      })
      .returning();
    if (!created) throw new Error('draft insert returned no row');
    return created;
  }

  /** An open draft of this brand by its code, with the rows as the customer receives them. */
  async open(sessionCode: string, brandId: number): Promise<{ draft: DraftRow; cart: Cart } | null> {
    const [draft] = await this.db
      .select()
      .from(orderDrafts)
      .where(
        and(
          eq(orderDrafts.sessionCode, sessionCode),
          eq(orderDrafts.brandId, brandId),
          isNull(orderDrafts.cancelledAt),
        ),
      );
    return draft ? { draft, cart: preconfigured(draft.cart as Cart) } : null;
  }

  async cancel(id: number): Promise<boolean> {
    const rows = await this.db
      .update(orderDrafts)
      .set({ cancelledAt: new Date(), updatedAt: new Date() })
      .where(and(eq(orderDrafts.id, id), isNull(orderDrafts.cancelledAt)))
      .returning({ id: orderDrafts.id });
    return rows.length > 0;
  }

  async find(id: number): Promise<DraftRow | null> {
    const [draft] = await this.db.select().from(orderDrafts).where(eq(orderDrafts.id, id));
    return draft ?? null;
  }

  async list(brandId: number): Promise<DraftRow[]> {
    return this.db
      .select()
      .from(orderDrafts)
      .where(eq(orderDrafts.brandId, brandId))
      .orderBy(desc(orderDrafts.id))
      .limit(100);
  }
}
