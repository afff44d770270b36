import type { LocaleCode } from '@contract/common';
import type { MessageDescriptor } from '@domain/labels/message';
import { setupFeeLabel, shownPriceLabels, totalLabels } from '@domain/labels/price-label';
import { promotionName } from '@domain/labels/promotion-label';
import type { PricePhase } from '@domain/prices/price-phases';
import type { ShownPrice } from '@domain/prices/shown-price';
import { promotionReplacedNotice } from '@domain/promotions/notices';
import { catalogues, type MessageKey } from '@web/i18n/catalogues';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

/**
 * The words of prices and promotions as a visitor reads them, in both languages: the labels of
 * src/domain formatted with the web catalogues (a screen joins a price's parts with ", ").
 */
const read = (locale: LocaleCode, labels: readonly (MessageDescriptor | null)[]): string => {
  const intl = createIntl({ locale, messages: catalogues[locale] });
  return labels
    .filter((label) => label !== null)
    .map((label) => intl.formatMessage({ id: label.key as MessageKey }, label.values))
    .join(', ')
    .replace(/\u00a0/g, ' ');
};

const cents = (netCents: number, grossCents: number) => ({ netCents, grossCents });
const price = (overrides: Partial<ShownPrice>): ShownPrice => ({
  period: 'month',
  amount: cents(399, 475),
  regular: cents(399, 475),
  reason: 'regular',
  introMonths: null,
  setupFee: cents(0, 0),
  from: false,
  ...overrides,
});
const promoted = (introMonths: number) => price({ amount: cents(0, 0), reason: 'promotion', introMonths });

describe.each([
  {
    locale: 'en-GB' as const,
    regular: '€4.75 per month',
    firstMonth: '€0.00 per month for the first month, then €4.75',
    threeMonths: '€0.00 per month for the first 3 months, then €4.75',
    from: 'from €6.65 per month for the first 12 months, then €8.32',
    withSetup: '€4.75 per month, plus €5.94 setup fee',
    once: '€58.31 once',
    domain: '€14.14 / 12 months',
    firstYearFree: 'Free for the first 12 months, then €14.14 / 12 months',
    inclusive: 'Inclusive',
    thousands: '€1,331.85 per month',
    phases: '€10.92 per month for the first 3 months, then €11.40 up to month 12, then €13.07',
    automatic: 'Save 33%',
    labelled: 'Launch offer',
    manual: 'Promotion code WELCOME10',
  },
  {
    locale: 'de-DE' as const,
    regular: '4,75 € pro Monat',
    firstMonth: '0,00 € pro Monat im ersten Monat, danach 4,75 €',
    threeMonths: '0,00 € pro Monat in den ersten 3 Monaten, danach 4,75 €',
    from: 'ab 6,65 € pro Monat in den ersten 12 Monaten, danach 8,32 €',
    withSetup: '4,75 € pro Monat, zzgl. 5,94 € Einrichtungsgebühr',
    once: '58,31 € einmalig',
    domain: '14,14 € / 12 Monate',
    firstYearFree: 'In den ersten 12 Monaten kostenlos, danach 14,14 € / 12 Monate',
    inclusive: 'Inklusive',
    thousands: '1.331,85 € pro Monat',
    phases: '10,92 € pro Monat in den ersten 3 Monaten, danach 11,40 € bis Monat 12, danach 13,07 €',
    automatic: '33 % sparen',
    labelled: 'Startangebot',
    manual: 'Aktionscode WELCOME10',
  },
])('prices and promotions in $locale', (expected) => {
  const { locale } = expected;
  const shown = (value: ShownPrice, withVat = true) => read(locale, shownPriceLabels(value, withVat));

  it('a regular price with its period', () => {
    expect(shown(price({}))).toBe(expected.regular);
  });

  it('a promoted price with its duration (single-month wording for one month) and what follows', () => {
    expect(shown(promoted(1))).toBe(expected.firstMonth);
    expect(shown(promoted(3))).toBe(expected.threeMonths);
    expect(
      shown(
        price({
          amount: cents(559, 665),
          regular: cents(699, 832),
          reason: 'promotion',
          introMonths: 12,
          from: true,
        }),
      ),
    ).toBe(expected.from);
  });

  it('a setup fee beside the price; a one-time price', () => {
    const withSetup = price({ setupFee: cents(499, 594) });
    expect(read(locale, [...shownPriceLabels(withSetup, true), setupFeeLabel(withSetup, true)])).toBe(
      expected.withSetup,
    );
    expect(shown(price({ period: 'once', amount: cents(4900, 5831), regular: cents(4900, 5831) }))).toBe(
      expected.once,
    );
  });

  it('a domain per 12 months: regular, free in its first year, inclusive', () => {
    const year = cents(1188, 1414);
    expect(shown(price({ period: 'year', amount: year, regular: year }))).toBe(expected.domain);
    expect(
      shown(
        price({
          period: 'year',
          amount: cents(0, 0),
          regular: year,
          reason: 'inclusive_first_year',
          introMonths: 12,
        }),
      ),
    ).toBe(expected.firstYearFree);
    expect(
      shown(price({ period: 'year', amount: cents(0, 0), regular: cents(0, 0), reason: 'inclusive' })),
    ).toBe(expected.inclusive);
  });

  it('an amount above 1,000 € with the thousands separator of the language', () => {
    expect(shown(price({ amount: cents(111920, 133185), regular: cents(111920, 133185) }))).toBe(
      expected.thousands,
    );
  });

  it('a total over time', () => {
    const phases: PricePhase[] = [
      { fromMonth: 1, untilMonth: 3, amount: cents(918, 1092) },
      { fromMonth: 4, untilMonth: 12, amount: cents(958, 1140) },
      { fromMonth: 13, untilMonth: null, amount: cents(1098, 1307) },
    ];
    expect(read(locale, totalLabels(phases, 'month', true))).toBe(expected.phases);
  });

  it('automatic promotions by their saving or label (33.333 % as a whole percent), manual ones by code', () => {
    const automatic = { code: 'AUTO-CLOUD-M-THIRD', is_automatic: true, discount_label: null } as const;
    expect(read(locale, [promotionName({ ...automatic, discount_type: 'percentage', value: 33.333 })])).toBe(
      expected.automatic,
    );
    expect(
      read(locale, [
        promotionName({
          ...automatic,
          discount_type: 'fixed',
          value: 2,
          discount_label: locale === 'de-DE' ? 'Startangebot' : 'Launch offer',
        }),
      ]),
    ).toBe(expected.labelled);
    expect(
      read(locale, [
        promotionName({
          code: 'WELCOME10',
          is_automatic: false,
          discount_type: 'percentage',
          value: 10,
          discount_label: null,
        }),
      ]),
    ).toBe(expected.manual);
  });
});

