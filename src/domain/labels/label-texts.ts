import type { LocaleCode } from '@contract/common';
import type { LABEL_MESSAGE_KEYS } from './message-keys';

type LabelMessageKey = (typeof LABEL_MESSAGE_KEYS)[number];

/**
 * The texts of the labels the rules return (a term, an interval, a cancellation period, a price
 * with its period and duration, a promotion), in ICU message syntax. The browser's catalogues and
 * the confirmation mail both carry these very texts, so a price and its duration read the same on
 * every screen and in the mail; a label key without a text here is a compile error.
 */
export const labelTexts: Readonly<Record<LocaleCode, Readonly<Record<LabelMessageKey, string>>>> = {
  'en-GB': {
    'period.months': '{count, plural, one {# month} other {# months}}',
    'period.days': '{count, plural, one {# day} other {# days}}',
    'period.maturity.one_time': 'One-off',
    'period.maturity.monthly': '1 month',
    'period.maturity.bimonthly': '2 months',
    'period.maturity.seasonal': '3 months',
    'period.maturity.triannual': '4 months',
    'period.maturity.semiannual': '6 months',
    'period.maturity.annual': '1 year',
    'period.maturity.biannual': '2 years',
    'period.interval.one_time': 'One-off',
    'period.interval.monthly': 'Monthly',
    'period.interval.quarterly': 'Quarterly',
    'period.interval.semiannual': 'Half-yearly',
    'period.interval.annual': 'Yearly',
    'period.cancellation.monthly': '1 month',
    'period.cancellation.bimonthly': '2 months',
    'period.cancellation.seasonal': '3 months',
    'period.cancellation.triannual': '4 months',
    'period.cancellation.semiannual': '6 months',
    'period.cancellation.annual': '1 year',
    'promotion.discount_label': '{label}',
    'promotion.save_percent': 'Save {percent}%',
    'promotion.save_amount': 'Save {amount, number, ::currency/EUR}',
    'promotion.code': 'Promotion code {code}',
    'price.amount':
      '{from, select, yes {from } other {}}{price, number, ::currency/EUR}{period, select, month { per month} year { / 12 months} other { once}}{months, plural, =0 {} =1 { for the first month} other { for the first # months}}',
    'price.then':
      'then {price, number, ::currency/EUR}{period, select, year { / 12 months} other {}}{until, plural, =0 {} other { up to month #}}',
    'price.free_for_first':
      '{months, plural, =1 {Free for the first month} other {Free for the first # months}}',
    'price.inclusive': 'Inclusive',
    'price.setup_fee': 'plus {price, number, ::currency/EUR} setup fee',
  },
  'de-DE': {
    'period.months': '{count, plural, one {# Monat} other {# Monate}}',
    'period.days': '{count, plural, one {# Tag} other {# Tage}}',
    'period.maturity.one_time': 'Einmalig',
    'period.maturity.monthly': '1 Monat',
    'period.maturity.bimonthly': '2 Monate',
    'period.maturity.seasonal': '3 Monate',
    'period.maturity.triannual': '4 Monate',
    'period.maturity.semiannual': '6 Monate',
    'period.maturity.annual': '1 Jahr',
    'period.maturity.biannual': '2 Jahre',
    'period.interval.one_time': 'Einmalig',
    'period.interval.monthly': 'Monatlich',
    'period.interval.quarterly': 'Vierteljährlich',
    'period.interval.semiannual': 'Halbjährlich',
    'period.interval.annual': 'Jährlich',
    'period.cancellation.monthly': '1 Monat',
    'period.cancellation.bimonthly': '2 Monate',
    'period.cancellation.seasonal': '3 Monate',
    'period.cancellation.triannual': '4 Monate',
    'period.cancellation.semiannual': '6 Monate',
    'period.cancellation.annual': '1 Jahr',
    'promotion.discount_label': '{label}',
    'promotion.save_percent': '{percent} % sparen',
    'promotion.save_amount': '{amount, number, ::currency/EUR} sparen',
    'promotion.code': 'Aktionscode {code}',
    'price.amount':
      '{from, select, yes {ab } other {}}{price, number, ::currency/EUR}{period, select, month { pro Monat} year { / 12 Monate} other { einmalig}}{months, plural, =0 {} =1 { im ersten Monat} other { in den ersten # Monaten}}',
    'price.then':
      'danach {price, number, ::currency/EUR}{period, select, year { / 12 Monate} other {}}{until, plural, =0 {} other { bis Monat #}}',
    'price.free_for_first':
      '{months, plural, =1 {Im ersten Monat kostenlos} other {In den ersten # Monaten kostenlos}}',
    'price.inclusive': 'Inklusive',
    'price.setup_fee': 'zzgl. {price, number, ::currency/EUR} Einrichtungsgebühr',
  },
};
