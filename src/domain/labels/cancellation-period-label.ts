import type { MessageDescriptor } from './message';

const CANCELLATION_KEYS: Readonly<Record<number, string>> = {
  28: 'period.cancellation.monthly',
  30: 'period.cancellation.monthly',
  60: 'period.cancellation.bimonthly',
  90: 'period.cancellation.seasonal',
  120: 'period.cancellation.triannual',
  180: 'period.cancellation.semiannual',
  365: 'period.cancellation.annual',
};

/** Cancellation period (in days) as a period word: 28 or 30 monthly, 60 bimonthly, ... else N days. */
export function cancellationPeriodLabel(days: number): MessageDescriptor {
  const key = CANCELLATION_KEYS[days];
  return key ? { key } : { key: 'period.days', values: { count: days } };
}

/** Cancellation period in the contract details: 30 days or more in months (days / 30, rounded), else days. */
export function contractDetailsCancellationPeriod(days: number): MessageDescriptor {
  return days >= 30
    ? { key: 'period.months', values: { count: Math.round(days / 30) } }
    : { key: 'period.days', values: { count: days } };
}
