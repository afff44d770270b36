import {
  cancellationPeriodLabel,
  contractDetailsCancellationPeriod,
} from '@domain/labels/cancellation-period-label';
import { intervalLabel } from '@domain/labels/interval-label';
import { maturityLabel } from '@domain/labels/maturity-label';
import { LABEL_MESSAGE_KEYS } from '@domain/labels/message-keys';
import { promotionSavingLabel } from '@domain/labels/promotion-label';
import { promotionDurationLabel } from '@domain/promotions/promotion-duration';
import { describe, expect, it } from 'vitest';

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
    promotionDurationLabel({ recurs_for: 1 }, 1).key,
    promotionDurationLabel({ recurs_for: 2 }, 1).key,
  ]);

  it('returns exactly the listed keys', () => {
    expect([...returned].sort()).toEqual([...LABEL_MESSAGE_KEYS].sort());
  });
});
