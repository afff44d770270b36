import { ensureDomainOnlyItem } from '@domain/cart/domain-only';
import type { RandomBytes } from '@domain/cart/row-id';
import type { Args } from './actions';
import { reviveDomainOnlyRow } from './rules';
import type { DomainLookupContext } from './types';

/**
 * The context changes that create the domain-only row. A new row's id is drawn from a source of
 * random bytes, a function, so it is not part of the context (snapshots stay plain data): `setup`
 * builds these actions with the browser's crypto source, and a test that needs known row ids
 * provides them with its own source (`withRowIds`).
 */
export const rowCreators = (random?: RandomBytes) => ({
  /** Lookup without (a valid) id: the domain-only row, created when missing. */
  createDomainOnlyRow: ({ context }: Args): Partial<DomainLookupContext> => {
    const ensured = ensureDomainOnlyItem(context.cart, context.catalogue, random);
    return { cart: ensured.cart, rowId: ensured.rowId };
  },
  /** The row emptied by a removal is gone: the next domain goes to the domain-only row again. */
  reviveDomainOnlyRow: ({ context }: Args): Partial<DomainLookupContext> =>
    reviveDomainOnlyRow(context.cart, context.rowId, context.catalogue, random),
});
