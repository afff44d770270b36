import { section } from './section';

/**
 * The notices about promotion codes (redeemed, not found, not applicable, replaced, moved,
 * removed); prices and promotion names are the rules' labels (src/domain/labels/label-texts.ts).
 * One term per language for what a visitor types: "promotion code" / "Aktionscode".
 */
export const promotions = section({
  'en-GB': {
    'confirm.manual_promotion_title': 'Promotion code',
    'confirm.manual_promotion_applied': 'The promotion code {code} has been applied.',
    'confirm.manual_promotion_not_found': 'The promotion code {code} could not be found.',
    'confirm.manual_promotion_not_applicable':
      'The promotion code {code} cannot be applied to the products in your cart.',
    'confirm.manual_promotion_too_many_attempts':
      'You have tried many promotion codes in a short time. Please wait a few minutes before you try another one.',
    'confirm.manual_promotion_replaced':
      '{count, plural, one {The promotion code {replaced} no longer applies:} other {The promotion codes {replaced} no longer apply:}} {code} replaces {count, plural, one {it} other {them}}.',
    promotion_other_product_title: 'Promotion code moved',
    promotion_other_product_message: 'The promotion code {code} now applies to {product}.',
    promotion_removed: 'Discount removed',
    promotion_no_longer_available:
      'The promotion code {code} is no longer valid and has been removed from your cart.',
    promotions_removed:
      'The following promotion codes are no longer valid and have been removed from your cart: {codes}',
  },
  'de-DE': {
    'confirm.manual_promotion_title': 'Aktionscode',
    'confirm.manual_promotion_applied': 'Der Aktionscode {code} wurde eingelöst.',
    'confirm.manual_promotion_not_found': 'Der Aktionscode {code} wurde nicht gefunden.',
    'confirm.manual_promotion_not_applicable':
      'Der Aktionscode {code} lässt sich auf die Produkte in Ihrem Warenkorb nicht anwenden.',
    'confirm.manual_promotion_too_many_attempts':
      'Sie haben in kurzer Zeit viele Aktionscodes versucht. Bitte warten Sie einige Minuten, bevor Sie einen weiteren eingeben.',
    'confirm.manual_promotion_replaced':
      '{count, plural, one {Der Aktionscode {replaced} gilt nicht mehr:} other {Die Aktionscodes {replaced} gelten nicht mehr:}} {code} ersetzt {count, plural, one {ihn} other {sie}}.',
    promotion_other_product_title: 'Aktionscode übertragen',
    promotion_other_product_message: 'Der Aktionscode {code} gilt jetzt für {product}.',
    promotion_removed: 'Rabatt entfernt',
    promotion_no_longer_available:
      'Der Aktionscode {code} ist nicht mehr gültig und wurde aus Ihrem Warenkorb entfernt.',
    promotions_removed:
      'Die folgenden Aktionscodes sind nicht mehr gültig und wurden aus Ihrem Warenkorb entfernt: {codes}',
  },
});
