import type { Order, SmsValidateBody, SmsValidateResponse } from '@contract/orders';
import { createSmsValidationForm } from '@domain/validation/checkout/sms';
import { assign, fromPromise, setup } from 'xstate';
import type { RouteTarget } from '../shared/routes';
import { type StateMeta, view } from '../shared/view';

/**
 * SMS validation (checkout spec sections 2, 4, 5 and 8): a five-character code, a phone number
 * when the customer has none, confirm enabled only with all five characters, verify and go to
 * success; errors under the phone or code field (joined by line breaks) or general; resend shows
 * 'code sent again' and takes the old code's message away, a failed resend is only logged by the
 * app.
 *
 * Started without an order (the SMS screen reloaded, or opened by URL), it asks the server for
 * the session's latest order: one awaiting its code is validated here, an already validated one
 * goes to success, none sends to the root (like a failed route guard).
 */

export interface SmsInput {
  /** The order just placed by confirm; null when the wizard holds none (reload). */
  orderId: number | null;
  /** The customer already has a phone number, so none is asked for. */
  customerHasPhone: boolean;
}

export type SmsField = 'smsCode' | 'phoneNo';

export interface SmsContext {
  orderId: number | null;
  customerHasPhone: boolean;
  code: string;
  phone: string;
  /** Form messages (keys) or the server's messages joined by line breaks, per field. */
  fieldErrors: Readonly<Partial<Record<SmsField, string>>>;
  /** An error of the call not tied to a field: the server's message or a message key. */
  generalError: string | null;
  /** The resend link worked: the screen shows 'code sent again'. */
  codeSentAgain: boolean;
}

export type SmsEvent =
  | { type: 'SMS.CODE_CHANGED'; code: string }
  | { type: 'SMS.PHONE_CHANGED'; phone: string }
  | { type: 'SMS.CONFIRMED' }
  | { type: 'SMS.RESEND_REQUESTED' };

export interface SmsOutput {
  next: RouteTarget;
}

export const SMS_MESSAGES = {
  codeSentAgain: 'sms_validation.code_sent_again',
  generic: 'error.generic',
} as const;

/** Tag of the states in which the confirm button is enabled. */
export const CAN_CONFIRM = 'canConfirm';

const formOf = (context: Pick<SmsContext, 'customerHasPhone'>) =>
  createSmsValidationForm({ customerHasPhone: context.customerHasPhone });

/** All five characters are entered (the code part of the domain's form schema). */
const codeComplete = (context: Pick<SmsContext, 'customerHasPhone'>, code: string): boolean =>
  formOf(context).shape.smsCode.safeParse(code).success;

function formErrors(context: SmsContext): Partial<Record<SmsField, string>> {
  const parsed = formOf(context).safeParse({ smsCode: context.code, phoneNo: context.phone });
  const errors: Partial<Record<SmsField, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'smsCode' || field === 'phoneNo') && errors[field] === undefined)
      errors[field] = issue.message;
  }
  return errors;
}

