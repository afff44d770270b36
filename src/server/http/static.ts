import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { registerHashedAssets } from './hashed-assets';

/**
 * Serves the built app: hashed assets from memory, cached for a year (hashed-assets.ts), the other
 * public files (brand logos, the favicon) from disk and revalidated, and any unknown non-API GET
 * answered with index.html so the router can show the right screen. Scripts and styles go out as
 * the `.br` or `.gz` file the build wrote beside them, whichever the browser accepts (brotli
 * first).
 */
export async function registerStaticApp(app: FastifyInstance, staticDir: string): Promise<void> {
  const assetsDir = join(staticDir, 'assets');
  if (existsSync(assetsDir)) registerHashedAssets(app, assetsDir);
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: false,
    globIgnore: ['assets/**'],
    index: false,
    preCompressed: true,
    setHeaders(res) {
      res.header('cache-control', 'no-cache');
    },
  });
}

/** Whether the app was built into `staticDir`; without it the server answers the API only (server tests). */
export const hasBuiltApp = (staticDir: string): boolean => existsSync(join(staticDir, 'index.html'));

export function isAppPage(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !url.startsWith('/api/') && url !== '/api';
}
