import type { RouteEnteredEvent } from '@machines/shared/events';
import { ROUTES, type RouteQuery, type RouteTarget } from '@machines/shared/routes';
import type { ViewMeta } from '@machines/shared/view';
import type { AreaName } from '@machines/wizard/route-areas';
import { activeArea, currentView } from '@machines/wizard/selectors';
import type { WizardMachine } from '@machines/wizard/wizard.machine';
import type { AnyRouter } from '@tanstack/react-router';
import type { Actor, SnapshotFrom } from 'xstate';

type WizardActor = Actor<WizardMachine>;

/** Fills a route pattern (`/products/$slug`, `/confirm/{-$orderCode}`) with its params. */
export function pathOf(target: RouteTarget): string {
  const params = target.params ?? {};
  const filled = ROUTES[target.route]
    .replace(/\{-\$(\w+)\}/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''))
    .replace(/\$(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
  return filled.length > 1 ? filled.replace(/\/+$/, '') : filled;
}

/** The route target a running area's snapshot asks for (see area-target.ts). */
export type TargetOf = (area: AreaName, snapshot: unknown) => RouteTarget | null;

/** The active area's own route target for the view, or null where it offers none for this view. */
function areaTarget(
  snapshot: SnapshotFrom<WizardMachine>,
  view: ViewMeta,
  targetOf: TargetOf,
): RouteTarget | null {
  const area = activeArea(snapshot);
  const target = area ? targetOf(area, snapshot.children[area]?.getSnapshot()) : null;
  return target?.route === view.route ? target : null;
}

/** Every query value of the URL is in the target too (the target may add more). */
function keepsQuery(search: unknown, query: RouteQuery): boolean {
  return Object.entries(toQuery(search)).every(
    ([key, value]) => query[key] !== undefined && String(query[key]) === String(value),
  );
}

const hasPathParams = (target: RouteTarget): boolean => ROUTES[target.route].includes('$');

const isQueryValue = (value: unknown): value is string | number =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

function toQuery(search: unknown): RouteQuery {
  if (typeof search !== 'object' || search === null) return {};
  return Object.fromEntries(Object.entries(search).filter((entry) => isQueryValue(entry[1])));
}

function toParams(params: unknown): Record<string, string> {
  if (typeof params !== 'object' || params === null) return {};
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

/** The router's current screen as the wizard's navigation event (route id, params, sanitised query). */
export function routeEntered(router: AnyRouter): RouteEnteredEvent | null {
  const leaf = router.state.matches.at(-1);
  const route = leaf?.staticData.wizardRoute;
  if (!leaf || !route) return null;
  return { type: 'ROUTE.ENTERED', route, params: toParams(leaf.params), query: toQuery(leaf._strictSearch) };
}

/** The address of a wizard target as the router writes it: the route's path and the target's query. */
export const hrefOf = (router: AnyRouter, target: RouteTarget): string =>
  `${pathOf(target)}${router.options.stringifySearch(target.query ?? {})}`;

/**
 * The router binding: the URL is a view of the wizard's state.
 *
 * - Every location the router resolves (link, back/forward, typed or deep URL) goes to the wizard
 *   as `ROUTE.ENTERED` with the route id, params and the search params its zod schema sanitised.
 * - The wizard's emitted `navigate` is written into the router (replacing the entry when asked);
 *   the location it leads to is not reported back, the wizard already gave it to its area.
 * - A screen state the wizard reaches on its own (a step after a user event) is written into the
 *   router the same way, when its route needs no path params. Within the same route, a change of
 *   the area's own target (next upsell, next variant group) is pushed as a new entry, so the back
 *   button returns to the previous step; the target the area settles on right after the user's
 *   navigation replaces the entry only when it keeps every query value the user gave.
 * - `leave` sets window.location.
 *
 * Returns the function that undoes the binding.
 */
export function bindRouterToWizard(router: AnyRouter, wizard: WizardActor, targetOf: TargetOf): () => void {
  /** Path of the location the wizard asked for: its arrival is not an entry by the user. */
  let echo: string | null = null;
  /** The full href of that location (a second request for the same href is not pushed again). */
  let echoHref: string | null = null;
  /** The route id the wizard last knows the browser on. */
  let shown: string | null = null;
  /** The href of the area's own target at the last snapshot (null: the area offered none). */
  let lastAreaHref: string | null = null;
  /** True while the wizard handles the user's navigation (it answers synchronously). */
  let reporting = false;

  const report = () => {
    const { pathname } = router.state.location;
    const expected = echo;
    echo = null;
    echoHref = null;
    const entered = routeEntered(router);
    shown = entered?.route ?? null;
    if (expected !== null && pathname === expected) {
      // The wizard may have moved on while its own navigation was under way (the area it handed
      // over to chose another step): show where it is now.
      followView(wizard.getSnapshot(), true);
      return;
    }
    if (!entered) return;
    reporting = true;
    try {
      wizard.send(entered);
    } finally {
      reporting = false;
    }
  };

  const write = (target: RouteTarget) => {
    const path = pathOf(target);
    const href = hrefOf(router, target);
    const current = router.state.location;
    shown = target.route;
    if (`${current.pathname}${current.searchStr}` === href || echoHref === href) return;
    echo = path;
    echoHref = href;
    void router.navigate({ href, replace: target.replace === true });
  };

  const unsubscribeRouter = router.subscribe('onResolved', (event) => {
    // A reload of the same location (e.g. after a locale change) is no navigation; a write of the
    // wizard that landed where the browser already was must not leave its echo waiting.
    if (event.fromLocation && !event.hrefChanged) {
      echo = null;
      echoHref = null;
      return;
    }
    report();
  });
  const navigate = wizard.on('navigate', (event) => {
    if ('target' in event) write(event.target);
  });
  const leave = wizard.on('leave', (event) => {
    if ('url' in event) window.location.assign(event.url);
  });
  /** `settled`: the wizard's own navigation just arrived; a step it moved on to replaces that entry. */
  function followView(snapshot: SnapshotFrom<WizardMachine>, settled = false): void {
    const view = currentView(snapshot);
    if (!view || echo !== null) return;
    const own = areaTarget(snapshot, view, targetOf);
    const previousAreaHref = lastAreaHref;
    lastAreaHref = own ? hrefOf(router, own) : null;
    if (view.route !== shown) {
      const target = own ?? { route: view.route };
      // Another screen while the wizard handles the visitor's navigation is a redirect of the URL
      // just entered: it replaces that entry, so Back does not lead to it again. (The wizard's own
      // `navigate` for it comes after this snapshot and then finds the location written.)
      const replace = settled || reporting;
      if (!hasPathParams(target) || target.params) write(replace ? { ...target, replace: true } : target);
      return;
    }
    const current = router.state.location;
    if (!own || lastAreaHref === previousAreaHref) return;
    if (lastAreaHref === `${current.pathname}${current.searchStr}`) return;
    if (reporting || settled || previousAreaHref === null) {
      // The area settling on its target right after the user's navigation: the entry only gains
      // what the URL lacked (the upsell or group on show); a query the user gave is never dropped.
      if (keepsQuery(current.search, own.query ?? {})) write({ ...own, replace: true });
      return;
    }
    // A step within the route after a user event is a new entry (the back button returns to it).
    write(own);
  }
  const follow = wizard.subscribe((snapshot) => followView(snapshot));

  if (router.state.status === 'idle' && router.state.resolvedLocation) report();

  return () => {
    unsubscribeRouter();
    navigate.unsubscribe();
    leave.unsubscribe();
    follow.unsubscribe();
  };
}
