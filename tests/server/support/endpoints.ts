import { apiGroups } from '@contract/api';
import type { EndpointDef } from '@contract/endpoint';

/** One endpoint of the registry (src/contract/api.ts) with the name it has there. */
export interface NamedEndpoint {
  name: string;
  definition: EndpointDef;
}

/** Every endpoint of the registry: tests that walk this list cover a new endpoint by themselves. */
export const registryEndpoints: readonly NamedEndpoint[] = Object.entries(apiGroups).flatMap(
  ([group, endpoints]) =>
    Object.entries(endpoints as Record<string, EndpointDef>).map(([name, definition]) => ({
      name: `${group}.${name}`,
      definition,
    })),
);

/** Path parameter values of the right shape, by parameter name (a new name falls back to `1`). */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '1',
  code: 'DE',
  domain: 'example.de',
};

/** The endpoint's path with each `:param` replaced (by `params[name]` or a sample of the right shape). */
export function pathOf(definition: EndpointDef, params: Record<string, string> = {}): string {
  return definition.path.replace(/:(\w+)/g, (_whole, name: string) =>
    encodeURIComponent(params[name] ?? SAMPLE_PARAMS[name] ?? '1'),
  );
}

/** The names of the endpoint's path parameters, in order. */
export const paramNamesOf = (definition: EndpointDef): string[] =>
  [...definition.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
