import { section } from './section';

export const app = section({
  'en-GB': {
    'app.page_title': '{page} | {brand}',
    'app.loading': 'Loading…',
    'app.retry': 'Try again',
    'app.skip_to_content': 'Skip to content',
    'error.something_went_wrong': 'Something went wrong',
    'error.generic': 'An error has occurred. If the error occurs again, please contact our friendly support.',
    'error.unexpected': 'An unexpected error occurred',
    'forwarding.title': 'One moment, please',
    'forwarding.status': 'The next step is being opened.',
    'unauthorized.title': 'Login required',
    'not_found.title': 'Page not found',
  },
  'de-DE': {
    'app.page_title': '{page} | {brand}',
    'app.loading': 'Wird geladen …',
    'app.retry': 'Erneut versuchen',
    'app.skip_to_content': 'Zum Inhalt springen',
    'error.something_went_wrong': 'Etwas ist schiefgelaufen',
    'error.generic':
      'Es ist ein Fehler aufgetreten. Sollte der Fehler erneut auftreten, wenden Sie sich bitte an unseren freundlichen Support.',
    'error.unexpected': 'Ein unerwarteter Fehler ist aufgetreten',
    'forwarding.title': 'Einen Moment bitte',
    'forwarding.status': 'Der nächste Schritt wird geöffnet.',
    'unauthorized.title': 'Anmeldung erforderlich',
    'not_found.title': 'Seite nicht gefunden',
  },
});
