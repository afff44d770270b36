/**
 * English catalogue, also the fallback (en-GB). Its keys define `MessageKey`; the German catalogue
 * must have exactly the same keys (a missing or extra key is a compile error there).
 * Keys follow the spec's names where it names them (e.g. `error.something_went_wrong`).
 */
export const enGB = {
  'app.page_title': '{page} | {brand}',
  'app.loading': 'Loading…',
  'app.retry': 'Try again',
  'app.skip_to_content': 'Skip to content',
  'error.something_went_wrong': 'Something went wrong',
  'error.generic': 'An error has occurred. If the error occurs again, please contact our friendly support.',
  'error.unexpected': 'An unexpected error occurred',
  'header.home_link': '{brand} – products overview',
  'header.language_switcher': 'Language',
  'header.cart': 'Cart',
  'header.cart_link': '{count, plural, one {Cart, # item} other {Cart, # items}}',
  'footer.legal_navigation': 'Legal information',
  'footer.terms_business': 'Terms and conditions for business customers',
  'footer.terms_private': 'Terms and conditions for private customers',
  'footer.privacy_policy': 'Privacy policy',
  'footer.privacy_settings': 'Privacy settings',
  'footer.revocation': 'Right of withdrawal',
  'footer.copyright': '© {owner} {year}',
  'footer.years_on_market': '{years, plural, one {# year} other {# years}} on the market',
  'categories.title': 'Product categories',
  'categories.title_with_domain': 'Products for {domain}',
  'categories.empty': 'No products are available at the moment.',
  'domain_search.heading': 'Find your domain',
  'domain_search.label': 'Your desired domain',
  'domain_search.placeholder': 'e.g. my-domain.co.uk',
  'domain_search.submit': 'Search domain',
  'products.title': 'Products',
  'products.empty': 'There are no products in this category.',
  'products.all_categories': 'All categories',
  'products.from_price': 'from {price} per month',
  'products.incl_vat': 'incl. VAT',
  'products.excl_vat': 'excl. VAT',
  'products.order_now': 'Order now',
  'cart.title': 'Shopping cart',
  'cart.item_count':
    '{count, plural, =0 {Your cart is empty.} one {Your cart holds # item.} other {Your cart holds # items.}}',
  'breadcrumb.label': 'Order steps',
  'breadcrumb.cart': 'Shopping cart',
  'breadcrumb.customer': 'Customer data',
  'breadcrumb.payment': 'Payment method',
  'breadcrumb.confirm': 'Confirm',
  'breadcrumb.domainSelection': 'Domain selection',
  'placeholder.route': 'Wizard step: {route}',
  'placeholder.pending': 'This screen is not built yet.',
  'customer.login_or_register.title': 'Log in or register',
  'customer.logout.title': 'Change account',
  'customer.basic_info.title': 'Your details',
  'customer.address.title': 'Address',
  'customer.payment.title': 'Payment method',
  'confirm.title': 'Confirm your order',
  'success.title': 'Thank you for your order',
  'unauthorized.title': 'Access denied',
  'not_found.title': 'Page not found',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof enGB;
/** A complete catalogue: every key, nothing else. */
export type Messages = Readonly<Record<MessageKey, string>>;
