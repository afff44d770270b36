import type { MessageDescriptor } from './message';

const INTERVAL_KEYS: Readonly<Record<number, string>> = {
  0: 'period.interval.one_time',
  1: 'period.interval.monthly',
  3: 'period.interval.quarterly',
  6: 'period.interval.semiannual',
  12: 'period.interval.annual',
};

/** Payment interval: 1 monthly, 3 quarterly, 6 semiannual (biyearly), 12 annual (yearly), else N months. */
export function intervalLabel(months: number): MessageDescriptor {
  const key = INTERVAL_KEYS[months];
  return key ? { key } : { key: 'period.months', values: { count: months } };
}