describe.each([
  {
    locale: 'en-GB' as const,
    one: 'The promotion code HOSTING5 no longer applies: WELCOME10 replaces it.',
    two: 'The promotion codes HOSTING5, BACKUP50 no longer apply: WELCOME10 replaces them.',
  },
  {
    locale: 'de-DE' as const,
    one: 'Der Aktionscode HOSTING5 gilt nicht mehr: WELCOME10 ersetzt ihn.',
    two: 'Die Aktionscodes HOSTING5, BACKUP50 gelten nicht mehr: WELCOME10 ersetzt sie.',
  },
])('a code replaced by another, in $locale', ({ locale, one, two }) => {
  it('names the codes that no longer apply', () => {
    const message = (replaced: string[]) => promotionReplacedNotice(replaced, 'WELCOME10');
    const text = (replaced: string[]) => {
      const notice = message(replaced);
      return notice ? read(locale, [{ key: notice.message, values: notice.values }]) : null;
    };
    expect(text(['HOSTING5'])).toBe(one);
    expect(text(['HOSTING5', 'BACKUP50'])).toBe(two);
    expect(message([])).toBeNull();
  });
});

describe('one term per language for what a visitor types: "promotion code", "Aktionscode"', () => {
  it.each([
    { locale: 'en-GB' as const, others: /promo code|coupon|voucher/i },
    { locale: 'de-DE' as const, others: /gutschein|promo-?code|coupon/i },
  ])('$locale uses no other word for it', ({ locale, others }) => {
    const texts = Object.entries(catalogues[locale]).filter(([, text]) => others.test(text));
    expect(texts).toEqual([]);
  });
});
