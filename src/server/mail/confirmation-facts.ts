import type { Cart } from '@contract/cart';
import type { BasicInfo } from '@contract/customer';
import type { PaymentOption, PaymentType } from '@contract/payment';
import { maskedIban } from '@domain/labels/masked-iban';
import { orderOverview } from '@domain/prices/order-overview';
import { cartPriceDisplay } from '@domain/prices/price-visibility';
import { requiredAgreements } from '@domain/roles/agreements';
import { z } from 'zod';
import type { CatalogueView } from '../catalogue/views';
import { attachmentsFor } from './attachments';

const Amount = z.object({ netCents: z.number().int(), grossCents: z.number().int() });
/** A price as the visitor read it (`ShownPrice` of src/domain). */
const ShownPrice = z.object({
  period: z.enum(['month', 'year', 'once']),
  amount: Amount,
  regular: Amount,
  reason: z.enum(['regular', 'promotion', 'inclusive', 'inclusive_first_year']),
  introMonths: z.number().int().nullable(),
  setupFee: Amount,
  from: z.boolean(),
});
const PricePhase = z.object({
  fromMonth: z.number().int(),
  untilMonth: z.number().int().nullable(),
  amount: Amount,
});
/** A label of the rules (e.g. how a promotion is named), worded when the mail is written. */
const Label = z.object({
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
const VatShare = z.object({
  percent: z.number(),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
});

/**
 * What an order confirmation says, as facts of the order when it was placed (stored with the
 * outbox row, `order_mails.content`): the texts are written when it is sent, in the order's
 * language, so support's preview and a resend say the same, with the SMS state of that moment.
 */
export const ConfirmationFacts = z.object({
  orderCode: z.string(),
  placedAt: z.iso.datetime({ offset: true }),
  customer: z.object({
    name: z.string().nullable(),
    companyName: z.string().nullable(),
    customerNumber: z.string().nullable(),
  }),
  /** Line prices as the brand shows them: with VAT, or net. The totals show both. */
  pricesWithVat: z.boolean(),
  lines: z.array(
    z.object({
      kind: z.enum(['product', 'addon', 'upsell', 'domain']),
      name: z.string(),
      existingContract: z.boolean(),
      oneTime: z.boolean(),
      maturityMonths: z.number().int(),
      intervalMonths: z.number().int(),
      price: ShownPrice.nullable(),
      promotion: Label.nullable(),
    }),
  ),
  totals: z.object({
    monthly: Amount,
    yearly: Amount,
    setupFee: Amount,
    /** The recurring totals shown, each worded over time by its phases. */
    periods: z.array(z.enum(['month', 'year'])),
    monthlyPhases: z.array(PricePhase),
    yearlyPhases: z.array(PricePhase),
    monthlyVat: z.array(VatShare),
    yearlyVat: z.array(VatShare),
    setupFeeVat: z.array(VatShare),
    /** A note under the totals in the mail's language (e.g. why no VAT is charged), if any. */
    vatNote: z.string().nullable(),
  }),
  /** The payment method and its masked IBAN; `on_file` for an existing customer. */
  payment: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('on_file') }),
    z.object({ kind: z.literal('method'), name: z.string(), iban: z.string().nullable() }),
  ]),
  smsValidation: z.boolean(),
  supportReference: z.string().nullable(),
  /** The brand's attachments that applied (customer kind, agreements the cart required). */
  attachments: z.array(z.object({ fileName: z.string(), file: z.string() })),
});
export type ConfirmationFacts = z.infer<typeof ConfirmationFacts>;

export interface ConfirmationInput {
  orderCode: string;
  placedAt: Date;
  cart: Cart;
  /** The brand and catalogue in the order's language. */
  view: CatalogueView;
  /** Basic info of the customer (a new customer's, or an existing customer's from the login). */
  contact: BasicInfo | null;
  customerNumber: string | null;
  paymentType: PaymentType | null;
  payment: PaymentOption | null;
  smsValidation: boolean;
  supportReference: string | null;
}

/** The facts of an order's confirmation, from the cart with the rules of the order overview. */
export function confirmationFacts(input: ConfirmationInput): ConfirmationFacts {
  const { view, contact } = input;
  const brand = view.brand.properties;
  const overview = orderOverview(input.cart, view.context, cartPriceDisplay(brand, false));
  const name = contact ? `${contact.first_name} ${contact.last_name}`.trim() : '';
  const kind = contact ? (contact.group === 0 ? 'business' : 'private') : null;
  const attachments = attachmentsFor(
    brand.mail_attachments,
    kind,
    requiredAgreements(input.cart, view.context),
  );
  return {
    orderCode: input.orderCode,
    placedAt: input.placedAt.toISOString(),
    customer: {
      name: name || null,
      companyName: contact?.company_name ?? null,
      customerNumber: input.customerNumber,
    },
    pricesWithVat: brand.display.prices_with_vat,
    lines: overview.lines.map((line) => ({
      kind: line.ref.kind,
      name: line.name,
      existingContract: line.existingContract,
      oneTime: line.oneTime,
      maturityMonths: line.maturityMonths,
      intervalMonths: line.intervalMonths,
      price: line.price,
      promotion: line.promotion,
    })),
    totals: {
      monthly: overview.monthly,
      yearly: overview.yearly,
      setupFee: overview.setupFee,
      periods: overview.periods,
      monthlyPhases: overview.monthlyPhases,
      yearlyPhases: overview.yearlyPhases,
      monthlyVat: overview.monthlyVat,
      yearlyVat: overview.yearlyVat,
      setupFeeVat: overview.setupFeeVat,
      vatNote: null,
    },
    payment:
      input.customerNumber !== null || !input.paymentType
        ? { kind: 'on_file' }
        : {
            kind: 'method',
            name: input.paymentType.name,
            iban: input.payment?.type === 'sepa' ? maskedIban(input.payment.iban) : null,
          },
    smsValidation: input.smsValidation,
    supportReference: input.supportReference,
    attachments: attachments.map((attachment) => ({ fileName: attachment.file_name, file: attachment.file })),
  };
}
