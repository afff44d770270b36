import { createHash } from 'node:crypto';
import type { ChunkingContext } from 'rolldown';

/**
 * Names the chunk of a module by the wizard areas that use it (rolldown `codeSplitting.groups`).
 *
 * By default the bundler cuts one chunk per set of dynamic imports that reach a module. The app
 * imports every screen, every area machine and every lazy part on its own, so those sets are many
 * and a route's first load came in 30 to 45 files, most of them a few hundred bytes: each file is
 * compressed alone, and together they cost about 7 KB gzip more than their code as one file.
 *
 * Here a module's set is built from areas instead. The wizard starts a screen's area machine
 * whenever it shows the screen, so what a screen and its own area both use goes with the area
 * (`machines/wizard/route-areas.ts` names each route's area). Modules only screens use keep their
 * screens' names, so a route does not load its sibling screens' code.
 *
 * What the entry imports goes into one chunk, `app-<hash>.js`, which the entry (the app's start
 * only) imports. Left to the bundler, a module the entry and a lazily loaded chunk both import got
 * a chunk of its own, though the entry always loads first (rolldown issue 10731): Preact, Vite's
 * preload helper and a few of ours came as separate files on every route.
 *
 * A module's areas come from the import graph as written, before tree shaking: a package index
 * that re-exports its modules (`src/domain/cart/index.ts`) would make each of them reachable from
 * every importer of the index, and put the cart rules the cart screen needs into the chunk every
 * area loads. So browser code imports each rule from its own module (biome.json refuses the index).
 *
 * Left to the bundler:
 * - the entry module itself;
 * - screens and lazy parts (the SEPA and card forms, the payment SDK, a domain's suffix list),
 *   and what only one screen or only lazy parts use: each stays the named first file of its chunk;
 * - the area machines and the wizard's start are the first module of their area's chunk, which is
 *   named after the area (`productSelection-<hash>.js`, `wizard-<hash>.js`).
 */

/** Area actors (`src/web/wizard/actors/<file>.ts`) by the area they start. */
const AREA_OF_ACTOR: Readonly<Record<string, string>> = {
  'product-selection': 'productSelection',
  'domain-lookup': 'domainLookup',
  cart: 'cart',
  postfill: 'postfill',
  checkout: 'checkout',
  payment: 'confirm',
  sms: 'sms',
  session: 'session',
};

/** The wizard's start: loaded on every route right after the first screen. */
export const WIZARD = 'wizard';
/** Everything the entry imports. */
const APP = 'app';
const ENTRY = '/src/web/main.tsx';
const SCREEN = 'screen:';
const LAZY = 'lazy:';

/**
 * The screens the router imports itself (src/web/app/routes.tsx), by route. They show their own
 * queries' data, before the wizard has started; the other screens show their area's view.
 */
const ROUTER_SCREENS: Readonly<Record<string, string>> = {
  products: '/screens/products/ProductsScreen.tsx',
  categories: '/screens/categories/CategoriesScreen.tsx',
};

export const isRouterScreen = (route: string): boolean => route in ROUTER_SCREENS;

/** The route whose screen a module is (`<routeId>.screen.tsx`, or one the router imports itself). */
export function screenRouteOf(id: string): string | null {
  const screen = id.match(/\/([A-Za-z]+)\.screen\.tsx$/)?.[1];
  if (screen) return screen;
  return Object.entries(ROUTER_SCREENS).find(([, file]) => id.endsWith(file))?.[0] ?? null;
}

/** A root of the import graph (a module some chunk imports dynamically), named for grouping. */
function rootLabel(id: string): string {
  const screen = screenRouteOf(id);
  if (screen) return `${SCREEN}${screen}`;
  const actor = id.match(/\/src\/web\/wizard\/actors\/([a-z-]+)\.ts$/)?.[1];
  const area = actor ? AREA_OF_ACTOR[actor] : undefined;
  if (area) return area;
  if (id.endsWith('/src/web/wizard/start-wizard.ts')) return WIZARD;
  return `${LAZY}${id.slice(id.lastIndexOf('/') + 1)}`;
}

