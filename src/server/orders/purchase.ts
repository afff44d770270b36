import type { OrderPurchase, OrderPurchaseLine } from '@contract/orders';
import type { orderLines } from '../db/schema';

type StoredLine = Pick<
  typeof orderLines.$inferSelect,
  | 'position'
  | 'kind'
  | 'articleId'
  | 'name'
  | 'billingMonths'
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

/**
 * The order's first bill as stored when it was placed: per line its monthly price for the months one
 * bill covers plus its setup fee (the amount the card payment authorises, gross), net and gross.
 */
export function purchaseOf(lines: readonly StoredLine[]): OrderPurchase {
  const priced = [...lines]
    .sort((a, b) => a.position - b.position)
    .map((line) => ({
      line,
      netCents: line.monthlyNetCents * line.billingMonths + line.setupNetCents,
      grossCents: line.monthlyGrossCents * line.billingMonths + line.setupGrossCents,
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
