import { section } from './section';

export const catalogue = section({
  'en-GB': {
    'categories.title_with_domain': 'Products for {domain}',
    'categories.empty': 'No products are available at the moment.',
    'domain_search.heading': 'Find your domain',
    'domain_search.label': 'Your desired domain',
    'domain_search.placeholder': 'e.g. my-domain.co.uk',
    'domain_search.submit': 'Search domain',
    'products.empty': 'There are no products in this category.',
    'products.all_categories': 'All categories',
    'products.from_price': 'from {price} per month',
    'products.incl_vat': 'incl. VAT',
    'products.excl_vat': 'excl. VAT',
    'products.order_now': 'Order now',
  },
  'de-DE': {
    'categories.title_with_domain': 'Produkte für {domain}',
    'categories.empty': 'Zurzeit sind keine Produkte verfügbar.',
    'domain_search.heading': 'Finden Sie Ihre Domain',
    'domain_search.label': 'Ihre Wunschdomain',
    'domain_search.placeholder': 'z. B. meine-domain.de',
    'domain_search.submit': 'Domain suchen',
    'products.empty': 'In dieser Kategorie gibt es keine Produkte.',
    'products.all_categories': 'Alle Kategorien',
    'products.from_price': 'ab {price} pro Monat',
    'products.incl_vat': 'inkl. MwSt.',
    'products.excl_vat': 'zzgl. MwSt.',
    'products.order_now': 'Jetzt bestellen',
  },
});
