import type { Cart } from '@contract/cart';
import type { ApiError, LocaleCode } from '@contract/common';
import type { CatalogueContext } from '@domain/catalogue-context';
import { type Actor, isSalesAgent } from '@domain/roles/actor';
import { type CartPermissionBreach, cartPermissionBreaches } from '@domain/roles/draft-cart';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { draftOfState } from '../drafts/service';
import { type ServerMessageKey, serverMessage } from '../i18n/messages';
import { staffTokenOf } from '../routes/staff';
import type { SessionRecord } from '../sessions/store';
import type { StaffAccounts } from '../staff/accounts';

const marksRows = (cart: Cart): boolean => cart.items.some((item) => item.is_preconfigured);

/**
 * Whether the role rules can refuse `sent` in this session: it works on an order draft, or the
 * stored or the sent cart holds preconfigured rows. Elsewhere every actor may do everything, and no
 * staff look-up is needed.
 */
export const cartRolesApply = (session: SessionRecord, sent: Cart): boolean =>
  draftOfState(session.state) !== null || marksRows(session.cart) || marksRows(sent);

/** Who writes the cart (spec section 6): a signed-in sales agent or not, in a draft session or not. */
export async function cartActor(
  request: FastifyRequest,
  session: SessionRecord,
  staff: StaffAccounts,
  config: Pick<Config, 'httpsOnly'>,
): Promise<Actor> {
  const admin = await staff.signedIn(staffTokenOf(request, config));
  return { isSalesAgent: isSalesAgent(admin), hasDraftSession: draftOfState(session.state) !== null };
}

function breachField(breach: CartPermissionBreach): { path: string; key: ServerMessageKey } {
  switch (breach.kind) {
    case 'row_added':
      return { path: `items.${breach.index}`, key: 'cart_row_not_addable' };
    case 'row_changed':
      return { path: `items.${breach.index}.${breach.part}`, key: 'cart_row_locked' };
    case 'row_removed':
      return { path: 'items', key: 'cart_row_not_removable' };
    case 'mark_set':
      return { path: `items.${breach.index}.is_preconfigured`, key: 'cart_row_mark_not_allowed' };
  }
}

/** Why a cart may not be saved: the error code of the answer and a field error per breach. */
export interface CartPermissionRefusal {
  code: ServerMessageKey;
  errors: ApiError['errors'];
}

/**
 * The refusal of a cart the actor may not save in place of the stored one (the role rules of
 * src/domain/roles/draft-cart.ts), with field errors in the visitor's language; null when the cart
 * may be saved. Only a mark the actor may not set is `validation_failed` (the cart was not prepared
 * for the visitor); any breach of a prepared cart is `cart_rows_locked`.
 */
export function cartPermissionRefusal(
  stored: Cart,
  sent: Cart,
  actor: Actor,
  context: CatalogueContext,
  locale: LocaleCode,
): CartPermissionRefusal | null {
  const breaches = cartPermissionBreaches(stored, sent, actor, context);
  if (breaches.length === 0) return null;
  const errors: ApiError['errors'] = {};
  for (const breach of breaches) {
    const { path, key } = breachField(breach);
    const message = serverMessage(locale, key);
    const messages = errors[path] ?? [];
    if (!messages.includes(message)) errors[path] = [...messages, message];
  }
  const onlyMarks = breaches.every((breach) => breach.kind === 'mark_set');
  return { code: onlyMarks ? 'validation_failed' : 'cart_rows_locked', errors };
}
