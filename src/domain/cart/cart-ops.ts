import type { Cart, CartItem } from '@contract/cart';

export const findItem = (cart: Cart, rowId: string): CartItem | undefined =>
  cart.items.find((item) => item.row_id === rowId);

/** A new cart with the row of the same id replaced. */
export const replaceItem = (cart: Cart, next: CartItem): Cart => ({
  ...cart,
  items: cart.items.map((item) => (item.row_id === next.row_id ? next : item)),
});

export const withoutRow = (cart: Cart, rowId: string): Cart => ({
  ...cart,
  items: cart.items.filter((item) => item.row_id !== rowId),
});

/** Structural equality of plain cart data (built by the same code paths, so key order is stable). */
export const sameData = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
