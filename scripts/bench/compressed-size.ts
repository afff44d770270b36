import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** Bytes of a file as served: raw, gzip (level 9) and brotli (quality 11), as the build writes them. */
export function compressedSizes(body: Buffer): Sizes {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export const addSizes = (a: Sizes, b: Sizes): Sizes => ({
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  brotli: a.brotli + b.brotli,
});

export const noBytes: Sizes = { raw: 0, gzip: 0, brotli: 0 };

export const kb = (bytes: number): number => Math.round(bytes / 102.4) / 10;
