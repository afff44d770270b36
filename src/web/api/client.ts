import type { ApiError } from '@contract/common';
import type {
  BodyOf,
  EndpointDef,
  ErrorOf,
  ParamsOf,
  QueryOf,
  ResponseOf,
  TypedRoute,
} from '@contract/endpoint';
import { noteFailedCall } from '../reporting/failed-calls';
import { requestCounter } from './request-counter';

/**
 * A 4xx/5xx answer (or no answer at all, status 0) carrying the contract's error body: `ApiError`,
 * or the endpoint's own `error` schema where the contract declares one.
 */
export class ApiRequestError<Body = ApiError> extends Error {
  readonly status: number;
  readonly body: Body;
  readonly method: string;
  readonly path: string;

  constructor(init: { status: number; body: Body; method: string; path: string }) {
    super(`${init.method} ${init.path} failed with status ${init.status}`);
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.body = init.body;
    this.method = init.method;
    this.path = init.path;
  }
}

export const isApiRequestError = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError;

type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : Partial<T> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export type RequestOf<E extends EndpointDef> = Part<'params', ParamsOf<E>> &
  Part<'query', QueryOf<E>> &
  Part<'body', BodyOf<E>> & {
    signal?: AbortSignal;
    /** Whether the call counts for the loading indicator (spec: domain availability does not). */
    countLoading?: boolean;
    /** The cart version the visitor saw (`If-Match`): the server refuses a changed cart with 409. */
    ifMatch?: number;
  };

type RequestArgs<E extends EndpointDef> =
  Partial<RequestOf<E>> extends RequestOf<E> ? [request?: RequestOf<E>] : [request: RequestOf<E>];

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

export function buildUrl(path: string, params: unknown, query: unknown): string {
  const values = asRecord(params);
  const filled = path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null)
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(asRecord(query))) {
    if (value === undefined || value === null) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const fallbackError = (status: number, statusText: string): ApiError => ({
  error: status === 0 ? 'network_error' : `http_${status}`,
  message: statusText,
  errors: {},
});

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/**
 * The error body of a 4xx/5xx answer: the contract's `ApiError` shape (an endpoint's own error
 * schema, such as SMS validation's, narrows its field errors), else a fallback naming the status.
 * Checked by shape, not by schema: a proxy's HTML error page must not pass as the server's answer.
 */
export const errorBody = (status: number, statusText: string, json: unknown): ApiError => {
  const body = asRecord(json);
  if (typeof body.error !== 'string' || typeof body.message !== 'string') {
    return fallbackError(status, statusText);
  }
  const errors: ApiError['errors'] = {};
  for (const [field, messages] of Object.entries(asRecord(body.errors))) {
    if (isStringList(messages)) errors[field] = messages;
  }
  return { error: body.error, message: body.message, errors };
};

/**
 * Calls one endpoint of the contract (a typed route of `./endpoints`): fills the path, sends JSON
 * with the session cookie, answers the endpoint's response type and throws an
 * `ApiRequestError<ErrorOf<E>>` for 4xx/5xx answers (status 0 when the server was not reached).
 */
export async function callApi<E extends EndpointDef>(
  endpoint: TypedRoute<E>,
  ...[request]: RequestArgs<E>
): Promise<ResponseOf<E>> {
  const {
    params,
    query,
    body,
    signal,
    countLoading = true,
    ifMatch,
  } = asRecord(request) as RequestOf<EndpointDef>;
  const url = buildUrl(endpoint.path, params, query);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (ifMatch !== undefined) headers['If-Match'] = `"${ifMatch}"`;

  if (countLoading) requestCounter.start();
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method: endpoint.method,
        credentials: 'same-origin',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      noteFailedCall(endpoint.method, endpoint.path, 0, 'network_error');
      throw new ApiRequestError({
        status: 0,
        body: fallbackError(0, cause instanceof Error ? cause.message : 'Network error'),
        method: endpoint.method,
        path: url,
      });
    }
    const json = await readJson(response);
    if (!response.ok) {
      const body = errorBody(response.status, response.statusText, json);
      noteFailedCall(endpoint.method, endpoint.path, response.status, body.error);
      throw new ApiRequestError<ErrorOf<E>>({
        status: response.status,
        body: body as ErrorOf<E>,
        method: endpoint.method,
        path: url,
      });
    }
    return json as ResponseOf<E>;
  } finally {
    if (countLoading) requestCounter.finish();
  }
}