const AREA_CHUNKS = new Set<string>([...Object.values(AREA_OF_ACTOR), WIZARD, APP]);

/** Whether a chunk is one area's own or the app's (named so, while shared chunks are a hash alone). */
export const isAreaChunk = (chunkName: string): boolean => AREA_CHUNKS.has(chunkName);

export function areaChunkName(options: {
  /** Which modules take part (the app's scripts and the libraries). */
  includes: (id: string) => boolean;
  /** The area owning a route (`ROUTE_AREAS`), null for plain wizard states. */
  areaOfRoute: (route: string) => string | null;
}): (id: string, context: ChunkingContext) => string | null {
  /** Per module: the labels of the roots that reach it, or null when the entry imports it. */
  const known = new Map<string, ReadonlySet<string> | null>();
  const rootOfLabel = new Map<string, string>();

  const labelsOf = (id: string, context: ChunkingContext, path: Set<string>): ReadonlySet<string> | null => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    const info = context.getModuleInfo(id);
    if (
      !info ||
      id.endsWith('.html') ||
      (info.importers.length === 0 && info.dynamicImporters.length === 0)
    ) {
      known.set(id, null);
      return null;
    }
    if (path.has(id)) return new Set();
    path.add(id);
    const labels = new Set<string>();
    let fromEntry = false;
    if (info.dynamicImporters.length > 0) {
      labels.add(rootLabel(id));
      rootOfLabel.set(rootLabel(id), id);
    }
    for (const importer of info.importers) {
      const above = labelsOf(importer, context, path);
      if (above === null) fromEntry = true;
      else for (const label of above) labels.add(label);
    }
    path.delete(id);
    const result = fromEntry ? null : labels;
    known.set(id, result);
    return result;
  };

  /**
   * A lazy part loaded only from code that the module's other roots already load (a field
   * family's controls, loaded by the fields form): the module is in memory whenever the part
   * loads, so the part does not change where the module goes.
   */
  const withoutLoadedLazyParts = (labels: ReadonlySet<string>, context: ChunkingContext): Set<string> => {
    const kept = new Set(labels);
    for (const label of labels) {
      const root = label.startsWith(LAZY) ? rootOfLabel.get(label) : undefined;
      if (!root) continue;
      const loadedFrom = (context.getModuleInfo(root)?.dynamicImporters ?? []).map((importer) =>
        labelsOf(importer, context, new Set()),
      );
      const covered = loadedFrom.every(
        (above) => above !== null && [...above].every((outer) => outer !== label && kept.has(outer)),
      );
      if (loadedFrom.length > 0 && covered) kept.delete(label);
    }
    return kept;
  };

  return (id, context) => {
    if (!options.includes(id)) return null;
    const isRoot = (context.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
    if (isRoot && !AREA_CHUNKS.has(rootLabel(id))) return null;
    const found = labelsOf(id, context, new Set());
    const labels = found && withoutLoadedLazyParts(found, context);
    if (labels === null) return id.endsWith(ENTRY) ? null : APP;
    if (labels.size === 0) return null;
    // The wizard imports every area machine: what a screen uses as well goes with the screens, so
    // a screen renders without waiting for the wizard's chunk.
    if (labels.has(WIZARD) && ![...labels].some((label) => label.startsWith(SCREEN))) return WIZARD;
    const kept = [...labels].filter((label) => {
      if (label === WIZARD) return false;
      const route = label.startsWith(SCREEN) ? label.slice(SCREEN.length) : null;
      const area = route ? options.areaOfRoute(route) : null;
      return !(area && labels.has(area));
    });
    const onlyScreenOrLazy =
      kept.every((label) => label.startsWith(LAZY)) || (kept.length === 1 && kept[0]?.startsWith(SCREEN));
    if (onlyScreenOrLazy) return null;
    const key = kept.sort().join('+');
    // File names are hashes anyway (vite.config.ts); a long set only needs to stay one name.
    return key.length <= 60 ? key : `areas-${createHash('sha1').update(key).digest('hex').slice(0, 10)}`;
  };
}
