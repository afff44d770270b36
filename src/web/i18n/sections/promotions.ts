import { section } from './section';

/**
 * Promotion texts: the labels of src/domain (promo text of a card, promotion duration) and the
 * notices about promo codes (redeemed, not found, not applicable, moved, removed).
 */
export const promotions = section({
  'en-GB': {
    'promotion.discount_label': '{label}',
    'promotion.save_percent': 'Save {percent}%',
    'promotion.save_amount': 'Save {amount, number, ::currency/EUR}',
    'promotion.duration.one_month': 'for one month',
    'promotion.duration.months': '{count, plural, one {for # month} other {for # months}}',
    'confirm.manual_promotion_title': 'Promo code',
    'confirm.manual_promotion_applied': 'The promo code {code} has been applied.',
    'confirm.manual_promotion_not_found': 'The promo code {code} could not be found.',
    'confirm.manual_promotion_not_applicable':
      'The promo code {code} cannot be applied to the products in your cart.',
    promotion_other_product_title: 'Promo code moved',
    promotion_other_product_message: 'The promo code {code} now applies to {product}.',
    promotion_removed: 'Discount removed',
    promotion_no_longer_available:
      'The promo code {code} is no longer valid and has been removed from your cart.',
    promotions_removed:
      'The following promo codes are no longer valid and have been removed from your cart: {codes}',
  },
  'de-DE': {
    'promotion.discount_label': '{label}',
    'promotion.save_percent': '{percent} % sparen',
    'promotion.save_amount': '{amount, number, ::currency/EUR} sparen',
    'promotion.duration.one_month': 'für einen Monat',
    'promotion.duration.months': '{count, plural, one {für # Monat} other {für # Monate}}',
    'confirm.manual_promotion_title': 'Gutscheincode',
    'confirm.manual_promotion_applied': 'Der Gutscheincode {code} wurde eingelöst.',
    'confirm.manual_promotion_not_found': 'Der Gutscheincode {code} wurde nicht gefunden.',
    'confirm.manual_promotion_not_applicable':
      'Der Gutscheincode {code} lässt sich auf die Produkte in Ihrem Warenkorb nicht anwenden.',
    promotion_other_product_title: 'Gutscheincode übertragen',
    promotion_other_product_message: 'Der Gutscheincode {code} gilt jetzt für {product}.',
    promotion_removed: 'Rabatt entfernt',
    promotion_no_longer_available:
      'Der Gutscheincode {code} ist nicht mehr gültig und wurde aus Ihrem Warenkorb entfernt.',
    promotions_removed:
      'Die folgenden Gutscheincodes sind nicht mehr gültig und wurden aus Ihrem Warenkorb entfernt: {codes}',
  },
});
