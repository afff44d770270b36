import { section } from './section';

export const cart = section({
  'en-GB': {
    'cart.item_count':
      '{count, plural, =0 {Your cart is empty.} one {Your cart holds # item.} other {Your cart holds # items.}}',
    'cart.save_order': 'Save order',
    'cart.to_checkout': 'To checkout',
    'cart.product_removed_title': 'Product removed',
    'cart.product_removed_body': 'A product that is no longer offered has been removed from your cart.',
    'cart.product_not_available_title': 'Product not available',
    'cart.product_not_available_body': 'The product {product} is currently not available.',
    'cart.unknown_product_not_available_body': 'The product you asked for is not available.',
    'cart.addon_not_available_title': 'Add-on not available',
    'cart.addon_not_available_body':
      'The add-on {addon} is no longer available for {product} and has been removed from your cart.',
    'cart.domain_removed_title': 'Domain removed',
    'cart.domain_removed_body': 'The domain {domain} cannot be ordered and has been removed from your cart.',
    'cart.addon_unsupported_runtime_title': 'Term not available',
    'cart.addon_unsupported_runtime_body':
      'This term is not supported by the following add-ons, which cannot be removed: {addons}',
    max_amount_of_same_products_in_cart_reached_title: 'Maximum quantity reached',
    max_amount_of_same_products_in_cart_reached_body:
      'The product cannot be added to the cart: your cart already holds the maximum quantity of {product}.',
    'cart.changed_elsewhere_title': 'Your cart was changed meanwhile',
    'cart.changed_elsewhere_body':
      'Your cart was changed in the meantime, for example in another window or tab. We have kept those changes and added yours.',
  },
  'de-DE': {
    'cart.item_count':
      '{count, plural, =0 {Ihr Warenkorb ist leer.} one {Ihr Warenkorb enthält # Artikel.} other {Ihr Warenkorb enthält # Artikel.}}',
    'cart.save_order': 'Bestellung speichern',
    'cart.to_checkout': 'Zur Kasse',
    'cart.product_removed_title': 'Produkt entfernt',
    'cart.product_removed_body':
      'Ein Produkt, das nicht mehr angeboten wird, wurde aus Ihrem Warenkorb entfernt.',
    'cart.product_not_available_title': 'Produkt nicht verfügbar',
    'cart.product_not_available_body': 'Das Produkt {product} ist derzeit nicht verfügbar.',
    'cart.unknown_product_not_available_body': 'Das gewünschte Produkt ist nicht verfügbar.',
    'cart.addon_not_available_title': 'Zusatzoption nicht verfügbar',
    'cart.addon_not_available_body':
      'Die Zusatzoption {addon} ist für {product} nicht mehr verfügbar und wurde aus Ihrem Warenkorb entfernt.',
    'cart.domain_removed_title': 'Domain entfernt',
    'cart.domain_removed_body':
      'Die Domain {domain} kann nicht bestellt werden und wurde aus Ihrem Warenkorb entfernt.',
    'cart.addon_unsupported_runtime_title': 'Laufzeit nicht verfügbar',
    'cart.addon_unsupported_runtime_body':
      'Diese Laufzeit wird von folgenden Zusatzoptionen nicht unterstützt, die sich nicht entfernen lassen: {addons}',
    max_amount_of_same_products_in_cart_reached_title: 'Höchstmenge erreicht',
    max_amount_of_same_products_in_cart_reached_body:
      'Das Produkt kann nicht in den Warenkorb gelegt werden: Ihr Warenkorb enthält bereits die höchstmögliche Anzahl von {product}.',
    'cart.changed_elsewhere_title': 'Ihr Warenkorb wurde inzwischen geändert',
    'cart.changed_elsewhere_body':
      'Ihr Warenkorb wurde inzwischen geändert, zum Beispiel in einem anderen Fenster oder Tab. Wir haben diese Änderungen behalten und Ihre hinzugefügt.',
  },
});
