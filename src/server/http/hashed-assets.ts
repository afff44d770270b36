import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type ContentEncoding, preferredEncoding } from './accept-encoding';
import { HttpError } from './api-error';

type Encoding = ContentEncoding | 'identity';

/** One built file under its hashed name, with the precompressed twins the build wrote beside it. */
interface HashedAsset {
  type: string;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
}

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

const COMPRESSED: Readonly<Record<string, Encoding>> = { '.br': 'br', '.gz': 'gzip' };

/** Reads every file of the build's assets folder (hashed names, never changed once built). */
function loadHashedAssets(dir: string): Map<string, HashedAsset> {
  const assets = new Map<string, HashedAsset>();
  const names = new Set(
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name),
  );
  for (const name of names) {
    if (COMPRESSED[extname(name)]) continue;
    const bodies: HashedAsset['bodies'] = { identity: readFileSync(join(dir, name)) };
    for (const [suffix, encoding] of Object.entries(COMPRESSED)) {
      if (names.has(`${name}${suffix}`)) bodies[encoding] = readFileSync(join(dir, `${name}${suffix}`));
    }
    assets.set(name, { type: TYPES[extname(name)] ?? 'application/octet-stream', bodies });
  }
  return assets;
}

/**
 * `GET /assets/<hashed name>` from memory: the build's scripts and styles, about 3.5 MB with their
 * `.br` and `.gz` twins, read once at start. Served from disk (a stat and a read stream per
 * request) a file costs the process about four times the CPU of an API call, and a first visit
 * asks for 20 to 40 of them at once, so the page's own API calls would wait behind them. Each goes
 * out in the best encoding the browser accepts, cached for a year: its name changes with its content.
 * A name the build did not write is a 404, not the app shell, so a page of an older build that
 * asks for a chunk that no longer exists sees the failure instead of HTML.
 */
export function registerHashedAssets(app: FastifyInstance, dir: string): void {
  const assets = loadHashedAssets(dir);
  app.get<{ Params: { file: string } }>('/assets/:file', async (request, reply) => {
    const asset = assets.get(request.params.file);
    if (!asset) throw new HttpError(404, 'not_found');
    const wanted = preferredEncoding(request.headers['accept-encoding']);
    const encoding = wanted && asset.bodies[wanted] ? wanted : 'identity';
    reply
      .header('content-type', asset.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(asset.bodies[encoding]);
  });
}
