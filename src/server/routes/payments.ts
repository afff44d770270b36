import { paymentApi } from '@contract/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { sessionCatalogueView } from '../catalogue/session-view';
import { HttpError } from '../http/api-error';
import { route } from '../http/route';
import { serverMessage } from '../i18n/messages';
import type { CheckoutServices } from '../orders/checkout-services';
import { checkReturnUrl, visitorOrigin } from '../payments/origin';
import { clearCardFields } from '../payments/raw-card-data';
import { SANDBOX_CARD_RESULTS } from '../payments/sandbox-card';
import { cardPaymentPage, goneSandboxPage, paypalApprovePage } from '../payments/sandbox-pages';
import { DatabaseRateLimiter } from '../rate-limit/database-rate-limiter';
import type { RateLimitPolicy } from '../rate-limit/rate-limiter';

/**
 * Payments started per session (card payments and PayPal subscriptions together): 20 in 10
 * minutes (our choice). Each start is a row and a provider call; a person retrying a refused card
 * stays far below it.
 */
export const PAYMENT_STARTS_PER_SESSION: RateLimitPolicy = {
  name: 'payment-start:session',
  limit: 20,
  windowMs: 10 * 60 * 1000,
};

const CardDecision = z.object({ result: z.enum(SANDBOX_CARD_RESULTS) });
const PaypalDecision = z.object({ action: z.enum(['approve', 'cancel']) });
const Reference = z.string().regex(/^[A-Za-z0-9]{1,64}$/);

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(body);
}

/**
 * Card payments (`/api/v2/adyen/*`) and PayPal subscriptions (`/api/v2/paypal/*`) through the
 * configured providers, plus the sandbox providers' own pages when they are the ones in use:
 * - `GET|POST /sandbox/payment/{reference}`: buttons Authorised, Pending, Received, Refused; the
 *   POST answers 303 to the return URL with `redirectResult`;
 * - `GET|POST /sandbox/paypal/{subscription_id}`: approve (303 to `/confirm?subscription_id=…`) or
 *   cancel (303 to `/cancel-paypal-subscription/{order_code}`).
 * The pages serve only the browser session that started the payment (others get a 404 page), and
 * take form posts (a content type the JSON API refuses) in their own plugin scope.
 */
