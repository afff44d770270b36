import type { CatalogueContext } from '@domain/catalogue-context';
import { checkoutSessions } from './load';
import { cartOf, confirmBody, idempotencyKey, PLAIN_PRODUCT, type ShopSession } from './shop-session';

export interface ExactlyOnceResult {
  sessions: number;
  submitsPerSession: number;
  /** Sessions that ended with exactly one order, every 201 naming it. */
  exactlyOnce: number;
  /** Answers other than 201 (same order) and 409 (cart already ordered). */
  unexpected: string[];
}

interface Answer {
  status: number;
  orderCode: string | null;
}

async function submit(session: ShopSession, body: unknown): Promise<Answer> {
  const response = await session.send('POST', '/api/v2/orders', body, {
    'if-match': `"${session.cartVersion}"`,
  });
  const json = (await response.json().catch(() => null)) as { order_code?: string } | null;
  return { status: response.status, orderCode: json?.order_code ?? null };
}

/**
 * Confirm exactly once under retries and concurrent submits: per session, at once, the same
 * idempotency key four times (a double click, retries after a lost answer) and two new attempts
 * (another tab); then the first key once more. Exactly one order must exist, every 201 must name
 * it, and every other answer must be 409 (the cart was ordered already); the last retry names the
 * order when the first key placed it, and is 409 when another tab won.
 */
export async function checkExactlyOnce(
  baseUrl: string,
  shop: CatalogueContext,
  sessionCount: number,
): Promise<ExactlyOnceResult> {
  const cart = cartOf(shop, PLAIN_PRODUCT);
  const sessions = await checkoutSessions(baseUrl, cart, sessionCount);
  const unexpected: string[] = [];
  let exactlyOnce = 0;
  await Promise.all(
    sessions.map(async (session, index) => {
      const prefix = `benchonce${index}`;
      const same = confirmBody(cart, idempotencyKey(prefix, 1));
      const concurrent = await Promise.all([
        submit(session, same),
        submit(session, same),
        submit(session, same),
        submit(session, same),
        submit(session, confirmBody(cart, idempotencyKey(prefix, 2))),
        submit(session, confirmBody(cart, idempotencyKey(prefix, 3))),
      ]);
      const retry = await submit(session, same);
      const answers = [...concurrent, retry];
      const placed = new Set(
        answers.filter((answer) => answer.status === 201).map((answer) => answer.orderCode),
      );
      const others = answers.filter((answer) => answer.status !== 201 && answer.status !== 409);
      for (const other of others) unexpected.push(`session ${index}: ${other.status}`);
      // The retry names the order when its key placed it; when another tab's key won the race,
      // the retried key never placed one and the cart is ordered already: 409.
      const firstKeyPlaced = concurrent.slice(0, 4).some((answer) => answer.status === 201);
      const retryRight = firstKeyPlaced ? retry.status === 201 : retry.status === 409;
      if (placed.size === 1 && !placed.has(null) && retryRight && others.length === 0) exactlyOnce += 1;
    }),
  );
  return { sessions: sessionCount, submitsPerSession: 7, exactlyOnce, unexpected };
}
