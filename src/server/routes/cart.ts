import { cartApi } from '@contract/api';
import type { Cart, CartResponse } from '@contract/cart';
import type { Notice } from '@contract/common';
import { storageLimitErrors } from '@domain/cart/storage-limits';
import type { CatalogueContext } from '@domain/catalogue-context';
import { cartPrices } from '@domain/prices/cart-prices';
import { STANDARD_VAT, type VatDecision } from '@domain/vat/applicable-vat';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../app-context';
import { findForeignHostingNumbers } from '../cart/hosting-numbers';
import { cartActor, cartPermissionRefusal, cartRolesApply } from '../cart/permissions';
import { findBrokenReferences } from '../cart/references';
import { revalidateCart } from '../cart/revalidate';
import { sessionCatalogueView } from '../catalogue/session-view';
import { storedHostingNumbers } from '../customer/state';
import { HttpError } from '../http/api-error';
import { expectedCartVersion } from '../http/if-match';
import { route } from '../http/route';
import { serverMessage } from '../i18n/messages';
import { lookedUpCodes, type PromotionLookupBudget } from '../promotions/lookup-budget';
import { codesNewToSession, publicCodes } from '../promotions/new-codes';
import type { StaffAccounts } from '../staff/accounts';
import { sessionVatDecision } from '../vat/session-vat';

const EMPTY_CART: Cart = { items: [] };

/**
 * The cart as stored plus the prices the server computes itself from the catalogue, under the
 * session's VAT decision (net totals under the reverse charge).
 */
function answer(
  reply: FastifyReply,
  cart: Cart,
  version: number,
  context: CatalogueContext,
  notices: Notice[],
  vat: VatDecision,
): CartResponse {
  reply.header('etag', `"${version}"`);
  return { data: cart, version, totals: cartPrices(cart, context, vat).totals, notices };
}

export function registerCartRoutes(
  { app, config, catalogue, sessions, checkResponses }: AppContext,
  staff: StaffAccounts,
  promotionLookups: PromotionLookupBudget,
): void {
  route(
    app,
    cartApi.getCart,
    async ({ request, reply }) => {
      // Totals at the VAT the session pays (session-view.ts).
      const { context } = await sessionCatalogueView(catalogue, request);
      const session = await request.session();
      if (!session) return answer(reply, EMPTY_CART, 0, context, [], STANDARD_VAT);
      const vat = sessionVatDecision(session.state, context.brand);
      // The catalogue may have changed since the cart was saved: re-apply the rules and keep the result.
      const checked = revalidateCart(session.cart, context);
      if (!checked.changed) return answer(reply, session.cart, session.cartVersion, context, [], vat);
      const version = await sessions.saveCart(session.idHash, checked.cart, session.cartVersion);
      if (version === null) throw new HttpError(409, 'cart_conflict');
      return answer(reply, checked.cart, version, context, checked.notices, vat);
    },
    { checkResponses },
  );

  route(
    app,
    cartApi.saveCart,
    async ({ request, reply, body }) => {
      const locale = await request.locale();
      const { context } = await sessionCatalogueView(catalogue, request);
      const broken = findBrokenReferences(body, context, locale);
      if (Object.keys(broken).length > 0) throw new HttpError(422, 'validation_failed', broken);
      // Bounded storage per visitor: counts, lengths and the cart's size (STORAGE_LIMITS).
      const overLimit = storageLimitErrors(body, (id) => context.productsById[id]?.additionalFields ?? []);
      if (overLimit.length > 0) {
        const message = [serverMessage(locale, 'session_too_large')];
        throw new HttpError(
          422,
          'session_too_large',
          Object.fromEntries(overLimit.map(({ path }) => [path, message])),
        );
      }
      const expected = await expectedCartVersion(request);
      const checked = revalidateCart(body, context);
      // Saving looks up each promo code the session has not had before: one look-up of its budget each.
      const before = await request.session();
      const newCodes = codesNewToSession(body, {
        stored: before?.cart ?? EMPTY_CART,
        lookedUp: lookedUpCodes(before?.state),
        free: publicCodes(context),
      });
      if (newCodes.length > 0) await promotionLookups.charge(request, reply, newCodes);
      const session = await request.ensureSession(reply);
      // Spec section 6: a customer updating an order draft may not add rows or change the prepared
      // ones, and only a sales agent marks rows as prepared.
      if (cartRolesApply(session, body)) {
        const actor = await cartActor(request, session, staff, config);
        const refusal = cartPermissionRefusal(session.cart, body, actor, context, locale);
        if (refusal) throw new HttpError(422, refusal.code, refusal.errors);
      }
      const foreign = findForeignHostingNumbers(body, storedHostingNumbers(session.state), locale);
      if (Object.keys(foreign).length > 0) throw new HttpError(422, 'validation_failed', foreign);
      const version = await sessions.saveCart(session.idHash, checked.cart, expected);
      if (version === null) throw new HttpError(409, 'cart_conflict');
      const vat = sessionVatDecision(session.state, context.brand);
      return answer(reply, checked.cart, version, context, checked.notices, vat);
    },
    { checkResponses },
  );
}
