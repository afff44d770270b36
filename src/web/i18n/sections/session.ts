import { section } from './section';

/** Session restore, order drafts and the login through the external authority (OAuth). */
export const session = section({
  'en-GB': {
    'session_restore.title': 'Restoring your session',
    'session_restore.restoring': 'One moment, we are loading the cart and details of this session.',
    'session_restore.invalid_link_title': 'Invalid link',
    'session_restore.invalid_link_message': 'This link is invalid or has expired. Please start a new order.',
    'continue_preconfigured_order.title': 'Loading your prepared order',
    'continue_preconfigured_order.loading': 'One moment, we are loading the order prepared for you.',
    'order_drafts.no_order_draft': 'No order draft',
    'order_drafts.please_create_order_draft': 'Please create an order draft first.',
    'order_drafts.create_in_admin_panel': 'Please create the order draft using the admin panel.',
    'order_drafts.unable_to_save': 'The order draft could not be saved. Please try again.',
    'order_drafts.unable_to_cancel': 'The order draft could not be cancelled. Please try again.',
    'order_drafts.draft_does_not_exist_title': 'Order draft not found',
    'order_drafts.draft_does_not_exist': 'This order draft does not exist or is no longer available.',
    'oauth.title': 'Logging you in',
    'oauth.login_failed_title': 'Unable to authenticate',
    'oauth.login_failed_message': 'We could not log you in. You can start a new order now and log in later.',
  },
  'de-DE': {
    'session_restore.title': 'Ihre Sitzung wird wiederhergestellt',
    'session_restore.restoring': 'Einen Moment, wir laden den Warenkorb und die Angaben dieser Sitzung.',
    'session_restore.invalid_link_title': 'Ungültiger Link',
    'session_restore.invalid_link_message':
      'Dieser Link ist ungültig oder abgelaufen. Bitte beginnen Sie eine neue Bestellung.',
    'continue_preconfigured_order.title': 'Ihre vorbereitete Bestellung wird geladen',
    'continue_preconfigured_order.loading': 'Einen Moment, wir laden die für Sie vorbereitete Bestellung.',
    'order_drafts.no_order_draft': 'Kein Bestellentwurf',
    'order_drafts.please_create_order_draft': 'Bitte legen Sie zuerst einen Bestellentwurf an.',
    'order_drafts.create_in_admin_panel': 'Bitte legen Sie den Bestellentwurf im Admin-Panel an.',
    'order_drafts.unable_to_save':
      'Der Bestellentwurf konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    'order_drafts.unable_to_cancel':
      'Der Bestellentwurf konnte nicht storniert werden. Bitte versuchen Sie es erneut.',
    'order_drafts.draft_does_not_exist_title': 'Bestellentwurf nicht gefunden',
    'order_drafts.draft_does_not_exist':
      'Dieser Bestellentwurf existiert nicht oder ist nicht mehr verfügbar.',
    'oauth.title': 'Sie werden angemeldet',
    'oauth.login_failed_title': 'Anmeldung fehlgeschlagen',
    'oauth.login_failed_message':
      'Wir konnten Sie nicht anmelden. Sie können jetzt eine neue Bestellung beginnen und sich später anmelden.',
  },
});
