import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may use the support calls (SMS outbox, restore links): anyone outside production
 * (development, tests); in production only a caller with `Authorization: Bearer
 * {SUPPORT_API_TOKEN}`, and nobody when no token is set.
 */
export function supportAllowed(request: FastifyRequest, env: string, token: string | undefined): boolean {
  if (env !== 'production') return true;
  if (!token) return false;
  const header = request.headers.authorization;
  const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '';
  return timingSafeEqual(sha256(given), sha256(token));
}
