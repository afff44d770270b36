import {
  cancellationPeriodLabel,
  contractDetailsCancellationPeriod,
} from '@domain/labels/cancellation-period-label';
import { intervalLabel } from '@domain/labels/interval-label';
import { maturityLabel } from '@domain/labels/maturity-label';
import { LABEL_MESSAGE_KEYS } from '@domain/labels/message-keys';
import { setupFeeLabel, shownPriceLabels, totalLabels } from '@domain/labels/price-label';
import { promotionName, promotionSavingLabel } from '@domain/labels/promotion-label';
import type { PriceReason, ShownPrice } from '@domain/prices/shown-price';
import { describe, expect, it } from 'vitest';

const cents = { netCents: 100, grossCents: 119 };
const price = (reason: PriceReason): ShownPrice => ({
  period: 'month',
  amount: cents,
  regular: cents,
  reason,
  introMonths: reason === 'regular' || reason === 'inclusive' ? null : 12,
  setupFee: cents,
  from: false,
});

describe('every key a label rule returns is in the published key list', () => {
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  const returned = new Set([
    ...range(0, 36).flatMap((months) => [maturityLabel(months).key, intervalLabel(months).key]),
    ...range(0, 400).flatMap((days) => [
      cancellationPeriodLabel(days).key,
      contractDetailsCancellationPeriod(days).key,
    ]),
    ...(['percentage', 'fixed'] as const).map(
      (discount_type) => promotionSavingLabel({ discount_type, value: 5, discount_label: null }).key,
    ),
    promotionSavingLabel({ discount_type: 'fixed', value: 5, discount_label: 'x' }).key,
    promotionName({ code: 'X', is_automatic: false, discount_type: 'fixed', value: 5, discount_label: null })
      .key,
    ...(['regular', 'promotion', 'inclusive', 'inclusive_first_year'] as const).flatMap((reason) =>
      shownPriceLabels(price(reason), true).map((label) => label.key),
    ),
    setupFeeLabel(price('regular'), true)?.key,
    ...totalLabels(
      [
        { fromMonth: 1, untilMonth: 1, amount: cents },
        { fromMonth: 2, untilMonth: null, amount: cents },
      ],
      'month',
      true,
    ).map((label) => label.key),
  ]);

  it('returns exactly the listed keys', () => {
    expect([...returned].sort()).toEqual([...LABEL_MESSAGE_KEYS].sort());
  });
});
