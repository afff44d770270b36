import type { z } from 'zod/mini';
import type { ApiError } from './common';

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE';

/**
 * One HTTP call of the spec. The server registers its route from this definition (validation of
 * params, query and body; serialisation of the answer) and the browser's client derives its types
 * from it, so both sides share one source of truth.
 */
export interface EndpointDef {
  method: HttpMethod;
  /** Fastify-style path, e.g. `/api/v2/products/:id/inclusive-tlds`. */
  path: string;
  params?: z.core.$ZodType;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  /** Answer of a successful call (2xx). */
  response: z.core.$ZodType;
  /** Status of a successful call; 200 unless stated. */
  status?: 200 | 201 | 204 | 302;
  /** Answer of a failed call (4xx); `ApiError` from common.ts unless stated. */
  error?: z.core.$ZodType;
}

export const endpoint = <const E extends EndpointDef>(definition: E): E => definition;

type Infer<T> = T extends z.core.$ZodType ? z.infer<T> : undefined;
export type ParamsOf<E extends EndpointDef> = Infer<E['params']>;
export type QueryOf<E extends EndpointDef> = Infer<E['query']>;
export type BodyOf<E extends EndpointDef> = Infer<E['body']>;
export type ResponseOf<E extends EndpointDef> = z.infer<E['response']>;
/** Error answer (4xx) of an endpoint: its own `error` schema, else the generic `ApiError`. */
export type ErrorOf<E extends EndpointDef> = E['error'] extends z.core.$ZodType
  ? z.infer<E['error']>
  : ApiError;

/** Where a call goes, without its schemas (src/contract/routes.ts). */
export interface Route {
  method: HttpMethod;
  path: string;
}

/**
 * A route that carries its endpoint's types (params, query, body, answer, error) but none of its
 * schemas: what the browser's client calls. `types` exists only for the compiler.
 */
export interface TypedRoute<E extends EndpointDef> extends Route {
  readonly types?: E;
}
