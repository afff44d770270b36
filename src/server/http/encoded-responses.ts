import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './accept-encoding';

/** One JSON answer, serialised and compressed once, with its entity tag. */
export interface EncodedBody {
  json: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
}

export function encodeBody(value: unknown): EncodedBody {
  const json = Buffer.from(JSON.stringify(value));
  return {
    json,
    gzip: gzipSync(json, { level: 9 }),
    brotli: brotliCompressSync(json, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
    }),
    etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
  };
}

/**
 * Answers that are the same for every visitor of a brand and locale (the catalogue's), kept
 * serialised and compressed. The owner clears it whenever the data behind it changes.
 */
export class EncodedResponses {
  private readonly entries = new Map<string, EncodedBody>();

  get(key: string, build: () => unknown): EncodedBody {
    let body = this.entries.get(key);
    if (!body) {
      body = encodeBody(build());
      this.entries.set(key, body);
    }
    return body;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Sends an encoded answer: 304 when the browser already holds it (`If-None-Match`), else the
 * smallest encoding the browser accepts. `no-cache`: the browser revalidates every time, since
 * the same address answers other texts after a change of locale.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody): FastifyReply {
  reply.header('etag', body.etag);
  reply.header('cache-control', 'private, no-cache');
  reply.header('vary', 'accept-encoding, cookie');
  reply.type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === body.etag) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? body.brotli : encoding === 'gzip' ? body.gzip : body.json);
}
