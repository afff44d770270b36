import { catalogueApi } from '@contract/api';
import type { PaymentInterval } from '@contract/catalogue';
import type { EndpointDef } from '@contract/endpoint';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { sessionCatalogue } from '../catalogue/session-view';
import type { CatalogueView } from '../catalogue/views';
import { sendEncoded } from '../http/encoded-responses';
import { route } from '../http/route';

function distinctIntervals(view: CatalogueView): PaymentInterval[] {
  const byId = new Map<number, PaymentInterval>();
  for (const product of view.products) {
    for (const maturity of product.paymentMaturities) {
      for (const interval of maturity.paymentIntervals) byId.set(interval.id, interval);
    }
  }
  return [...byId.values()].sort((a, b) => a.months - b.months || a.id - b.id);
}

/**
 * The catalogue calls answer the same for every visitor of a brand and locale who pays the same
 * VAT (session-view.ts): each answer is serialised and compressed once (CatalogueService.responses,
 * cleared when the catalogue is read again) and revalidated by the browser with its entity tag.
 */
export function registerCatalogueRoutes(context: AppContext): void {
  const { app, catalogue, checkResponses } = context;
  const options = { checkResponses };

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    endpoint: EndpointDef,
    variant: string,
    build: (view: CatalogueView) => unknown,
  ): Promise<FastifyReply> {
    const brand = request.brand();
    const locale = await request.locale();
    const { view, vatPercent } = await sessionCatalogue(catalogue, request);
    const key = `${brand.id}:${locale}:${vatPercent ?? 'own'}:${endpoint.path}:${variant}`;
    const body = catalogue.responses.get(key, () => {
      const value = build(view);
      if (checkResponses) z.parse(endpoint.response, value);
      return value;
    });
    return sendEncoded(request, reply, body);
  }

  route(
    app,
    catalogueApi.categories,
    ({ request, reply }) =>
      answer(request, reply, catalogueApi.categories, '', (view) => ({ data: view.categories })),
    options,
  );

  route(
    app,
    catalogueApi.products,
    async ({ request, reply, query }) => {
      const slug = query.category;
      const view = catalogue.view(request.brand(), await request.locale());
      // Only known categories are kept (any other slug lists nothing), so the cache stays bounded.
      const known = slug === undefined || view.categories.some((category) => category.slug === slug);
      const list = (current: CatalogueView) => ({
        data: slug ? current.products.filter((product) => product.category.slug === slug) : current.products,
      });
      if (!known) return { data: [] };
      return answer(request, reply, catalogueApi.products, slug ?? '', list);
    },
    options,
  );

  route(
    app,
    catalogueApi.paymentIntervals,
    ({ request, reply }) =>
      answer(request, reply, catalogueApi.paymentIntervals, '', (view) => ({
        data: distinctIntervals(view),
      })),
    options,
  );

  route(
    app,
    catalogueApi.domains,
    ({ request, reply, query }) => {
      const grouped = query.group === 'true';
      return answer(request, reply, catalogueApi.domains, grouped ? 'grouped' : 'flat', (view) =>
        grouped ? { data: view.domainGroups } : { data: view.tlds },
      );
    },
    options,
  );
}
