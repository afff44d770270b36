import { sessionApi } from '@contract/api';
import { DEFAULT_VAT_PERCENT, vatFactor } from '@domain/prices/vat';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { zipcodes } from '../db/schema';
import { HttpError } from '../http/api-error';
import { route } from '../http/route';
import { serverMessage } from '../i18n/messages';

export function registerSessionRoutes({ app, db, catalogue, sessions, checkResponses }: AppContext): void {
  const options = { checkResponses };

  route(
    app,
    sessionApi.getLocale,
    async ({ request }) => ({ data: { code: await request.locale() } }),
    options,
  );

  route(
    app,
    sessionApi.saveLocale,
    async ({ request, reply, body }) => {
      const offered = request.brand().defaultView.locales.map((locale) => locale.code);
      if (!offered.includes(body.code)) {
        const message = serverMessage(await request.locale(), 'unsupported_locale');
        throw new HttpError(422, 'validation_failed', { code: [message] });
      }
      const session = await request.ensureSession(reply);
      await sessions.setLocale(session.idHash, body.code);
      return { data: { code: body.code } };
    },
    options,
  );

  route(
    app,
    sessionApi.vat,
    async ({ request }) => {
      const view = catalogue.view(request.brand(), await request.locale());
      const session = await request.session();
      const address = session?.state.address as { country_code?: string } | undefined;
      const countryCode = address?.country_code ?? view.brand.properties.country_code;
      const vat = view.vatByCountry.get(countryCode)?.vat_rate ?? DEFAULT_VAT_PERCENT;
      return {
        data: {
          country_code: countryCode,
          vat,
          factor: vatFactor(vat),
          prices_with_vat: view.brand.properties.display.prices_with_vat,
        },
      };
    },
    options,
  );

  route(
    app,
    sessionApi.countries,
    async ({ request }) => ({ data: catalogue.view(request.brand(), await request.locale()).countries }),
    options,
  );

  route(
    app,
    sessionApi.zipcodes,
    async ({ request, params }) => {
      const code = params.code.toUpperCase();
      const view = catalogue.view(request.brand(), await request.locale());
      if (!view.countries.some((country) => country.code === code)) throw new HttpError(404, 'not_found');
      const rows = await db
        .select({ code: zipcodes.code, city: zipcodes.city })
        .from(zipcodes)
        .where(eq(zipcodes.countryCode, code))
        .orderBy(zipcodes.code, zipcodes.city);
      return { data: rows };
    },
    options,
  );
}
