/**
 * The routes the app registered, by method and URL pattern, so a request the router did not match
 * can be told apart: a path the app has under other methods (405 with `Allow`) or no such path (404).
 */

/** Whether a router pattern (`/api/v2/orders/:id`, `/assets/*`) matches a request path. */
export function patternMatches(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const given = path.split('/');
  for (const [index, part] of wanted.entries()) {
    if (part === '*' && index === wanted.length - 1) return true;
    const segment = given[index];
    if (segment === undefined) return false;
    if (part.startsWith(':') ? segment === '' : part !== segment) return false;
  }
  return wanted.length === given.length;
}

/** Methods and URL patterns of the app's routes, collected as they are added. */
export class KnownRoutes {
  private readonly routes: { methods: readonly string[]; url: string }[] = [];

  add(method: string | readonly string[], url: string): void {
    this.routes.push({ methods: typeof method === 'string' ? [method] : method, url });
  }

  /** The methods the app takes for `path` (without its query), sorted; empty when it has no such path. */
  allowedMethods(path: string): string[] {
    const methods = new Set<string>();
    for (const route of this.routes) {
      if (patternMatches(route.url, path)) for (const method of route.methods) methods.add(method);
    }
    return [...methods].sort();
  }
}
