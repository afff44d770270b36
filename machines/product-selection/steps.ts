import type { Cart, CartItem } from '@contract/cart';
import type { Product } from '@contract/catalogue';
import { availableUpsells } from '@domain/cart/addon-availability';
import { addonGroupsOf, addonsPresentedAs } from '@domain/cart/addon-presentation';
import { possibleTerms } from '@domain/cart/term-options';
import type { CatalogueContext } from '@domain/catalogue-context';
import { addonForFieldsScreen } from './fields';
import type { NextStep, StepCursor, StepKind } from './types';

/** Spec, section 4 "Step order after choosing an item". */
export const STEP_ORDER: readonly StepKind[] = [
  'upsells',
  'variants',
  'promoted',
  'domainLookup',
  'domainQuestion',
  'maturity',
  'interval',
  'addons',
  'addonFields',
];

/** SSL special handling: certificate products only have maturity, interval, addons, addon fields. */
export const CERTIFICATE_STEPS: readonly StepKind[] = ['maturity', 'interval', 'addons', 'addonFields'];

/** When returning to the cart, a step still leads to its follow-up (maturity to interval, addons to their fields). */
const FOLLOW_UP: Partial<Record<StepKind, StepKind>> = { maturity: 'interval', addons: 'addonFields' };

export const isCertificate = (product: Product): boolean => product.type === 'certificate';

export const stepsOf = (product: Product): readonly StepKind[] =>
  isCertificate(product) ? CERTIFICATE_STEPS : STEP_ORDER;

export const findRow = (cart: Cart, rowId: string | null): CartItem | undefined =>
  rowId === null ? undefined : cart.items.find((item) => item.row_id === rowId);

export interface StepFacts {
  item: CartItem;
  ctx: CatalogueContext;
  mayAddItems: boolean;
}

function termCounts({ item, ctx }: StepFacts): { maturities: number; intervals: number } {
  const terms = possibleTerms(item, ctx);
  return {
    maturities: new Set(terms.map((term) => term.maturity.id)).size,
    intervals: terms.filter((term) => term.maturity.id === item.product.maturity_id).length,
  };
}

/** Whether a step has something to do for the row (a step with nothing to do is skipped). */
export function stepApplies(kind: StepKind, facts: StepFacts): boolean {
  const { item, ctx, mayAddItems } = facts;
  const product = ctx.productsById[item.product.id];
  if (!product) return false;
  switch (kind) {
    case 'upsells':
      return availableUpsells(item, ctx).length > 0;
    case 'variants':
      return addonGroupsOf(item, ctx, 'variants').length > 0;
    case 'promoted':
      return mayAddItems && addonsPresentedAs(item, ctx, 'promoted').length > 0;
    case 'domainLookup':
      return product.is_domainrequired === 1 && item.domains.length === 0;
    case 'domainQuestion':
      return product.is_domainrequired === 2 && item.domains.length === 0;
    case 'maturity':
      return termCounts(facts).maturities > 1;
    case 'interval':
      return termCounts(facts).intervals > 1;
    case 'addons':
      return (
        mayAddItems &&
        addonsPresentedAs(item, ctx, 'recommended').length + addonsPresentedAs(item, ctx, 'regular').length >
          0
      );
    case 'addonFields':
      return addonForFieldsScreen(item, ctx, null, false) !== null;
  }
}

/** The steps still ahead of the cursor, in order (returning: only the step and its follow-up). */
function candidates(cursor: StepCursor, order: readonly StepKind[], returning: boolean): StepKind[] {
  const { step, include } = cursor;
  if (returning) {
    if (step === null) return [];
    const followUp = FOLLOW_UP[step];
    const chain = followUp ? [followUp] : [];
    return include ? [step, ...chain] : chain;
  }
  if (step === null) return [...order];
  const position = STEP_ORDER.indexOf(step);
  return order.filter((kind) => {
    const index = STEP_ORDER.indexOf(kind);
    return include ? index >= position : index > position;
  });
}

/**
 * The next step for the row from the cursor: the first later step with something to do ("later
 * steps skip earlier ones"), else the cart. When returning to the cart only the edited step's
 * follow-up may come before the cart. A missing row goes to the cart.
 */
export function nextStep(
  cursor: StepCursor,
  item: CartItem | undefined,
  ctx: CatalogueContext,
  options: { mayAddItems: boolean; returning: boolean },
): NextStep {
  const product = item ? ctx.productsById[item.product.id] : undefined;
  if (!item || !product) return 'cart';
  const facts: StepFacts = { item, ctx, mayAddItems: options.mayAddItems };
  const found = candidates(cursor, stepsOf(product), options.returning).find(
    (kind) => stepsOf(product).includes(kind) && stepApplies(kind, facts),
  );
  return found ?? 'cart';
}

/**
 * Upsell screen, proceed: to the cart if returning and not browsing all upsells or it is the last
 * upsell; else the next upsell; else the next route.
 */
export function upsellProceed(input: {
  returning: boolean;
  browsingAll: boolean;
  index: number;
  count: number;
}): 'cart' | 'nextUpsell' | 'nextRoute' {
  const isLast = input.index >= input.count - 1;
  if (input.returning && (!input.browsingAll || isLast)) return 'cart';
  return isLast ? 'nextRoute' : 'nextUpsell';
}
