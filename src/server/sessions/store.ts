import type { Cart } from '@contract/cart';
import type { LocaleCode } from '@contract/common';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { hashToken, newSessionToken } from './token';

export interface SessionRecord {
  idHash: string;
  brandId: number;
  locale: LocaleCode;
  cart: Cart;
  cartVersion: number;
  state: Record<string, unknown>;
}

type Row = typeof sessions.$inferSelect;

function toRecord(row: Row): SessionRecord {
  return {
    idHash: row.idHash,
    brandId: row.brandId,
    locale: row.locale as LocaleCode,
    cart: row.cart as Cart,
    cartVersion: row.cartVersion,
    state: row.state as Record<string, unknown>,
  };
}

/** Server-side sessions keyed by the hash of an opaque cookie token, with a rolling expiry. */
export class SessionStore {
  /**
   * The lookup every request with a session cookie makes, built once: drizzle then skips building
   * the SQL per call, and PostgreSQL keeps the statement prepared on each pooled connection.
   */
  private readonly findStatement;

  constructor(
    private readonly db: Database,
    private readonly ttlMs: number,
  ) {
    this.findStatement = db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.idHash, sql.placeholder('idHash')),
          eq(sessions.brandId, sql.placeholder('brandId')),
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1)
      .prepare('find_session');
  }

  private expiry(): Date {
    return new Date(Date.now() + this.ttlMs);
  }

  async find(token: string, brandId: number): Promise<SessionRecord | null> {
    const rows = await this.findStatement.execute({
      idHash: hashToken(token),
      brandId,
      // Placeholders skip the column's own mapping of a Date, so the time goes as ISO text.
      now: new Date().toISOString(),
    });
    const row = rows[0];
    return row ? toRecord(row) : null;
  }

  async create(brandId: number, locale: LocaleCode): Promise<{ token: string; record: SessionRecord }> {
    const token = newSessionToken();
    const [row] = await this.db
      .insert(sessions)
      .values({ idHash: hashToken(token), brandId, locale, expiresAt: this.expiry() })
      .returning();
    if (!row) throw new Error('session insert returned no row');
    return { token, record: toRecord(row) };
  }

  async setLocale(idHash: string, locale: LocaleCode): Promise<void> {
    await this.db
      .update(sessions)
      .set({ locale, updatedAt: new Date(), expiresAt: this.expiry() })
      .where(eq(sessions.idHash, idHash));
  }

  /**
   * Sets top-level entries of the session's `state` (e.g. `referral`), keeping every other entry:
   * one jsonb merge in the database, so features writing different entries never overwrite each
   * other. Returns the new state, or null when the session no longer exists.
   */
  async mergeState(
    idHash: string,
    entries: Record<string, unknown>,
  ): Promise<Record<string, unknown> | null> {
    const [row] = await this.db
      .update(sessions)
      .set({
        state: sql`${sessions.state} || ${JSON.stringify(entries)}::jsonb`,
        updatedAt: new Date(),
        expiresAt: this.expiry(),
      })
      .where(eq(sessions.idHash, idHash))
      .returning({ state: sessions.state });
    return row ? (row.state as Record<string, unknown>) : null;
  }

  /**
   * Stores a new cart and returns the new version, or null when `expectedVersion` is given and the
   * stored cart has moved on (another tab saved first).
   */
  async saveCart(idHash: string, cart: Cart, expectedVersion?: number): Promise<number | null> {
    const matches =
      expectedVersion === undefined
        ? eq(sessions.idHash, idHash)
        : and(eq(sessions.idHash, idHash), eq(sessions.cartVersion, expectedVersion));
    const [row] = await this.db
      .update(sessions)
      .set({
        cart,
        cartVersion: sql`${sessions.cartVersion} + 1`,
        updatedAt: new Date(),
        expiresAt: this.expiry(),
      })
      .where(matches)
      .returning({ version: sessions.cartVersion });
    return row?.version ?? null;
  }

  /** Deletes the sessions whose expiry has passed; answers how many. */
  async deleteExpired(now = new Date()): Promise<number> {
    const rows = await this.db
      .delete(sessions)
      .where(lte(sessions.expiresAt, now))
      .returning({ idHash: sessions.idHash });
    return rows.length;
  }
}
