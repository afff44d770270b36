import type { FastifyRequest } from 'fastify';
import { customerVatPercent, sessionVatCountry } from '../vat/session-vat';
import type { CatalogueService } from './service';
import type { CatalogueView } from './views';

/** The catalogue as a session is charged, and the VAT percent it is at (null: the catalogue's own). */
export interface SessionCatalogue {
  view: CatalogueView;
  vatPercent: number | null;
}

/**
 * The catalogue as the request's session is charged: in its locale, with the VAT of the country
 * the session pays it in (its saved address's; see customerVatPercent). Every answer that shows or
 * charges a price reads this view, so the browser, the cart's totals and the order agree.
 */
export async function sessionCatalogue(
  catalogue: CatalogueService,
  request: FastifyRequest,
  /** The country of an address the request itself carries (an order's), over the session's. */
  countryCode?: string,
): Promise<SessionCatalogue> {
  const [locale, session] = await Promise.all([request.locale(), request.session()]);
  const brand = request.brand();
  const own = catalogue.view(brand, locale);
  const vatPercent = customerVatPercent(
    own,
    countryCode ?? sessionVatCountry(session?.state, own.brand.properties),
  );
  return { view: catalogue.view(brand, locale, vatPercent), vatPercent };
}

export const sessionCatalogueView = async (
  catalogue: CatalogueService,
  request: FastifyRequest,
  countryCode?: string,
): Promise<CatalogueView> => (await sessionCatalogue(catalogue, request, countryCode)).view;
