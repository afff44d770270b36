import { sessionApi } from '@contract/api';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { zipcodes } from '../db/schema';
import { HttpError } from '../http/api-error';
import { route } from '../http/route';
import { serverMessage } from '../i18n/messages';
import { sessionVatData } from '../vat/session-vat';

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
    async ({ request, reply }) => {
      // The answer follows the session's customer data (and names its VIES check): never cached.
      reply.header('cache-control', 'no-store');
      const view = catalogue.view(request.brand(), await request.locale());
      const session = await request.session();
      return { data: sessionVatData(view, session?.state) };
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
