import { domainApi } from '@contract/api';
import type { DomainAvailabilityItem, DomainStatus } from '@contract/domains';
import { fromCents } from '@domain/money';
import { domainPrice } from '@domain/prices/domain-price';
import { DOMAIN_STATUS } from '@domain/validation/domain-status';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import { sessionCatalogueView } from '../catalogue/session-view';
import { inclusiveTldsLeft } from '../domains/inclusive';
import { type DomainName, readDomainName } from '../domains/names';
import { recommendDomains } from '../domains/recommendations';
import { createRegistry, type DomainRegistry } from '../domains/registry';
import { HttpError } from '../http/api-error';
import { route } from '../http/route';
import { DatabaseRateLimiter } from '../rate-limit/database-rate-limiter';
import { enforceBudget } from '../rate-limit/enforce';
import type { RateLimitPolicy } from '../rate-limit/rate-limiter';

/**
 * Availability calls per visitor session (our numbers; the spec names none). Each call asks the
 * registry about up to 5 names, and one search shows a few groups of names, so a person needs a
 * handful of calls per search: 200 in 10 minutes is ample, a script scanning names is stopped.
 */
export const DOMAIN_AVAILABILITY_PER_SESSION: RateLimitPolicy = {
  name: 'domain-availability:session',
  limit: 200,
  windowMs: 10 * 60 * 1000,
};

/** Backstop per client address (a scanner that drops its cookie; offices behind one address). */
export const DOMAIN_AVAILABILITY_PER_ADDRESS: RateLimitPolicy = {
  name: 'domain-availability:address',
  limit: 2000,
  windowMs: 10 * 60 * 1000,
};

type AvailabilityItem = z.infer<typeof DomainAvailabilityItem>;

/** Aborted when the visitor goes away before the answer is sent: pending registry calls stop. */
function abortOnClose(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  // The response closing before it was written means the connection went away.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * Statuses of the registrable names by ASCII name. A registry that throws (database or network
 * fault) answers 9 for all of them: "unknown, try again", never free.
 */
async function askRegistry(
  registry: DomainRegistry,
  names: readonly DomainName[],
  signal: AbortSignal,
  request: FastifyRequest,
): Promise<Map<string, DomainStatus>> {
  const ascii = [...new Set(names.filter((name) => name.registrable).map((name) => name.ascii))];
  if (ascii.length === 0) return new Map();
  try {
    const answers = await registry.checkAvailability(ascii, signal);
    return new Map(answers.map((answer) => [answer.name, answer.status]));
  } catch (error) {
    request.log.warn({ err: error, registry: registry.kind }, 'domain registry lookup failed');
    return new Map();
  }
}

/** Price per 12 months (net euros) and VAT of an offered, active TLD, from the brand's catalogue. */
function priceOf(name: DomainName): Pick<AvailabilityItem, 'price' | 'interval_vat'> {
  if (!name.tld?.is_active) return {};
  const price = domainPrice(name.tld);
  return { price: fromCents(price.perYear.netCents), interval_vat: price.vatPercent };
}

export function registerDomainRoutes({ app, config, db, catalogue, checkResponses }: AppContext): void {
  const options = { checkResponses };
  const registry = createRegistry(config, db);
  const perSession = new DatabaseRateLimiter(db, DOMAIN_AVAILABILITY_PER_SESSION);
  const perAddress = new DatabaseRateLimiter(db, DOMAIN_AVAILABILITY_PER_ADDRESS);
  // Prices at the VAT the session pays (session-view.ts).
  const viewFor = (request: FastifyRequest) => sessionCatalogueView(catalogue, request);

  route(
    app,
    domainApi.inclusiveTlds,
    async ({ request, params, body }) => {
      const { context } = await viewFor(request);
      const product = context.productsById[params.id];
      // Unknown product: 404 as for other unknown resources (the contract names no other answer).
      if (!product) throw new HttpError(404, 'unknown_product');
      return { inclusiveTlds: inclusiveTldsLeft(product, body.domains, context) };
    },
    options,
  );

  route(
    app,
    domainApi.domainRecommendations,
    async ({ request, params }) => {
      const { context, domainGroups } = await viewFor(request);
      return { data: recommendDomains(params.domain, domainGroups, context) };
    },
    options,
  );

  route(
    app,
    domainApi.domainAvailability,
    async ({ request, reply, body }) => {
      // Counted before the registry is asked; a call without a session counts for its address only.
      await enforceBudget(perAddress, request.ip, 'domain_lookups_limited');
      const session = await request.session();
      if (session) await enforceBudget(perSession, session.idHash, 'domain_lookups_limited');
      const { context } = await viewFor(request);
      // One answer per name as sent (trimmed, lower case); a repeated name is answered once. Unicode
      // and punycode spellings of one name are answered each (the browser matches by what it sent).
      const names: DomainName[] = [];
      for (const raw of body.domains) {
        const name = readDomainName(raw, context);
        if (!names.some((seen) => seen.requested === name.requested)) names.push(name);
      }
      const statuses = await askRegistry(registry, names, abortOnClose(reply), request);
      return {
        data: names.map((name) => ({
          domain: name.requested,
          tld: name.tldName,
          // Not registrable with us (TLD not offered, subdomain, invalid name): unavailable (2),
          // without asking the registry. A name the registry left out: unknown (9), never free.
          status: name.registrable
            ? (statuses.get(name.ascii) ?? DOMAIN_STATUS.unknown)
            : DOMAIN_STATUS.unavailable,
          ...priceOf(name),
        })),
      };
    },
    options,
  );
}
