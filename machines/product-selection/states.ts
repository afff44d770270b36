import type * as updaters from './actions';
import { fieldsToValidate } from './fields';
import type * as guards from './guards';
import { linkPromoCode } from './link-promotion';
import type { rowCreators } from './new-rows';
import { productSelection } from './setup';
import type {
  FormOwner,
  PendingTerm,
  ProductSelectionEvent,
  SaveCartOutput,
  ValidateFieldsOutput,
} from './types';

/**
 * The states the statechart uses more than once: saving the cart, a fields form, the maturity and
 * interval step, looking up a link's promo code. Targets are state ids under the root or names of
 * sibling states.
 */
export const ROOT = '#productSelection';

/** A guard or action the machine names without params. */
type Plain<Map> = {
  [K in keyof Map]: Map[K] extends (a: never, params: infer P) => unknown
    ? undefined extends P
      ? K
      : never
    : never;
}[keyof Map];
type GuardName = Plain<typeof guards>;
type ActionName = Plain<typeof updaters & ReturnType<typeof rowCreators>>;

/** Where a successful save goes (the first whose guard holds), with the actions after storing it. */
interface AfterSave {
  guard?: GuardName;
  target: string;
  reenter?: boolean;
  actions?: ActionName;
}

const storeSavedCart = {
  type: 'storeSavedCart',
  params: ({ event }: { event: { output: SaveCartOutput } }) => ({ response: event.output }),
} as const;

/**
 * Saving the working cart: on success the saved cart (and its notices) is stored and the machine
 * goes on as `done` says; on failure the working cart falls back to the saved one, the generic
 * error shows and the machine goes to `failed`.
 */
export const savingCart = (done: AfterSave | readonly AfterSave[], failed: string) =>
  productSelection.createStateConfig({
    tags: ['busy'],
    invoke: {
      id: 'saveCart',
      src: 'saveCart',
      input: ({ context }) => context.cart,
      onDone: (Array.isArray(done) ? done : [done]).map(({ actions, ...transition }: AfterSave) => ({
        ...transition,
        actions: actions ? [storeSavedCart, actions] : [storeSavedCart],
      })),
      onError: { target: failed, actions: 'revertCart' },
    },
  });

type FieldsSubmitted = Extract<ProductSelectionEvent, { type: 'FIELDS.SUBMITTED' }>;
const submittedValues = ({ event }: { event: FieldsSubmitted }) => ({ values: event.values });
const serverAnswer = ({ event }: { event: { output: ValidateFieldsOutput } }) => ({ response: event.output });

/** What the form's other buttons do (back, pass, cancel), beside submitting it. */
type OtherButtons = Omit<
  NonNullable<Parameters<typeof productSelection.createStateConfig>[0]['on']>,
  'FIELDS.SUBMITTED'
>;

/**
 * A fields form (product, upsell, addon): submitted values that break the rules stay on screen
 * with their errors, others are validated on the server; its errors go back to the form, valid
 * values go on as `valid` says (mostly to `saving`, the form's own save, when it has one).
 */
export const fieldsForm = (
  owner: FormOwner,
  {
    buttons = {},
    valid,
    saving,
  }: {
    buttons?: OtherButtons;
    valid: { target: string; actions: ActionName };
    saving?: ReturnType<typeof savingCart>;
  },
) =>
  productSelection.createStateConfig({
    initial: 'editing',
    states: {
      editing: {
        on: {
          'FIELDS.SUBMITTED': [
            {
              guard: { type: 'fieldsInvalid', params: submittedValues },
              actions: { type: 'storeRuleErrors', params: submittedValues },
            },
            { target: 'validating', actions: { type: 'storePendingValues', params: submittedValues } },
          ],
          ...buttons,
        },
      },
      validating: {
        tags: ['busy'],
        invoke: {
          id: 'validateFields',
          src: 'validateFields',
          input: ({ context }) => fieldsToValidate(context.pendingValues, owner),
          onDone: [
            {
              guard: { type: 'serverFoundErrors', params: serverAnswer },
              target: 'editing',
              actions: { type: 'storeServerErrors', params: serverAnswer },
            },
            valid,
          ],
          onError: { target: 'editing', actions: 'notifyError' },
        },
      },
      ...(saving ? { saving } : {}),
    },
  });

type TermChosen = Extract<ProductSelectionEvent, { type: 'MATURITY.CHOSEN' | 'INTERVAL.CHOSEN' }>;

/**
 * The maturity and the interval step: a term the row cannot change to is refused with its notice,
 * the same term goes on, a term that drops addons, upsells or the manual promotion waits for the
 * confirm modal (`TERM.CONFIRMED` / `TERM.CANCELLED`), any other is applied and saved.
 */
export function termStep<Chosen extends TermChosen['type']>(
  chosen: Chosen,
  termOf: (event: Extract<TermChosen, { type: Chosen }>) => PendingTerm,
) {
  const term = ({ event }: { event: Extract<TermChosen, { type: Chosen }> }) => ({ term: termOf(event) });
  return {
    initial: 'choosing',
    states: {
      choosing: {
        on: {
          [chosen]: [
            {
              guard: { type: 'termChangeBlocked', params: term },
              actions: { type: 'notifyTermBlocked', params: term },
            },
            { guard: { type: 'termChangeIsNoop', params: term }, target: `${ROOT}.deciding` },
            {
              guard: { type: 'termChangeDropsSomething', params: term },
              target: 'confirming',
              actions: { type: 'storePendingTerm', params: term },
            },
            { target: 'saving', actions: [{ type: 'storePendingTerm', params: term }, 'applyPendingTerm'] },
          ],
        },
      },
      confirming: {
        on: {
          'TERM.CONFIRMED': { target: 'saving', actions: 'applyPendingTerm' },
          'TERM.CANCELLED': { target: 'choosing', actions: 'clearPendingTerm' },
        },
      },
      saving: savingCart({ target: `${ROOT}.deciding` }, 'choosing'),
    },
  } as const;
}

/**
 * A link's promo code the shop does not know yet is asked of the server before the product or row
 * whose fields would be saved with it goes on (`returnTo` decides again, the code now known).
 */
export const linkPromotionLookUp = (returnTo: 'choosingProduct' | 'enteringRowFields') =>
  productSelection.createStateConfig({
    tags: ['busy'],
    invoke: {
      id: 'lookUpPromotion',
      src: 'lookUpPromotion',
      input: ({ context }) => ({ code: linkPromoCode(context) ?? '' }),
      onDone: {
        target: returnTo,
        actions: { type: 'storeLinkPromotion', params: ({ event }) => ({ promotion: event.output }) },
      },
      onError: { target: returnTo, actions: 'storeFailedLinkPromotion' },
    },
  });
