import { authApi, checkoutApi } from '@contract/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { checkAddress, lookUpZipCode } from '../customer/address';
import { checkBasicInfo, VAT_ID_INVALID_KEY } from '../customer/basic-info';
import { customerNotices, customerOf, readCheckout, supportedCountries } from '../customer/checkout-state';
import { refuseFields } from '../customer/field-errors';
import { rotateSession } from '../customer/session-rotation';
import {
  ADDRESS_STATE_KEY,
  BASIC_INFO_STATE_KEY,
  CHECKOUT_RESET,
  CUSTOMER_NOTICES_STATE_KEY,
  storedCustomerNumber,
  storedVatIdCheck,
  VAT_ID_CHECK_STATE_KEY,
} from '../customer/state';
import { HttpError } from '../http/api-error';
import { route } from '../http/route';
import { reusableCheck } from '../vat/session-vat';

/** Customer data is personal: no cache (browser or proxy) may keep a copy. */
function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

/**
 * Customer data of the checkout, kept in the session (`state.basic_info`, `state.address`,
 * `state.customer`; see customer/state.ts): `GET`/`PUT /api/v2/session/basic-info`,
 * `GET`/`PUT /api/v2/session/address-info`, `GET /api/v2/session/customer`,
 * `GET /api/v2/session/cancel` and `GET /api/v2/customer/logout`.
 *
 * - Bodies pass the contract (422 with zod's texts) and then the shared domain forms of
 *   src/domain/validation/checkout plus the server's data rules (brand customer types, supported
 *   countries, zip code lists): 422 with the spec's form texts in the visitor's language.
 * - GETs never create a session; without one they answer empty data.
 * - An existing (logged-in) customer's data comes from the customer account: saving basic info or
 *   an address is refused with 403 (spec: basic info and address screens are not for existing
 *   customers; the server enforces it, our choice of status).
 * - One session only ever sees its own data: everything is read from the session of the cookie.
 */
export function registerCustomerRoutes({
  app,
  config,
  db,
  catalogue,
  sessions,
  vatIds,
  checkResponses,
}: AppContext): void {
  const options = { checkResponses };

  async function checkout(request: FastifyRequest, reply: FastifyReply) {
    noStore(reply);
    const locale = await request.locale();
    const view = catalogue.view(request.brand(), locale);
    const session = await request.session();
    const data = await readCheckout(session?.idHash ?? null, session?.state, view, locale, sessions);
    return { locale, view, session, data };
  }

  /** Saving is for new customers only. */
  async function refuseExistingCustomer(request: FastifyRequest): Promise<void> {
    const session = await request.session();
    if (storedCustomerNumber(session?.state) !== null) throw new HttpError(403, 'existing_customer');
  }

  route(
    app,
    checkoutApi.getBasicInfo,
    async ({ request, reply }) => {
      const { data } = await checkout(request, reply);
      return { data: data.basicInfo };
    },
    options,
  );

  route(
    app,
    checkoutApi.saveBasicInfo,
    async ({ request, reply, body }) => {
      noStore(reply);
      const locale = await request.locale();
      const view = catalogue.view(request.brand(), locale);
      await refuseExistingCustomer(request);
      const checked = checkBasicInfo(body, view.brand.properties);
      if (!checked.ok) refuseFields(locale, checked.keys);
      // A company's EU VAT id is checked with VIES now: an unknown one is a field error; one VIES
      // cannot check right now is kept (the order goes on with VAT), and so is the check's result.
      const vatId = checked.data.company_vat_id;
      const previous = storedVatIdCheck((await request.session())?.state);
      const vatIdCheck = vatId
        ? (reusableCheck(previous, vatId, new Date()) ?? (await vatIds.check(vatId, request.log)))
        : null;
      if (vatIdCheck?.status === 'invalid') refuseFields(locale, { company_vat_id: VAT_ID_INVALID_KEY });
      const session = await request.ensureSession(reply);
      const state = await sessions.mergeState(session.idHash, {
        [BASIC_INFO_STATE_KEY]: checked.data,
        [VAT_ID_CHECK_STATE_KEY]: vatIdCheck,
      });
      // A new customer group may leave the chosen payment type unavailable (e.g. bank transfer).
      await readCheckout(session.idHash, state ?? undefined, view, locale, sessions);
      return { data: checked.data };
    },
    options,
  );

  route(
    app,
    checkoutApi.getAddressInfo,
    async ({ request, reply }) => {
      const { data } = await checkout(request, reply);
      return { data: data.address };
    },
    options,
  );

  route(
    app,
    checkoutApi.saveAddressInfo,
    async ({ request, reply, body }) => {
      noStore(reply);
      const locale = await request.locale();
      const view = catalogue.view(request.brand(), locale);
      await refuseExistingCustomer(request);
      const checked = await checkAddress(body, {
        supportedCountries: supportedCountries(view),
        lookUpZipCode: (countryCode, code) => lookUpZipCode(db, countryCode, code),
      });
      if (!checked.ok) refuseFields(locale, checked.keys);
      const session = await request.ensureSession(reply);
      // `state.address` is what GET /api/v2/session/vat reads: VAT and prices follow the new country.
      const state = await sessions.mergeState(session.idHash, { [ADDRESS_STATE_KEY]: checked.data });
      // A new country may leave the chosen payment type unavailable (e.g. SEPA outside the SEPA area).
      await readCheckout(session.idHash, state ?? undefined, view, locale, sessions);
      return { data: checked.data };
    },
    options,
  );

  route(
    app,
    checkoutApi.customer,
    async ({ request, reply }) => {
      const { data, session } = await checkout(request, reply);
      // Each notice is answered once: the visitor has been told now.
      if (session && data.pendingNotices.length > 0)
        await sessions.mergeState(session.idHash, { [CUSTOMER_NOTICES_STATE_KEY]: null });
      return { data: customerOf(data), notices: customerNotices(data.pendingNotices) };
    },
    options,
  );

  /**
   * Resets customer, payment and order data (spec: leaving the success screen "resets customer,
   * order and payment"); cart, locale and referral stay. Without a session there is nothing to
   * reset and none is created.
   */
  route(
    app,
    checkoutApi.cancel,
    async ({ request, reply }) => {
      noStore(reply);
      const session = await request.session();
      if (session) await sessions.mergeState(session.idHash, CHECKOUT_RESET);
      return { ok: true as const };
    },
    options,
  );

  /**
   * Logout of an existing customer (spec: the account-change page). Clears what cancel clears and
   * gives the session a new id and cookie; the cart and locale move along, so the visitor can go on
   * as a new customer (our choice). Works for any session (a new customer "logging out" just
   * drops the entered data); without a session it does nothing.
   */
  route(
    app,
    authApi.logout,
    async ({ request, reply }) => {
      noStore(reply);
      const session = await request.session();
      if (session) await rotateSession(db, config, request, reply, session.idHash, CHECKOUT_RESET);
      return { ok: true as const };
    },
    options,
  );
}
