import type { Notice } from '@contract/common';
import type { CatalogueContext } from '@domain/catalogue-context';
import type { RouteId, RouteQuery, RouteTarget } from './routes';

/**
 * A navigation by the user (link, back/forward button, typed or deep URL) as the router layer
 * reports it: parsed and sanitised. The machine's guards accept it or redirect.
 */
export interface RouteEnteredEvent {
  type: 'ROUTE.ENTERED';
  route: RouteId;
  params: Readonly<Record<string, string>>;
  query: RouteQuery;
}

/**
 * Emitted (XState `emit`) when a machine wants a notification shown; the app's notification area
 * listens. Notices are message keys with values (see @contract/common Notice).
 */
export interface NotifyEmitted {
  type: 'notify';
  notice: Notice;
}

/** Emitted when a machine wants the URL to change without a state of its own (e.g. leaving the shop). */
export interface NavigateEmitted {
  type: 'navigate';
  target: RouteTarget;
}

/** Emitted to leave the app (admin panel drafts page, payment provider, cloud panel). */
export interface LeaveEmitted {
  type: 'leave';
  url: string;
}

export type MachineEmitted = NotifyEmitted | NavigateEmitted | LeaveEmitted;

/**
 * The shop's offer loaded again, e.g. in another language after a language switch: the running
 * area shows its names and texts from now on (the wizard forwards it).
 */
export interface CatalogueRefreshedEvent {
  type: 'CATALOGUE.REFRESHED';
  catalogue: CatalogueContext;
}