export function registerPaymentRoutes(
  { app, db, config, catalogue, checkResponses }: AppContext,
  { payments, orders }: CheckoutServices,
): void {
  const options = { checkResponses };
  const starts = new DatabaseRateLimiter(db, PAYMENT_STARTS_PER_SESSION);

  async function checkoutInput(request: FastifyRequest) {
    const locale = await request.locale();
    const brand = request.brand();
    // Prices at the VAT the session pays (session-view.ts).
    const view = await sessionCatalogueView(catalogue, request);
    const session = await request.session();
    return { session, brandId: brand.id, locale, context: view.context, view };
  }

  async function countStart(key: string | undefined): Promise<void> {
    if (!key) return;
    const decision = await starts.hit(key);
    if (!decision.allowed) {
      throw new HttpError(429, 'rate_limited', {}, { 'retry-after': String(decision.retryAfterSeconds) });
    }
  }

  route(
    app,
    paymentApi.adyenPaymentMethods,
    async ({ request, body }) =>
      payments.paymentMethods({ ...(await checkoutInput(request)), countryCode: body.countryCode }),
    options,
  );

  route(
    app,
    paymentApi.adyenCreatePayment,
    async ({ request, reply, body }) => {
      reply.header('cache-control', 'no-store');
      const input = await checkoutInput(request);
      const clear = clearCardFields(body.paymentMethod);
      if (clear.length > 0) {
        const message = [serverMessage(input.locale, 'card_data_in_clear')];
        throw new HttpError(
          422,
          'validation_failed',
          Object.fromEntries(clear.map((key) => [`paymentMethod.${key}`, message])),
        );
      }
      const { origin, returnUrl } = checkReturnUrl(request, config, input.locale, body);
      await countStart(input.session?.idHash);
      return payments.createCardPayment({ ...input, body, origin, returnUrl });
    },
    options,
  );

  route(
    app,
    paymentApi.adyenPaymentDetails,
    async ({ request, reply, body }) => {
      reply.header('cache-control', 'no-store');
      return payments.submitCardDetails(await request.session(), body.details.redirectResult);
    },
    options,
  );

  route(
    app,
    paymentApi.paypalCreateSubscription,
    async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      const input = await checkoutInput(request);
      await countStart(input.session?.idHash);
      return payments.createSubscription({
        ...input,
        origin: visitorOrigin(request, config),
        brandName: input.view.brand.name,
      });
    },
    options,
  );

  route(
    app,
    paymentApi.paypalCancelSubscription,
    async ({ request, reply, body }) => {
      reply.header('cache-control', 'no-store');
      await payments.cancelSubscription(await request.session(), body.subscription_id, (id) =>
        orders.paymentUsed(id),
      );
      return { ok: true as const };
    },
    options,
  );

  const sandboxCard = payments.sandboxCard;
  const sandboxPaypal = payments.sandboxPaypal;
  if (!sandboxCard && !sandboxPaypal) return;

  void app.register(async (scope: FastifyInstance) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    async function sessionAndLocale(request: FastifyRequest) {
      return { session: await request.session(), locale: await request.locale() };
    }

    if (sandboxCard) {
      scope.get('/sandbox/payment/:reference', async (request, reply) => {
        const { session, locale } = await sessionAndLocale(request);
        const reference = Reference.safeParse((request.params as { reference?: unknown }).reference);
        const found =
          session && reference.success ? await sandboxCard.pagePayment(reference.data, session.idHash) : null;
        if (found?.row.status !== 'redirect_shopper') return html(reply, 404, goneSandboxPage(locale));
        return html(reply, 200, cardPaymentPage(locale, found.row));
      });

      scope.post('/sandbox/payment/:reference', async (request, reply) => {
        const { session, locale } = await sessionAndLocale(request);
        const reference = Reference.safeParse((request.params as { reference?: unknown }).reference);
        const decision = CardDecision.safeParse(request.body);
        if (!session || !reference.success || !decision.success)
          return html(reply, 404, goneSandboxPage(locale));
        // Another session's (or an unknown) payment is not found; a decided one is a conflict.
        if (!(await sandboxCard.pagePayment(reference.data, session.idHash))) {
          return html(reply, 404, goneSandboxPage(locale));
        }
        const target = await sandboxCard.decide(reference.data, session.idHash, decision.data.result);
        if (!target) return html(reply, 409, goneSandboxPage(locale));
        return reply.header('cache-control', 'no-store').redirect(target, 303);
      });
    }

    if (sandboxPaypal) {
      scope.get('/sandbox/paypal/:id', async (request, reply) => {
        const { session, locale } = await sessionAndLocale(request);
        const id = Reference.safeParse((request.params as { id?: unknown }).id);
        const found =
          session && id.success ? await sandboxPaypal.pageSubscription(id.data, session.idHash) : null;
        if (found?.state.status !== 'APPROVAL_PENDING') return html(reply, 404, goneSandboxPage(locale));
        return html(
          reply,
          200,
          paypalApprovePage(locale, { subscriptionId: id.data ?? '', amountCents: found.row.amountCents }),
        );
      });

      scope.post('/sandbox/paypal/:id', async (request, reply) => {
        const { session, locale } = await sessionAndLocale(request);
        const id = Reference.safeParse((request.params as { id?: unknown }).id);
        const decision = PaypalDecision.safeParse(request.body);
        if (!session || !id.success || !decision.success) return html(reply, 404, goneSandboxPage(locale));
        if (!(await sandboxPaypal.pageSubscription(id.data, session.idHash))) {
          return html(reply, 404, goneSandboxPage(locale));
        }
        const target = await sandboxPaypal.decide(id.data, session.idHash, decision.data.action);
        if (!target) return html(reply, 409, goneSandboxPage(locale));
        return reply.header('cache-control', 'no-store').redirect(target, 303);
      });
    }
  });
}
