import type { Actor } from './actor';

/**
 * Adding new cart items (add-product and add-domain links, guarded routes): always without a draft
 * session; with one only for a sales agent (a customer updating a draft may not add).
 * A module of its own: the wizard's start imports it, and what that imports loads with the
 * wizard's chunk, which the screens do not wait for (permissions.ts brings the term rules).
 */
export const mayAddItems = (actor: Actor): boolean => !actor.hasDraftSession || actor.isSalesAgent;
