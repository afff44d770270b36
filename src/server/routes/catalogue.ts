import { catalogueApi } from '@contract/api';
import type { PaymentInterval } from '@contract/catalogue';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { CatalogueView } from '../catalogue/views';
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

export function registerCatalogueRoutes(context: AppContext): void {
  const { app, catalogue, checkResponses } = context;
  const options = { checkResponses };
  const viewFor = async (request: FastifyRequest) => catalogue.view(request.brand(), await request.locale());

  route(
    app,
    catalogueApi.categories,
    async ({ request }) => ({ data: (await viewFor(request)).categories }),
    options,
  );

  route(
    app,
    catalogueApi.products,
    async ({ request, query }) => {
      const { products } = await viewFor(request);
      const slug = query.category;
      return { data: slug ? products.filter((product) => product.category.slug === slug) : products };
    },
    options,
  );

  route(
    app,
    catalogueApi.paymentIntervals,
    async ({ request }) => ({ data: distinctIntervals(await viewFor(request)) }),
    options,
  );

  route(
    app,
    catalogueApi.domains,
    async ({ request, query }) => {
      const view = await viewFor(request);
      return query.group === 'true' ? { data: view.domainGroups } : { data: view.tlds };
    },
    options,
  );
}
