import { cartApi } from '@contract/api';
import type { Cart, CartResponse } from '@contract/cart';
import type { CatalogueContext } from '@domain/catalogue-context';
import { cartPrices } from '@domain/prices/cart-prices';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { findBrokenReferences } from '../cart/references';
import { HttpError } from '../http/api-error';
import { route } from '../http/route';

const EMPTY_CART: Cart = { items: [] };

/** `If-Match: "3"` or `If-Match: 3` → 3; absent → undefined (last write wins for old clients). */
function expectedVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (typeof header !== 'string') return undefined;
  const digits = header.replace(/^W\//, '').replaceAll('"', '').trim();
  if (!/^\d{1,9}$/.test(digits)) throw new HttpError(422, 'validation_failed', { 'if-match': [header] });
  return Number(digits);
}

/** The cart as stored plus the prices the server computes itself from the catalogue. */
function answer(cart: Cart, version: number, context: CatalogueContext): CartResponse {
  return { data: cart, version, totals: cartPrices(cart, context).totals, notices: [] };
}

export function registerCartRoutes({ app, catalogue, sessions, checkResponses }: AppContext): void {
  route(
    app,
    cartApi.getCart,
    async ({ request, reply }) => {
      const session = await request.session();
      const cart = session?.cart ?? EMPTY_CART;
      const version = session?.cartVersion ?? 0;
      reply.header('etag', `"${version}"`);
      const view = catalogue.view(request.brand(), await request.locale());
      return answer(cart, version, view.context);
    },
    { checkResponses },
  );

  route(
    app,
    cartApi.saveCart,
    async ({ request, reply, body }) => {
      const locale = await request.locale();
      const view = catalogue.view(request.brand(), locale);
      const broken = findBrokenReferences(body, view.context, locale);
      if (Object.keys(broken).length > 0) throw new HttpError(422, 'validation_failed', broken);
      const expected = expectedVersion(request);
      const session = await request.ensureSession(reply);
      const version = await sessions.saveCart(session.idHash, body, expected);
      if (version === null) throw new HttpError(409, 'cart_conflict');
      reply.header('etag', `"${version}"`);
      return answer(body, version, view.context);
    },
    { checkResponses },
  );
}
