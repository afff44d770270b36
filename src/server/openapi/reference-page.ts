import { createReadStream, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { apiDescriptionApi } from '@contract/support';
import type { FastifyInstance } from 'fastify';

/** Where the reference page lives (development only). */
export const REFERENCE_PAGE_PATH = '/api-reference';

/** Files of the `swagger-ui-dist` package the page loads, served from the shop itself (no CDN). */
const ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;

/** The renderer's folder, or null when the package is not installed (a production install). */
function rendererFolder(): string | null {
  try {
    return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  } catch {
    return null;
  }
}

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hosting shop API reference</title>
<link rel="stylesheet" href="${REFERENCE_PAGE_PATH}/swagger-ui.css">
</head>
<body>
<main id="api-reference"></main>
<script src="${REFERENCE_PAGE_PATH}/swagger-ui-bundle.js"></script>
<script src="${REFERENCE_PAGE_PATH}/start.js"></script>
</body>
</html>
`;

/** Starts the renderer on the document (a file of its own: the shop's CSP allows no inline script). */
const START = `window.addEventListener('load', function () {
  window.SwaggerUIBundle({
    url: ${JSON.stringify(apiDescriptionApi.openApi.path)},
    dom_id: '#api-reference',
    deepLinking: true,
  });
});
`;

/**
 * A readable reference of the API for developers: Swagger UI (the `swagger-ui-dist` package, a
 * development dependency) rendering `GET /api/v2/openapi.json`, at `/api-reference`. Registered
 * outside production only; without the package (a production install) it is left out.
 */
export function registerReferencePage(app: FastifyInstance): boolean {
  const folder = rendererFolder();
  if (!folder) return false;
  app.get(REFERENCE_PAGE_PATH, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(PAGE),
  );
  app.get(`${REFERENCE_PAGE_PATH}/start.js`, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(START),
  );
  for (const [file, type] of Object.entries(ASSETS)) {
    const path = join(folder, file);
    if (!existsSync(path)) return false;
    app.get(`${REFERENCE_PAGE_PATH}/${file}`, async (_request, reply) =>
      reply.type(type).header('cache-control', 'no-cache').send(createReadStream(path)),
    );
  }
  return true;
}
