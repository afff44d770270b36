import { section } from './section';

/**
 * Domain screens (lookup, domain fields, the add-a-domain and add-a-product questions), the
 * lookup's result groups and notices.
 */
export const domains = section({
  'en-GB': {
    'domains.additional_fields.title': 'Domain details',
    'domains.add_domain_question.title': 'Would you like to add a domain?',
    'domains.add_product_question.title': 'Would you like to add a product?',
    'domains.lookup.group.your_desired_domain': 'Your desired domain',
    'domains.lookup.group.your_wish_domain_is_taken': 'Your desired domain is taken',
    'domains.lookup.group.our_suggestions': 'Our suggestions',
    'domains.lookup.notice.domain_unavailable_title': 'Domain not available',
    'domains.lookup.notice.domain_unavailable_body': 'The domain {domain} cannot be ordered.',
    'domains.lookup.notice.domain_already_owned_title': 'Domain already registered',
    'domains.lookup.notice.domain_already_owned_body':
      'The domain {domain} is already registered with us and cannot be ordered again.',
    'domains.lookup.notice.domain_unknown_try_again_title': 'Availability unknown',
    'domains.lookup.notice.domain_unknown_try_again_body':
      'We could not check whether {domain} is available. Please try again.',
    'domains.lookup.notice.domain_orders_unavailable_title': 'Domains cannot be ordered on their own',
    'domains.lookup.notice.domain_orders_unavailable_body':
      'Domains cannot be ordered on their own at the moment. Please choose a product first.',
  },
  'de-DE': {
    'domains.additional_fields.title': 'Angaben zur Domain',
    'domains.add_domain_question.title': 'Möchten Sie eine Domain hinzufügen?',
    'domains.add_product_question.title': 'Möchten Sie ein Produkt hinzufügen?',
    'domains.lookup.group.your_desired_domain': 'Ihre Wunschdomain',
    'domains.lookup.group.your_wish_domain_is_taken': 'Ihre Wunschdomain ist bereits vergeben',
    'domains.lookup.group.our_suggestions': 'Unsere Vorschläge',
    'domains.lookup.notice.domain_unavailable_title': 'Domain nicht verfügbar',
    'domains.lookup.notice.domain_unavailable_body': 'Die Domain {domain} kann nicht bestellt werden.',
    'domains.lookup.notice.domain_already_owned_title': 'Domain bereits registriert',
    'domains.lookup.notice.domain_already_owned_body':
      'Die Domain {domain} ist bereits bei uns registriert und kann nicht erneut bestellt werden.',
    'domains.lookup.notice.domain_unknown_try_again_title': 'Verfügbarkeit unbekannt',
    'domains.lookup.notice.domain_unknown_try_again_body':
      'Wir konnten nicht prüfen, ob {domain} verfügbar ist. Bitte versuchen Sie es erneut.',
    'domains.lookup.notice.domain_orders_unavailable_title': 'Domains sind nicht einzeln bestellbar',
    'domains.lookup.notice.domain_orders_unavailable_body':
      'Domains können derzeit nicht einzeln bestellt werden. Bitte wählen Sie zuerst ein Produkt.',
  },
});
