import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built app: hashed assets cached for a year, everything else revalidated, and any
 * unknown non-API GET answered with index.html so the router can show the right screen. Scripts
 * and styles go out as the `.br` or `.gz` file the build wrote beside them, whichever the browser
 * accepts (brotli first). Returns false when no build exists (API-only, e.g. in server tests).
 */
export async function registerStaticApp(app: FastifyInstance, staticDir: string): Promise<boolean> {
  if (!existsSync(join(staticDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, path) {
      const immutable = path.includes(`${join(staticDir, 'assets')}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

export function isAppPage(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !url.startsWith('/api/') && url !== '/api';
}