function requestBody(context: SmsContext): SmsValidateBody {
  const parsed = formOf(context).safeParse({ smsCode: context.code, phoneNo: context.phone });
  const smsCode = parsed.success ? parsed.data.smsCode : context.code.trim();
  const phoneNo = parsed.success ? parsed.data.phoneNo : context.phone.trim();
  return phoneNo ? { method: 'sms', smsCode, phoneNo } : { method: 'sms', smsCode };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const joinedMessages = (value: unknown): string | undefined => {
  if (!Array.isArray(value)) return undefined;
  const messages = value.filter((message): message is string => typeof message === 'string');
  return messages.length > 0 ? messages.join('\n') : undefined;
};

/**
 * The validate call's error (`SmsValidationError`, possibly as the `body` of the app's request
 * error): messages under phoneNo / smsCode joined by line breaks, otherwise a general message.
 */
function verifyErrors(error: unknown): Pick<SmsContext, 'fieldErrors' | 'generalError'> {
  const body = isRecord(error) && isRecord(error.body) ? error.body : error;
  const errors = isRecord(body) && isRecord(body.errors) ? body.errors : {};
  const fieldErrors: Partial<Record<SmsField, string>> = {};
  const smsCode = joinedMessages(errors.smsCode);
  const phoneNo = joinedMessages(errors.phoneNo);
  if (smsCode !== undefined) fieldErrors.smsCode = smsCode;
  if (phoneNo !== undefined) fieldErrors.phoneNo = phoneNo;
  if (smsCode !== undefined || phoneNo !== undefined) return { fieldErrors, generalError: null };
  const message = isRecord(body) && typeof body.message === 'string' && body.message ? body.message : null;
  return { fieldErrors, generalError: message ?? SMS_MESSAGES.generic };
}

/** The validation states are entered only with a known order (invariant of the chart). */
function knownOrderId(context: SmsContext): number {
  if (context.orderId === null) throw new Error('SMS validation runs only for a known order');
  return context.orderId;
}

const providedByTheApp = () => Promise.reject(new Error('provided by the app'));

const typing = {
  'SMS.CODE_CHANGED': [
    { guard: 'codeCompleteAfterChange', target: 'complete', actions: 'assignCode' },
    { target: 'incomplete', actions: 'assignCode' },
  ],
  'SMS.PHONE_CHANGED': { actions: 'assignPhone' },
} as const;

export const smsMachine = setup({
  types: {
    context: {} as SmsContext,
    events: {} as SmsEvent,
    input: {} as SmsInput,
    output: {} as SmsOutput,
    meta: {} as StateMeta,
    tags: {} as typeof CAN_CONFIRM,
  },
  actors: {
    /** POST /api/v2/orders/{id}/validate. */
    validateSms: fromPromise<SmsValidateResponse, { orderId: number; body: SmsValidateBody }>(
      providedByTheApp,
    ),
    /** GET /api/v2/session/order: the session's latest order, null when none. */
    loadCurrentOrder: fromPromise<Order | null>(providedByTheApp),
    /** GET /api/v1/{id}/sms. */
    resendSms: fromPromise<void, { orderId: number }>(providedByTheApp),
  },
  guards: {
    orderKnown: ({ context }) => context.orderId !== null,
    awaitingCode: (_, params: { order: Order | null }) => params.order?.status === 'awaiting_sms_validation',
    alreadyValidated: (_, params: { order: Order | null }) => params.order?.status === 'placed',
    codeCompleteAfterChange: ({ context, event }) =>
      event.type === 'SMS.CODE_CHANGED' && codeComplete(context, event.code),
    /** The whole form is valid (code and, when the customer has none, the phone number). */
    formValid: ({ context }) => Object.keys(formErrors(context)).length === 0,
  },
  actions: {
    assignOrder: assign((_, params: { order: Order | null }) =>
      params.order ? { orderId: params.order.id, customerHasPhone: params.order.customer_has_phone } : {},
    ),
    assignCode: assign(({ context, event }) =>
      event.type === 'SMS.CODE_CHANGED'
        ? {
            code: event.code,
            fieldErrors: { ...context.fieldErrors, smsCode: undefined },
            generalError: null,
          }
        : {},
    ),
    assignPhone: assign(({ context, event }) =>
      event.type === 'SMS.PHONE_CHANGED'
        ? { phone: event.phone, fieldErrors: { ...context.fieldErrors, phoneNo: undefined } }
        : {},
    ),
    assignFormErrors: assign(({ context }) => ({ fieldErrors: formErrors(context) })),
    clearErrors: assign({ fieldErrors: {}, generalError: null }),
    assignVerifyErrors: assign((_, params: { error: unknown }) => verifyErrors(params.error)),
    hideCodeSentAgain: assign({ codeSentAgain: false }),
    /** A new code is on its way: the message about the old one goes. */
    showCodeSentAgain: assign(({ context }) => ({
      codeSentAgain: true,
      fieldErrors: { ...context.fieldErrors, smsCode: undefined },
    })),
  },
}).createMachine({
  id: 'sms',
  context: ({ input }) => ({
    orderId: input.orderId,
    customerHasPhone: input.customerHasPhone,
    code: '',
    phone: '',
    fieldErrors: {},
    generalError: null,
    codeSentAgain: false,
  }),
  output: ({ context }): SmsOutput =>
    context.orderId === null
      ? { next: { route: 'categories', replace: true } }
      : { next: { route: 'success', params: { orderId: String(context.orderId) } } },
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'orderKnown', target: 'validation' }, { target: 'loadingOrder' }],
    },
    loadingOrder: {
      invoke: {
        id: 'loadCurrentOrder',
        src: 'loadCurrentOrder',
        onDone: [
          {
            guard: { type: 'awaitingCode', params: ({ event }) => ({ order: event.output }) },
            target: 'validation',
            actions: { type: 'assignOrder', params: ({ event }) => ({ order: event.output }) },
          },
          {
            guard: { type: 'alreadyValidated', params: ({ event }) => ({ order: event.output }) },
            target: 'success',
            actions: { type: 'assignOrder', params: ({ event }) => ({ order: event.output }) },
          },
          { target: 'root' },
        ],
        // Unreadable: the visitor starts over at the root; the order (if any) stands on the server.
        onError: 'root',
      },
    },
    /** No order awaits a code in this session. */
    root: {
      type: 'final',
      meta: view('categories', 'categories.title'),
    },
    validation: {
      meta: view('smsValidation', 'sms_validation.title'),
      type: 'parallel',
      states: {
        form: {
          initial: 'incomplete',
          states: {
            incomplete: { on: typing },
            complete: {
              tags: [CAN_CONFIRM],
              on: {
                ...typing,
                'SMS.CONFIRMED': [
                  { guard: 'formValid', target: 'verifying', actions: 'clearErrors' },
                  { actions: 'assignFormErrors' },
                ],
              },
            },
            verifying: {
              invoke: {
                id: 'validateSms',
                src: 'validateSms',
                input: ({ context }) => ({ orderId: knownOrderId(context), body: requestBody(context) }),
                onDone: '#sms.success',
                onError: {
                  target: 'complete',
                  actions: { type: 'assignVerifyErrors', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        resend: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'SMS.RESEND_REQUESTED': { target: 'sending', actions: 'hideCodeSentAgain' } },
            },
            sending: {
              invoke: {
                id: 'resendSms',
                src: 'resendSms',
                input: ({ context }) => ({ orderId: knownOrderId(context) }),
                onDone: { target: 'idle', actions: 'showCodeSentAgain' },
                // Only logged by the app: no message for the visitor.
                onError: 'idle',
              },
            },
          },
        },
      },
    },
    success: {
      type: 'final',
      meta: view('success', 'success.title'),
    },
  },
});
