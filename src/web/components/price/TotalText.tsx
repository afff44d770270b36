import { totalLabels } from '@domain/labels/price-label';
import type { PricePhase } from '@domain/prices/price-phases';
import { useLabel } from '@web/format/use-label';
import { useMoney } from '@web/format/use-money';

/**
 * A total per month or per 12 months over time, as the rules word it (`totalLabels`): "€4.75 per
 * month", or "€0.00 per month for the first month, then €4.75" when a promotion ends.
 */
export function TotalText({ phases, period }: { phases: readonly PricePhase[]; period: 'month' | 'year' }) {
  const label = useLabel();
  const { withVat } = useMoney();
  return <span className="total-price">{totalLabels(phases, period, withVat).map(label).join(', ')}</span>;
}
