import {
  cancellationPeriodLabel,
  contractDetailsCancellationPeriod,
} from '@domain/labels/cancellation-period-label';
import { intervalLabel } from '@domain/labels/interval-label';
import { maturityLabel } from '@domain/labels/maturity-label';
import { describe, expect, it } from 'vitest';

describe('maturity labels', () => {
  it.each([
    { months: 1, key: 'period.maturity.monthly' },
    { months: 2, key: 'period.maturity.bimonthly' },
    { months: 3, key: 'period.maturity.seasonal' },
    { months: 4, key: 'period.maturity.triannual' },
    { months: 6, key: 'period.maturity.semiannual' },
    { months: 12, key: 'period.maturity.annual' },
    { months: 24, key: 'period.maturity.biannual' },
    { months: 0, key: 'period.maturity.one_time' },
  ])('$months months → $key', ({ months, key }) => {
    expect(maturityLabel(months)).toEqual({ key });
  });

  it.each([5, 18, 36])('%i months → N months', (months) => {
    expect(maturityLabel(months)).toEqual({ key: 'period.months', values: { count: months } });
  });
});

describe('interval labels', () => {
  it.each([
    { months: 1, key: 'period.interval.monthly' },
    { months: 3, key: 'period.interval.quarterly' },
    { months: 6, key: 'period.interval.semiannual' },
    { months: 12, key: 'period.interval.annual' },
    { months: 0, key: 'period.interval.one_time' },
  ])('$months months → $key', ({ months, key }) => {
    expect(intervalLabel(months)).toEqual({ key });
  });

  it.each([2, 4, 24])('%i months → N months', (months) => {
    expect(intervalLabel(months)).toEqual({ key: 'period.months', values: { count: months } });
  });
});

describe('cancellation period labels', () => {
  it.each([
    { days: 28, key: 'period.cancellation.monthly' },
    { days: 30, key: 'period.cancellation.monthly' },
    { days: 60, key: 'period.cancellation.bimonthly' },
    { days: 90, key: 'period.cancellation.seasonal' },
    { days: 120, key: 'period.cancellation.triannual' },
    { days: 180, key: 'period.cancellation.semiannual' },
    { days: 365, key: 'period.cancellation.annual' },
  ])('$days days → $key', ({ days, key }) => {
    expect(cancellationPeriodLabel(days)).toEqual({ key });
  });

  it.each([14, 29, 31, 360])('%i days → N days', (days) => {
    expect(cancellationPeriodLabel(days)).toEqual({ key: 'period.days', values: { count: days } });
  });
});

describe('cancellation period in the contract details: 30 days or more in months (days / 30 rounded), else days', () => {
  it.each([
    { days: 14, expected: { key: 'period.days', values: { count: 14 } } },
    { days: 29, expected: { key: 'period.days', values: { count: 29 } } },
    { days: 30, expected: { key: 'period.months', values: { count: 1 } } },
    { days: 44, expected: { key: 'period.months', values: { count: 1 } } },
    { days: 45, expected: { key: 'period.months', values: { count: 2 } } },
    { days: 90, expected: { key: 'period.months', values: { count: 3 } } },
    { days: 365, expected: { key: 'period.months', values: { count: 12 } } },
  ])('$days days', ({ days, expected }) => {
    expect(contractDetailsCancellationPeriod(days)).toEqual(expected);
  });
});
