import type { Plugin, Rollup } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreloadTable } from '../../src/server/http/route-preloads';

export interface RoutePreloadOptions {
  /** Every wizard route's path (`ROUTES`), by route id. */
  routes: Readonly<Record<string, string>>;
  /** The route a screen module shows, or null for any other module. */
  screenRouteOf: (moduleId: string) => string | null;
  /** The chunk of the area machine that owns a route (`ROUTE_AREAS`), null for a plain state. */
  areaChunkOf: (route: string) => string | null;
  /** The wizard's own chunk, which every route loads after its screen. */
  wizardChunk: string;
  /** The catalogue parts a screen module shows (`screenCatalogueParts`). */
  cataloguePartsOf: (screenModuleId: string) => readonly string[];
  /**
   * Routes left out: screens that show their own queries' data before the wizard starts. Named
   * ahead, their scripts made the categories page block longer after its first paint (Lighthouse
   * TBT median about 240 ms without, 305 ms with, two interleaved passes of 3 runs).
   */
  leftOut: (route: string) => boolean;
}

const CATALOGUE_MODULE = /^\0virtual:catalogue\/([a-z]{2}-[A-Z]{2})(?:-(\w+))?$/;

/**
 * Writes `.vite/route-preloads.json` (src/server/http/route-preloads.ts): for each route, the
 * scripts its first screen loads beyond the app's start, read from the bundle itself. A route
 * loads its screen's chunk, its area's statechart and the wizard, each with every chunk it
 * imports statically; the app shell names them for the route a visitor opens, so the browser
 * fetches them at once instead of in turns (docs/adr/0015-chunks-by-wizard-area-and-route-preloads.md).
 * `/` (the router sends it to the categories) is no wizard route and gets none.
 */
export function routePreloads(options: RoutePreloadOptions): Plugin {
  return {
    name: 'shop:route-preloads',
    apply: 'build',
    // After Vite's own: it drops the chunks that only held CSS, and every import of them.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (chunk: Rollup.OutputChunk | undefined, into: Set<string>): Set<string> => {
        if (!chunk || into.has(chunk.fileName)) return into;
        into.add(chunk.fileName);
        for (const file of chunk.imports) withImports(byFile.get(file), into);
        return into;
      };
      const started = new Set<string>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) withImports(entry, started);
      const named = (name: string | null) => chunks.find((chunk) => chunk.name === name && !chunk.isEntry);
      const screenOf = (route: string) =>
        chunks.find((chunk) => chunk.facadeModuleId && options.screenRouteOf(chunk.facadeModuleId) === route);

      const catalogues: RoutePreloadTable['catalogues'] = {};
      for (const chunk of chunks) {
        const [, locale, part = 'core'] = chunk.facadeModuleId?.match(CATALOGUE_MODULE) ?? [];
        if (locale) catalogues[locale] = { ...catalogues[locale], [part]: `/${chunk.fileName}` };
      }
      const routeEntry = (route: string, path: string) => {
        const screen = screenOf(route);
        const loaded = new Set<string>();
        for (const chunk of [screen, named(options.areaChunkOf(route)), named(options.wizardChunk)])
          withImports(chunk, loaded);
        return {
          path,
          scripts: [...loaded].filter((file) => !started.has(file)).map((file) => `/${file}`),
          catalogueParts: screen?.facadeModuleId ? [...options.cataloguePartsOf(screen.facadeModuleId)] : [],
        };
      };
      const routes = Object.entries(options.routes)
        .filter(([route]) => !options.leftOut(route))
        .map(([route, path]) => routeEntry(route, path));
      const table: RoutePreloadTable = { routes, catalogues };
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(table)}\n` });
    },
  };
}
