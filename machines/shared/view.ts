import type { RouteId } from './routes';

/** Breadcrumb steps of both specs: 1 shopping cart, 2 customer data, 3 payment method, 4 confirm. */
export type BreadcrumbStep = 'cart' | 'customer' | 'payment' | 'confirm' | 'domainSelection';

/**
 * State metadata of a screen state: which route shows it, its page title (a message key of the
 * web catalogues) and its breadcrumb step. Components read it; they never decide it.
 */
export interface ViewMeta {
  route: RouteId;
  title: string;
  breadcrumb?: BreadcrumbStep;
}

export interface StateMeta {
  view?: ViewMeta;
}

/** `meta: view('cart', 'cart.title', 'cart')` */
export const view = (route: RouteId, title: string, breadcrumb?: BreadcrumbStep): StateMeta => ({
  view: breadcrumb ? { route, title, breadcrumb } : { route, title },
});
