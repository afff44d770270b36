import { existsSync, statSync } from 'node:fs';
import { get } from 'node:http';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** Bytes of the body the server sends for `url` to a client that accepts only `encoding`. */
const servedBytes = (url: string, encoding: 'identity' | 'gzip' | 'br'): Promise<number> =>
  new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`GET ${url}: ${response.statusCode}`));
        return;
      }
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });

/**
 * What the server sends for one file (an http URL of the app server): uncompressed, to a client
 * that accepts gzip only, and to one that accepts brotli: the files the build compressed (or the
 * file itself where compressing would not make it smaller).
 */
export async function servedSizes(url: string): Promise<Sizes> {
  const [raw, gzip, brotli] = await Promise.all([
    servedBytes(url, 'identity'),
    servedBytes(url, 'gzip'),
    servedBytes(url, 'br'),
  ]);
  return { raw, gzip, brotli };
}

/** The same from the build's files: a file and the `.gz` and `.br` beside it (the file itself if absent). */
export function builtSizes(path: string): Sizes {
  const size = (file: string) => (existsSync(file) ? statSync(file).size : statSync(path).size);
  return { raw: statSync(path).size, gzip: size(`${path}.gz`), brotli: size(`${path}.br`) };
}

export const addSizes = (a: Sizes, b: Sizes): Sizes => ({
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  brotli: a.brotli + b.brotli,
});

export const noBytes: Sizes = { raw: 0, gzip: 0, brotli: 0 };

export const kb = (bytes: number): number => Math.round(bytes / 102.4) / 10;
