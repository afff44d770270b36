import { apiGroups } from '@contract/api';
import { ApiError } from '@contract/common';
import type { EndpointDef } from '@contract/endpoint';
import { apiDescriptionApi, type OpenApiDocument, supportApi } from '@contract/support';
import { z } from 'zod';
import { namedContractSchemas } from './contract-schemas';

type JsonSchema = Record<string, unknown>;
type Direction = 'input' | 'output';

/** Every endpoint the server answers, by tag: the contract's groups, support and this description. */
export const documentedGroups: Readonly<Record<string, Readonly<Record<string, EndpointDef>>>> = {
  ...apiGroups,
  support: supportApi,
  apiDescription: apiDescriptionApi,
};

const COMPONENTS = '#/components/schemas/';
const INPUT_SUFFIX = 'Input';

/** `/api/v2/orders/:id/validate` → `/api/v2/orders/{id}/validate`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The registry of named schemas: the contract's exports, then the endpoints' unnamed parts. */
function schemaRegistry() {
  const registry = z.registry<{ id: string }>();
  const named = namedContractSchemas();
  const add = (schema: z.core.$ZodType | undefined, fallbackId: string) => {
    if (!schema || registry.has(schema)) return;
    registry.add(schema, { id: named.get(schema) ?? fallbackId });
  };
  for (const [schema, id] of named) registry.add(schema, { id });
  for (const [group, endpoints] of Object.entries(documentedGroups)) {
    for (const [name, definition] of Object.entries(endpoints)) {
      const prefix = `${capitalised(group)}${capitalised(name)}`;
      add(definition.body, `${prefix}Body`);
      add(definition.response, `${prefix}Response`);
      add(definition.error, `${prefix}Error`);
    }
  }
  return registry;
}

/** A JSON Schema without the keys that only belong to a standalone document. */
function embedded(schema: unknown): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema as JsonSchema;
  return rest;
}

function generate(registry: ReturnType<typeof schemaRegistry>, io: Direction): Record<string, JsonSchema> {
  const suffix = io === 'input' ? INPUT_SUFFIX : '';
  const { schemas } = z.toJSONSchema(registry, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    uri: (id) => `${COMPONENTS}${id}${suffix}`,
  });
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, embedded(schema)]));
}

/** Replaces `$ref`s to the input variants of `ids` by refs to their (identical) output variants. */
function pointInputRefsToOutput(value: unknown, ids: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((entry) => pointInputRefsToOutput(entry, ids));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => {
      if (key === '$ref' && typeof entry === 'string' && entry.endsWith(INPUT_SUFFIX)) {
        const id = entry.slice(COMPONENTS.length, -INPUT_SUFFIX.length);
        return [key, ids.has(id) ? `${COMPONENTS}${id}` : entry];
      }
      return [key, pointInputRefsToOutput(entry, ids)];
    }),
  );
}

/** The ids of the components `value` refers to (`$ref`), directly. */
function referencedIds(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const entry of value) referencedIds(entry, into);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, entry] of Object.entries(value)) {
      if (key === '$ref' && typeof entry === 'string') into.add(entry.slice(COMPONENTS.length));
      else referencedIds(entry, into);
    }
  }
  return into;
}

/**
 * The components: every named schema as answered (output), and as sent (input, `{name}Input`) for
 * the schemas requests use, where a request may differ from an answer (unknown keys are dropped
 * rather than refused, defaults, coercion).
 */
function components(registry: ReturnType<typeof schemaRegistry>, requestSchemas: readonly z.core.$ZodType[]) {
  const output = generate(registry, 'output');
  const allInputs = generate(registry, 'input');
  // Only the input variants a request body reaches.
  const input: Record<string, JsonSchema> = {};
  const pending = requestSchemas.map((schema) => registry.get(schema)?.id ?? '');
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    const schema = allInputs[id];
    if (!schema || input[id]) continue;
    input[id] = schema;
    for (const ref of referencedIds(schema)) pending.push(ref.slice(0, -INPUT_SUFFIX.length));
  }
  const same = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const id of Object.keys(input)) {
      if (same.has(id)) continue;
      const candidate = pointInputRefsToOutput(input[id], same);
      if (JSON.stringify(candidate) === JSON.stringify(output[id])) {
        same.add(id);
        grew = true;
      }
    }
  }
  const schemas: Record<string, JsonSchema> = { ...output };
  for (const [id, schema] of Object.entries(input)) {
    if (!same.has(id)) schemas[`${id}${INPUT_SUFFIX}`] = pointInputRefsToOutput(schema, same) as JsonSchema;
  }
  const ref = (schema: z.core.$ZodType, io: Direction) => {
    const id = registry.get(schema)?.id ?? '';
    const name = io === 'input' && !same.has(id) ? `${id}${INPUT_SUFFIX}` : id;
    return { $ref: `${COMPONENTS}${name}` };
  };
  return { schemas, ref };
}

/** Path or query parameters from an object schema, one per property (as sent: input). */
function parameters(schema: z.core.$ZodType | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', metadata: z.registry() });
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(json.required ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

const json = (schema: unknown) => ({ 'application/json': { schema } });

/**
 * The OpenAPI 3.1 document of the API, generated from the contract's zod schemas (src/contract,
 * the single source the browser's client and the server's validation use): every endpoint with
 * its path and query parameters, request body, successful answer and error answers.
 */
export function openApiDocument(): OpenApiDocument {
  const registry = schemaRegistry();
  const bodies = Object.values(documentedGroups).flatMap((endpoints) =>
    Object.values(endpoints).flatMap((definition) => (definition.body ? [definition.body] : [])),
  );
  const { schemas, ref } = components(registry, bodies);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [group, endpoints] of Object.entries(documentedGroups)) {
    for (const [name, definition] of Object.entries(endpoints)) {
      const status = definition.status ?? 200;
      const operation = {
        operationId: `${group}.${name}`,
        tags: [group],
        parameters: [...parameters(definition.params, 'path'), ...parameters(definition.query, 'query')],
        ...(definition.body
          ? { requestBody: { required: true, content: json(ref(definition.body, 'input')) } }
          : {}),
        responses: {
          [String(status)]: { description: 'Success', content: json(ref(definition.response, 'output')) },
          '4XX': {
            description:
              'Refused: the `error` code names why; `errors` holds field messages in the visitor’s language (422)',
            content: json(ref(definition.error ?? ApiError, 'output')),
          },
          '5XX': {
            description: 'Failed on our side or at an outside service',
            content: json(ref(ApiError, 'output')),
          },
        },
      };
      const path = openApiPath(definition.path);
      paths[path] = { ...paths[path], [definition.method.toLowerCase()]: operation };
    }
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Hosting shop API',
      version: '2',
      description:
        'The shop’s HTTP API, generated from its zod contract (src/contract). Sessions are a cookie; answers and messages follow the session’s locale.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    tags: Object.keys(documentedGroups).map((group) => ({ name: group })),
    paths,
    components: { schemas },
  };
}
