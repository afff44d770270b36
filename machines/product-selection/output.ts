import type { RouteId, RouteTarget } from '../shared/routes';
import { queryText } from './route';
import type { FormOwner, ProductSelectionContext, ProductSelectionOutput } from './types';

/**
 * Query of the domain-lookup hand-over: the row id, and the domain term `d` when the visitor came
 * with one (the lookup then asks do-you-want-to-add-a-product).
 */
export function lookupQuery(context: ProductSelectionContext): Record<string, string> {
  const d = queryText(context.route, 'd');
  return d === null ? { id: context.rowId ?? '' } : { id: context.rowId ?? '', d };
}

/** Postponed fields (`p=y`) are collected by postfill: back to its screen for the element kind. */
export function postfillRoute(owner: FormOwner): RouteId {
  switch (owner) {
    case 'product':
      return 'postfillProducts';
    case 'addon':
      return 'postfillAddons';
    case 'upsell':
      return 'postfillPopularAddons';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The machine's output is the output of the final state it reached (`{ next: RouteTarget }`). */
export function readOutput(value: unknown): Pick<ProductSelectionOutput, 'next'> {
  const next = isRecord(value) ? value.next : undefined;
  if (isRecord(next) && typeof next.route === 'string') return { next: next as unknown as RouteTarget };
  return { next: { route: 'cart' } };
}
