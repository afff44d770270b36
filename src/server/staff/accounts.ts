import { randomBytes } from 'node:crypto';
import { type Admin, AdminRole } from '@contract/admin';
import { and, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { staffAccounts, staffSessions } from '../db/schema';
import { hashToken, newSessionToken } from '../sessions/token';
import { hashPassword, verifyPassword } from './passwords';

const STAFF_SESSION_TTL_MS = 8 * 60 * 60 * 1000;
const Roles = z.array(AdminRole);

/** Staff of development and tests (`STAFF_FIXTURES`); never created in production by default. */
export const STAFF_FIXTURES = [
  { email: 'agent@hostwerk.example', name: 'Sam Sales', roles: ['sales-agent'], password: 'agent-test-1' },
  { email: 'support@hostwerk.example', name: 'Sue Support', roles: ['support'], password: 'support-test-1' },
] as const;

type Row = typeof staffAccounts.$inferSelect;
const toAdmin = (row: Row): Admin => ({
  id: row.id,
  email: row.email,
  name: row.name,
  roles: Roles.catch([]).parse(row.roles),
});

/** Staff sign-in with e-mail and password; a signed-in staff member is a row in `staff_sessions`. */
export class StaffAccounts {
  constructor(private readonly db: Database) {}

  async addFixtures(): Promise<void> {
    for (const fixture of STAFF_FIXTURES) {
      const [existing] = await this.db
        .select({ id: staffAccounts.id })
        .from(staffAccounts)
        .where(eq(staffAccounts.email, fixture.email));
      if (!existing) await this.save({ ...fixture, roles: [...fixture.roles] });
    }
  }

  /**
   * Creates the account, or replaces name, roles and password of the one with this e-mail; a
   * changed password signs the account out everywhere (`npm run staff`).
   */
  async save(account: { email: string; name: string; roles: AdminRole[]; password: string }): Promise<Admin> {
    const email = account.email.trim().toLowerCase();
    const values = {
      email,
      name: account.name,
      roles: account.roles,
      passwordHash: await hashPassword(account.password),
    };
    const [row] = await this.db
      .insert(staffAccounts)
      .values(values)
      .onConflictDoUpdate({ target: staffAccounts.email, set: values })
      .returning();
    if (!row) throw new Error(`staff account ${email} was not saved`);
    await this.db.delete(staffSessions).where(eq(staffSessions.staffId, row.id));
    return toAdmin(row);
  }

  /** Removes the account and its sessions; false when there was none. */
  async remove(email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(eq(staffAccounts.email, email.trim().toLowerCase()));
    if (!row) return false;
    await this.db.delete(staffSessions).where(eq(staffSessions.staffId, row.id));
    await this.db.delete(staffAccounts).where(eq(staffAccounts.id, row.id));
    return true;
  }

  async list(): Promise<Admin[]> {
    const rows = await this.db.select().from(staffAccounts).orderBy(staffAccounts.email);
    return rows.map(toAdmin);
  }

  /** A new staff session token for the right e-mail and password, else null. */
  async signIn(email: string, password: string): Promise<{ token: string; admin: Admin } | null> {
    const [row] = await this.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, email.trim().toLowerCase()));
    // The same work for an unknown e-mail, so timing does not tell which e-mails exist.
    const matches = await verifyPassword(password, row?.passwordHash ?? (await this.decoy()));
    if (!row || !matches) return null;
    const token = newSessionToken();
    await this.db.insert(staffSessions).values({
      tokenHash: hashToken(token),
      staffId: row.id,
      expiresAt: new Date(Date.now() + STAFF_SESSION_TTL_MS),
    });
    return { token, admin: toAdmin(row) };
  }

  async signedIn(token: string | undefined): Promise<Admin | null> {
    if (!token || token.length > 200) return null;
    const [row] = await this.db
      .select({ account: staffAccounts })
      .from(staffSessions)
      .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
      .where(and(eq(staffSessions.tokenHash, hashToken(token)), gt(staffSessions.expiresAt, new Date())));
    return row ? toAdmin(row.account) : null;
  }

  async signOut(token: string | undefined): Promise<void> {
    if (token) await this.db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
  }

  private decoyHash: Promise<string> | null = null;
  private decoy(): Promise<string> {
    this.decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return this.decoyHash;
  }
}

export const STAFF_SESSION_MAX_AGE_S = STAFF_SESSION_TTL_MS / 1000;
