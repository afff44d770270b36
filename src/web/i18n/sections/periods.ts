import { section } from './section';

/**
 * Contract terms (maturities), payment intervals and cancellation periods as the label rules of
 * src/domain/labels return them, plus the period screens and their warning.
 */
export const periods = section({
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
    'periods.maturity.title': 'Choose your contract term',
    'periods.interval.title': 'Choose your payment interval',
    'periods.addons_unsupported_runtime_title': 'Term not available',
    'periods.addons_unsupported_runtime_body':
      'This term is not supported by the following add-ons, which cannot be removed: {addons}',
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
    'periods.maturity.title': 'Wählen Sie Ihre Vertragslaufzeit',
    'periods.interval.title': 'Wählen Sie Ihr Zahlungsintervall',
    'periods.addons_unsupported_runtime_title': 'Laufzeit nicht verfügbar',
    'periods.addons_unsupported_runtime_body':
      'Diese Laufzeit wird von folgenden Zusatzoptionen nicht unterstützt, die sich nicht entfernen lassen: {addons}',
  },
});
