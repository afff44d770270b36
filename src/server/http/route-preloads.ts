import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * What the browser build writes to `.vite/route-preloads.json` (scripts/build/route-preloads.ts):
 * per wizard route, the scripts its first screen needs beyond the app's start (the screen, its
 * area's statechart, the wizard, and what they import), and the catalogue parts it shows; per
 * locale, the catalogue files.
 */
export const RoutePreloadTable = z.object({
  routes: z.array(
    z.object({
      /** The router's path: `/cart`, `/products/$slug`, `/confirm/{-$orderCode}`. */
      path: z.string().startsWith('/'),
      scripts: z.array(z.string().startsWith('/assets/')),
      catalogueParts: z.array(z.string()),
    }),
  ),
  /** Per locale: `core` and each part, by name. */
  catalogues: z.record(z.string(), z.record(z.string(), z.string().startsWith('/assets/'))),
});
export type RoutePreloadTable = z.infer<typeof RoutePreloadTable>;

export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * Whether an address is one of a route path: literal segments, `$name` for any one segment and
 * `{-$name}` for an optional one (TanStack Router's notation, which the table carries).
 */
export function matchesRoutePath(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  const optional = wanted.filter((segment) => /^\{-\$\w+\}$/.test(segment)).length;
  if (given.length > wanted.length || given.length < wanted.length - optional) return false;
  return given.every((segment, index) => {
    const expected = wanted[index] ?? '';
    return expected.startsWith('$') || expected.startsWith('{-$') || expected === segment;
  });
}

/**
 * The scripts a visitor's first page will ask for, so the app shell can name them
 * (`<link rel="modulepreload">`) and the browser fetch them while the app's start is still
 * loading and running, instead of one wave after another once the start has decided what to show.
 */
export class RoutePreloads {
  private constructor(private readonly table: RoutePreloadTable) {}

  /** The build's table, or null when the build wrote none (an older build, the server tests). */
  static read(staticDir: string): RoutePreloads | null {
    const file = join(staticDir, ROUTE_PRELOADS_FILE);
    if (!existsSync(file)) return null;
    return new RoutePreloads(RoutePreloadTable.parse(JSON.parse(readFileSync(file, 'utf8'))));
  }

  /**
   * The route's scripts in the order the page needs them: the texts of its locale (when known),
   * then its code. None for an address that is no wizard route.
   */
  scriptsFor(pathname: string, locale: string | undefined): string[] {
    const route = this.table.routes.find((candidate) => matchesRoutePath(candidate.path, pathname));
    if (!route) return [];
    const catalogue = locale ? this.table.catalogues[locale] : undefined;
    const texts = catalogue
      ? ['core', ...route.catalogueParts].flatMap((part) => (catalogue[part] ? [catalogue[part]] : []))
      : [];
    return [...texts, ...route.scripts];
  }
}
