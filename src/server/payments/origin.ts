import type { LocaleCode } from '@contract/common';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HttpError } from '../http/api-error';
import { orderMessage } from '../i18n/order-messages';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The scheme and believed Host of this request as an origin (believed-host.ts). */
const requestOrigin = (request: FastifyRequest): string | null =>
  originOf(`${request.protocol}://${request.visitorHost}`);

/**
 * The origin the visitor uses: PUBLIC_ORIGIN when set, else the scheme and Host of this request
 * (the Host also chose the brand, so `hostwerk.localhost:3000` and the Vite dev server's
 * `localhost:5173` both get themselves back). Provider return URLs are built from it.
 */
export function visitorOrigin(request: FastifyRequest, config: Pick<Config, 'publicOrigin'>): string {
  if (config.publicOrigin) return config.publicOrigin;
  const own = requestOrigin(request);
  if (!own) throw new HttpError(400, 'validation_failed');
  return own;
}

/**
 * Create-payment's `origin` and `returnUrl` (contract: "must be the brand's own origin; the server
 * checks it"): the origin must be the one the visitor uses (PUBLIC_ORIGIN or this request's
 * own), and the return URL must be the confirm route of that origin. So no provider ever sends a
 * shopper — with a redirect result — to another site. Answers the return URL without a stale
 * `redirectResult` and without fragment.
 */
export function checkReturnUrl(
  request: FastifyRequest,
  config: Pick<Config, 'publicOrigin'>,
  locale: LocaleCode,
  body: { origin: string; returnUrl: string },
): { origin: string; returnUrl: string } {
  const allowed = new Set(
    [config.publicOrigin, requestOrigin(request)].filter((entry) => entry !== undefined && entry !== null),
  );
  const origin = originOf(body.origin);
  const message = [orderMessage(locale, 'payment_origin_invalid')];
  if (!origin || !allowed.has(origin)) throw new HttpError(422, 'validation_failed', { origin: message });
  const returnUrl = new URL(body.returnUrl);
  const confirmPath = returnUrl.pathname === '/confirm' || returnUrl.pathname.startsWith('/confirm/');
  if (returnUrl.origin !== origin || !confirmPath) {
    throw new HttpError(422, 'validation_failed', { returnUrl: message });
  }
  returnUrl.searchParams.delete('redirectResult');
  returnUrl.hash = '';
  return { origin, returnUrl: returnUrl.toString() };
}
