import { apiDescriptionApi } from '@contract/support';
import type { AppContext } from '../app-context';
import { route } from '../http/route';
import { openApiDocument } from '../openapi/document';
import { registerReferencePage } from '../openapi/reference-page';

/**
 * `GET /api/v2/openapi.json`: the API as an OpenAPI 3.1 document, generated from the contract once
 * at the first call (the contract does not change while the server runs). Outside production also
 * the reference page that renders it (`/api-reference`).
 */
export function registerApiDescriptionRoutes({ app, config, checkResponses }: AppContext): void {
  let document: ReturnType<typeof openApiDocument> | null = null;
  route(
    app,
    apiDescriptionApi.openApi,
    async ({ reply }) => {
      reply.header('cache-control', 'no-cache');
      document ??= openApiDocument();
      return document;
    },
    { checkResponses },
  );
  if (config.env !== 'production' && !registerReferencePage(app)) {
    app.log.warn('API reference page left out: the swagger-ui-dist package is not installed');
  }
}
