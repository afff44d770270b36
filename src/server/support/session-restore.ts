import { randomInt } from 'node:crypto';
import type { Cart } from '@contract/cart';
import type { PaymentOption } from '@contract/payment';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  ADDRESS_STATE_KEY,
  BASIC_INFO_STATE_KEY,
  CHECKOUT_RESET,
  PAYMENT_STATE_KEY,
  storedAddress,
  storedBasicInfo,
  storedPaymentOption,
} from '../customer/state';
import type { Database } from '../db/client';
import { sessionRestoreCodes, sessions, supportReferences } from '../db/schema';
import { hashToken, newLinkCode } from '../sessions/token';

/** Letters and digits a person can read out without mix-ups (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const REFERENCE_LENGTH = 8;
const REFERENCE_TTL_MS = 24 * 60 * 60 * 1000;
/** Draws and races a reference survives before giving up (each is 1 in 31^8 to collide). */
const MAX_REFERENCE_ATTEMPTS = 20;

/** `ABCD-EFGH` for reading out; any case, spaces and hyphens are accepted back. */
export const formatReference = (reference: string): string =>
  `${reference.slice(0, 4)}-${reference.slice(4)}`;
export const normalizeReference = (input: string): string => input.replace(/[\s-]/g, '').toUpperCase();

function newReference(): string {
  let reference = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1)
    reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return reference;
}

/**
 * The payment option as another person may see it: SEPA (account holder, IBAN, BIC) is not restored
 * at all; card and PayPal lose their provider references. What remains needs no secret.
 */
export function withoutPaymentSecrets(option: PaymentOption | null): PaymentOption | null {
  if (!option || option.type === 'sepa') return null;
  return {
    ...option,
    holder: null,
    iban: null,
    bic: null,
    bank: null,
    psp_reference: null,
    recurring_reference: null,
    paypal_reference: null,
  };
}

export type RestoreOutcome =
  | { status: 'restored'; cart: Cart; state: Record<string, unknown> }
  | { status: 'unknown' }
  | { status: 'expired' };

/**
 * Support references and session-restore links (catalogue spec: support reproduces a visitor's
 * session). A reference is short and lives a day; a restore code is long, hashed, expires after
 * the configured days and can be revoked.
 */
export class SessionRestoreService {
  constructor(
    private readonly db: Database,
    private readonly linkTtlMs: number,
  ) {}

  /**
   * The session's support reference, made on first ask and kept while it is valid. Requests of one
   * session may ask at once: an insert that loses to another's (the session already has one) reads
   * the winner's; one that drew a reference already taken draws again.
   */
  async referenceFor(
    sessionIdHash: string,
    brandId: number,
  ): Promise<{ reference: string; expiresAt: Date }> {
    for (let attempt = 0; attempt < MAX_REFERENCE_ATTEMPTS; attempt += 1) {
      const [existing] = await this.db
        .select()
        .from(supportReferences)
        .where(eq(supportReferences.sessionIdHash, sessionIdHash))
        .limit(1);
      if (existing && existing.expiresAt > new Date())
        return { reference: existing.reference, expiresAt: existing.expiresAt };
      if (existing)
        await this.db.delete(supportReferences).where(eq(supportReferences.reference, existing.reference));
      const expiresAt = new Date(Date.now() + REFERENCE_TTL_MS);
      const reference = newReference();
      const inserted = await this.db
        .insert(supportReferences)
        .values({ reference, sessionIdHash, brandId, expiresAt })
        .onConflictDoNothing()
        .returning({ reference: supportReferences.reference });
      if (inserted.length > 0) return { reference, expiresAt };
    }
    throw new Error('no support reference could be stored');
  }

  /** Support turns a reference into a restore link's code; null for an unknown or expired reference. */
  async createLink(input: string): Promise<{ code: string; brandId: number; expiresAt: Date } | null> {
    const [found] = await this.db
      .select()
      .from(supportReferences)
      .where(
        and(
          eq(supportReferences.reference, normalizeReference(input)),
          gt(supportReferences.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (!found) return null;
    const code = newLinkCode();
    const expiresAt = new Date(Date.now() + this.linkTtlMs);
    await this.db.insert(sessionRestoreCodes).values({
      codeHash: hashToken(code),
      sourceSessionIdHash: found.sessionIdHash,
      brandId: found.brandId,
      expiresAt,
    });
    return { code, brandId: found.brandId, expiresAt };
  }

  /** Revokes a link; false when no such link exists. */
  async revoke(code: string): Promise<boolean> {
    const rows = await this.db
      .update(sessionRestoreCodes)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessionRestoreCodes.codeHash, hashToken(code)), isNull(sessionRestoreCodes.revokedAt)))
      .returning({ id: sessionRestoreCodes.id });
    return rows.length > 0;
  }

  /** What a link restores: the source session's cart and checkout data, without payment secrets. */
  async open(code: string, brandId: number): Promise<RestoreOutcome> {
    const [link] = await this.db
      .select()
      .from(sessionRestoreCodes)
      .where(and(eq(sessionRestoreCodes.codeHash, hashToken(code)), eq(sessionRestoreCodes.brandId, brandId)))
      .limit(1);
    if (!link) return { status: 'unknown' };
    if (link.revokedAt || link.expiresAt <= new Date()) return { status: 'expired' };
    const [source] = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.idHash, link.sourceSessionIdHash), gt(sessions.expiresAt, new Date())))
      .limit(1);
    if (!source) return { status: 'expired' };
    const state = source.state as Record<string, unknown>;
    return {
      status: 'restored',
      cart: source.cart as Cart,
      state: {
        ...CHECKOUT_RESET,
        [BASIC_INFO_STATE_KEY]: storedBasicInfo(state),
        [ADDRESS_STATE_KEY]: storedAddress(state),
        [PAYMENT_STATE_KEY]: withoutPaymentSecrets(storedPaymentOption(state)),
      },
    };
  }
}
