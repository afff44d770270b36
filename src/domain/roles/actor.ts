import type { Admin } from '@contract/admin';

/** Who works on the cart, as far as permissions go (spec section 6). */
export interface Actor {
  /** Admin with role sales-agent (from the current-admin call). */
  isSalesAgent: boolean;
  /** An order-draft session is active. */
  hasDraftSession: boolean;
}

export const isSalesAgent = (admin: Admin | null | undefined): boolean =>
  admin?.roles.includes('sales-agent') === true;
