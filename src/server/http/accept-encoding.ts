import { Negotiator } from '@fastify/accept-negotiator';

/** The encodings the server sends besides the plain body, best first. */
export type ContentEncoding = 'br' | 'gzip';

const encodings = new Negotiator<ContentEncoding>({ supportedValues: ['br', 'gzip'] });

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none (null). */
export function preferredEncoding(header: string | undefined): ContentEncoding | null {
  return header ? encodings.negotiate(header) : null;
}
