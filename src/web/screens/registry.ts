import type { RouteId } from '@machines/shared/routes';
import type { ComponentType } from 'react';

/** A screen module: `src/web/screens/<folder>/<routeId>.screen.tsx` exporting `Screen`. */
export interface ScreenModule {
  Screen: ComponentType;
}

// Each screen is its own chunk, loaded when its route is first shown.
const modules = import.meta.glob<ScreenModule>('./**/*.screen.tsx');

const byRoute = new Map<string, () => Promise<ScreenModule>>(
  Object.entries(modules).map(([path, load]) => [
    path.slice(path.lastIndexOf('/') + 1, -'.screen.tsx'.length),
    load,
  ]),
);

/**
 * The loader of the screen built for a route, or null when none is built yet. Screens are found by
 * file name, so adding a screen needs no registration.
 */
export const screenLoader = (route: RouteId): (() => Promise<ScreenModule>) | null =>
  byRoute.get(route) ?? null;
