import type { OrderPurchase, OrderPurchaseLine } from '@contract/orders';
import { firstBillCents } from '@domain/prices/first-bill';
import type { orderLines } from '../db/schema';

type StoredLine = Pick<
  typeof orderLines.$inferSelect,
  | 'position'
  | 'kind'
  | 'articleId'
  | 'name'
  | 'billingMonths'
  | 'pricePeriod'
  | 'monthlyNetCents'
  | 'monthlyGrossCents'
  | 'setupNetCents'
  | 'setupGrossCents'
>;

const KINDS: readonly OrderPurchaseLine['kind'][] = ['product', 'addon', 'upsell', 'domain'];
const kindOf = (kind: string): OrderPurchaseLine['kind'] =>
  KINDS.find((known) => known === kind) ?? 'product';

/** A domain line is named by its TLD (`.de`): the name the visitor chose stays in the shop. */
const lineName = (line: StoredLine): string =>
  line.kind === 'domain' && line.name.includes('.') ? line.name.slice(line.name.indexOf('.')) : line.name;

const euros = (cents: number): number => cents / 100;

const billing = (line: StoredLine) => ({
  pricePeriod: line.pricePeriod,
  billingMonths: line.billingMonths,
});

/**
 * The order's first bill as stored when it was placed (`firstBillCents` per line: the amount the
 * card payment authorises, gross), net and gross.
 */
export function purchaseOf(lines: readonly StoredLine[]): OrderPurchase {
  const priced = [...lines]
    .sort((a, b) => a.position - b.position)
    .map((line) => ({
      line,
      netCents: firstBillCents({
        ...billing(line),
        perPeriodCents: line.monthlyNetCents,
        setupCents: line.setupNetCents,
      }),
      grossCents: firstBillCents({
        ...billing(line),
        perPeriodCents: line.monthlyGrossCents,
        setupCents: line.setupGrossCents,
      }),
    }));
  return {
    currency: 'EUR',
    net: euros(priced.reduce((sum, { netCents }) => sum + netCents, 0)),
    gross: euros(priced.reduce((sum, { grossCents }) => sum + grossCents, 0)),
    lines: priced.map(({ line, netCents, grossCents }) => ({
      article_id: line.articleId,
      kind: kindOf(line.kind),
      name: lineName(line),
      net: euros(netCents),
      gross: euros(grossCents),
    })),
  };
}
