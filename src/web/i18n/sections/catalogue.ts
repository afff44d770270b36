import { section } from './section';

export const catalogue = section({
  'en-GB': {
    'categories.title_with_domain': 'Products for {domain}',
    'categories.empty': 'No products are available at the moment.',
    'domain_search.heading': 'Find your domain',
    'domain_search.label': 'Your desired domain',
    'domain_search.placeholder': 'e.g. my-domain.co.uk',
    'domain_search.submit': 'Search domain',
    'domain_search.form_validation.required': 'Please enter a domain name.',
    'domain_search.form_validation.min_length':
      '{length, plural, one {Please enter at least # character.} other {Please enter at least # characters.}}',
    'domain_search.form_validation.cannot_be_registered':
      'This domain cannot be registered: the name before the first dot may have at most {length} characters.',
    'domain_search.form_validation.forbidden_characters':
      'The domain name must not contain these characters: {characters}',
    'domain_search.character_space': 'space',
    'domain_search.character_comma': 'comma',
    'products.empty': 'There are no products in this category.',
    'products.all_categories': 'All categories',
    'products.from_price': 'from {price} per month',
    'products.order_now': 'Order now',
  },
  'de-DE': {
    'categories.title_with_domain': 'Produkte für {domain}',
    'categories.empty': 'Zurzeit sind keine Produkte verfügbar.',
    'domain_search.heading': 'Finden Sie Ihre Domain',
    'domain_search.label': 'Ihre Wunschdomain',
    'domain_search.placeholder': 'z. B. meine-domain.de',
    'domain_search.submit': 'Domain suchen',
    'domain_search.form_validation.required': 'Bitte geben Sie einen Domainnamen ein.',
    'domain_search.form_validation.min_length': 'Bitte geben Sie mindestens {length} Zeichen ein.',
    'domain_search.form_validation.cannot_be_registered':
      'Diese Domain kann nicht registriert werden: Der Name vor dem ersten Punkt darf höchstens {length} Zeichen lang sein.',
    'domain_search.form_validation.forbidden_characters':
      'Der Domainname darf folgende Zeichen nicht enthalten: {characters}',
    'domain_search.character_space': 'Leerzeichen',
    'domain_search.character_comma': 'Komma',
    'products.empty': 'In dieser Kategorie gibt es keine Produkte.',
    'products.all_categories': 'Alle Kategorien',
    'products.from_price': 'ab {price} pro Monat',
    'products.order_now': 'Jetzt bestellen',
  },
});
