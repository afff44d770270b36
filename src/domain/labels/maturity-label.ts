import type { MessageDescriptor } from './message';

const MATURITY_KEYS: Readonly<Record<number, string>> = {
  0: 'period.maturity.one_time',
  1: 'period.maturity.monthly',
  2: 'period.maturity.bimonthly',
  3: 'period.maturity.seasonal',
  4: 'period.maturity.triannual',
  6: 'period.maturity.semiannual',
  12: 'period.maturity.annual',
  24: 'period.maturity.biannual',
};

/** Contract length: 1 monthly, 2 bimonthly, 3 seasonal, 4 triannual, 6 semiannual, 12 annual, 24 biannual (2 years). */
export function maturityLabel(months: number): MessageDescriptor {
  const key = MATURITY_KEYS[months];
  return key ? { key } : { key: 'period.months', values: { count: months } };
}
