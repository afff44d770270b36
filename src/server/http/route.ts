import type { ApiError, LocaleCode } from '@contract/common';
import type { BodyOf, EndpointDef, ParamsOf, QueryOf, ResponseOf } from '@contract/endpoint';
import { unstorableTextPaths } from '@contract/storable-text';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { zodErrorMap } from '../i18n/locale';
import { serverMessage } from '../i18n/messages';
import { HttpError } from './api-error';

export interface RouteContext<E extends EndpointDef> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
}

/** Answers the response body, or the reply after sending it itself (an encoded, cached answer). */
export type RouteHandler<E extends EndpointDef> = (
  context: RouteContext<E>,
) => Promise<ResponseOf<E> | FastifyReply>;

function collectFieldErrors(error: z.ZodError, into: ApiError['errors']): void {
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    const list = into[key] ?? [];
    list.push(issue.message);
    into[key] = list;
  }
}

function parsePart(
  schema: z.core.$ZodType | undefined,
  value: unknown,
  locale: LocaleCode,
  errors: ApiError['errors'],
) {
  if (!schema) return undefined;
  const result = z.safeParse(schema, value, { error: zodErrorMap(locale) });
  if (result.success) return result.data;
  collectFieldErrors(result.error, errors);
  return undefined;
}

/**
 * Registers one endpoint of the contract. Text the database cannot store is refused first (the
 * contract's storable-text rule). Params, query and body are then parsed with the contract's
 * schemas (messages in the visitor's language); a failure answers 422 with field errors before the
 * handler runs. Outside production the answer is checked against the response schema too, so a
 * drift between server and contract fails the tests instead of reaching a browser.
 */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  definition: E,
  handler: RouteHandler<E>,
  options: { checkResponses: boolean },
): void {
  app.route({
    method: definition.method,
    url: definition.path,
    handler: async (request, reply) => {
      const locale = await request.locale();
      const errors: ApiError['errors'] = {};
      // The storable-text rule of the contract (src/contract/storable-text.ts) before any schema.
      for (const path of [request.params, request.query, request.body].flatMap((part) =>
        unstorableTextPaths(part),
      )) {
        errors[path] = [serverMessage(locale, 'text_not_storable')];
      }
      if (Object.keys(errors).length > 0) throw new HttpError(422, 'validation_failed', errors);
      const params = parsePart(definition.params, request.params, locale, errors);
      const query = parsePart(definition.query, request.query, locale, errors);
      const body = parsePart(definition.body, request.body ?? undefined, locale, errors);
      if (Object.keys(errors).length > 0) throw new HttpError(422, 'validation_failed', errors);
      const result = await handler({ request, reply, params, query, body } as RouteContext<E>);
      if (reply.sent) return reply;
      if (options.checkResponses) z.parse(definition.response, result);
      reply.code(definition.status ?? 200);
      return result;
    },
  });
}
