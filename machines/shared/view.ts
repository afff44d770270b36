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

/**
 * The breadcrumb step of each screen that shows the order steps (both specs, section 2). A step
 * belongs to the screen, so the page can hold the breadcrumb's place before the wizard runs.
 */
export const SCREEN_BREADCRUMB_STEPS: Readonly<Partial<Record<RouteId, BreadcrumbStep>>> = {
  domainsLookup: 'domainSelection',
  cart: 'cart',
  loginOrRegister: 'customer',
  logout: 'customer',
  basicInfo: 'customer',
  address: 'customer',
  payment: 'payment',
  confirm: 'confirm',
};

/** `meta: view('cart', 'cart.title')`; the breadcrumb step comes with the route. */
export const view = (route: RouteId, title: string): StateMeta => {
  const breadcrumb = SCREEN_BREADCRUMB_STEPS[route];
  return { view: breadcrumb ? { route, title, breadcrumb } : { route, title } };
};
