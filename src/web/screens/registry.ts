import type { RouteId } from '@machines/shared/routes';
import { type CataloguePart, screenCatalogueParts } from '@web/i18n/catalogue-parts';
import type { ComponentType } from 'react';

/** A screen module: `src/web/screens/<folder>/<routeId>.screen.tsx` exporting `Screen`. */
export interface ScreenModule {
  Screen: ComponentType;
}

// Each screen is its own chunk, loaded when its route is first shown.
const modules = import.meta.glob<ScreenModule>('./**/*.screen.tsx');

const routeOfPath = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.screen.tsx'.length);

const byRoute = new Map<string, () => Promise<ScreenModule>>(
  Object.entries(modules).map(([path, load]) => [routeOfPath(path), load]),
);

const partsByRoute = new Map<string, readonly CataloguePart[]>(
  Object.keys(modules).map((path) => [routeOfPath(path), screenCatalogueParts(path)]),
);

/**
 * The loader of the screen built for a route, or null when none is built yet. Screens are found by
 * file name, so adding a screen needs no registration.
 */
export const screenLoader = (route: RouteId): (() => Promise<ScreenModule>) | null =>
  byRoute.get(route) ?? null;

/** The catalogue parts the route's screen shows besides the core (by its folder). */
export const screenParts = (route: RouteId): readonly CataloguePart[] => partsByRoute.get(route) ?? [];
