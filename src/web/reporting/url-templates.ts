import { routes } from '@contract/routes';
import { ROUTES } from '@machines/shared/routes';

interface PathTemplate {
  pattern: RegExp;
  /** The path with each parameter as `:name`. */
  template: string;
  params: number;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Compiles a route path: `:id` (API), `$orderId` or the optional `{-$orderCode}` (pages). */
function compile(path: string): PathTemplate {
  let pattern = '';
  let template = '';
  let params = 0;
  for (const segment of path.split('/').slice(1)) {
    const optional = segment.match(/^\{-\$(\w+)\}$/);
    const required = segment.match(/^[:$](\w+)$/);
    if (optional) {
      pattern += '(?:/[^/]+)?';
      template += `/:${optional[1]}`;
      params += 1;
    } else if (required) {
      pattern += '/[^/]+';
      template += `/:${required[1]}`;
      params += 1;
    } else {
      pattern += `/${escapeRegExp(segment)}`;
      template += `/${segment}`;
    }
  }
  return { pattern: new RegExp(`^${pattern || '/'}/?$`), template: template || '/', params };
}

const apiPaths = Object.values(routes).flatMap((group) => Object.values(group).map((route) => route.path));

/** The shop's API and page routes; fixed paths are tried before those with parameters. */
const TEMPLATES: readonly PathTemplate[] = [...new Set([...apiPaths, ...Object.values(ROUTES)])]
  .map(compile)
  .sort((a, b) => a.params - b.params);

/** Built files and brand files: their names are the build's and the brand's, nothing a visitor typed. */
const PUBLIC_FILES = /^\/(assets|brands)\//;

/**
 * A path of the shop as a report may show it: the route it matches with its parameters as
 * `:name` (`/api/v2/promotions/:code`, `/success/:orderId`); an unknown path keeps only its
 * first segment. Built assets and brand files stay as they are.
 */
export function pathTemplate(path: string): string {
  if (PUBLIC_FILES.test(path)) return path;
  const known = TEMPLATES.find((candidate) => candidate.pattern.test(path));
  if (known) return known.template;
  const [first, ...rest] = path.split('/').slice(1);
  if (first === undefined || first === '') return '/';
  return [`/${first}`, ...rest.map(() => ':value')].join('/');
}
