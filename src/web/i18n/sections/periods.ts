import { section } from './section';

/**
 * The period screens (contract term and payment interval) and their warning; the terms' and
 * intervals' own names are the rules' labels (src/domain/labels/label-texts.ts).
 */
export const periods = section({
  'en-GB': {
    'periods.maturity.title': 'Choose your contract term',
    'periods.interval.title': 'Choose your payment interval',
    'periods.addons_unsupported_runtime_title': 'Term not available',
    'periods.addons_unsupported_runtime_body':
      'This term is not supported by the following add-ons, which cannot be removed: {addons}',
  },
  'de-DE': {
    'periods.maturity.title': 'Wählen Sie Ihre Vertragslaufzeit',
    'periods.interval.title': 'Wählen Sie Ihr Zahlungsintervall',
    'periods.addons_unsupported_runtime_title': 'Laufzeit nicht verfügbar',
    'periods.addons_unsupported_runtime_body':
      'Diese Laufzeit wird von folgenden Zusatzoptionen nicht unterstützt, die sich nicht entfernen lassen: {addons}',
  },
});
