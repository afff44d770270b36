import { section } from './section';

/**
 * Price and promotion texts: the labels of src/domain (a price with its period and duration, a
 * total over time, the promo text of a card, how a promotion is named) and the notices about
 * promotion codes (redeemed, not found, not applicable, moved, removed). One term per language
 * for what a visitor types: "promotion code" / "Aktionscode".
 */
export const promotions = section({
  'en-GB': {
    'price.amount':
      '{from, select, yes {from } other {}}{price, number, ::currency/EUR}{period, select, month { per month} year { / 12 months} other { once}}{months, plural, =0 {} =1 { for the first month} other { for the first # months}}',
    'price.then':
      'then {price, number, ::currency/EUR}{period, select, year { / 12 months} other {}}{until, plural, =0 {} other { up to month #}}',
    'price.free_for_first':
      '{months, plural, =1 {Free for the first month} other {Free for the first # months}}',
    'price.inclusive': 'Inclusive',
    'price.setup_fee': 'plus {price, number, ::currency/EUR} setup fee',
    'promotion.code': 'Promotion code {code}',
    'promotion.discount_label': '{label}',
    'promotion.save_percent': 'Save {percent}%',
    'promotion.save_amount': 'Save {amount, number, ::currency/EUR}',
    'confirm.manual_promotion_title': 'Promotion code',
    'confirm.manual_promotion_applied': 'The promotion code {code} has been applied.',
    'confirm.manual_promotion_not_found': 'The promotion code {code} could not be found.',
    'confirm.manual_promotion_not_applicable':
      'The promotion code {code} cannot be applied to the products in your cart.',
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
    'price.amount':
      '{from, select, yes {ab } other {}}{price, number, ::currency/EUR}{period, select, month { pro Monat} year { / 12 Monate} other { einmalig}}{months, plural, =0 {} =1 { im ersten Monat} other { in den ersten # Monaten}}',
    'price.then':
      'danach {price, number, ::currency/EUR}{period, select, year { / 12 Monate} other {}}{until, plural, =0 {} other { bis Monat #}}',
    'price.free_for_first':
      '{months, plural, =1 {Im ersten Monat kostenlos} other {In den ersten # Monaten kostenlos}}',
    'price.inclusive': 'Inklusive',
    'price.setup_fee': 'zzgl. {price, number, ::currency/EUR} Einrichtungsgebühr',
    'promotion.code': 'Aktionscode {code}',
    'promotion.discount_label': '{label}',
    'promotion.save_percent': '{percent} % sparen',
    'promotion.save_amount': '{amount, number, ::currency/EUR} sparen',
    'confirm.manual_promotion_title': 'Aktionscode',
    'confirm.manual_promotion_applied': 'Der Aktionscode {code} wurde eingelöst.',
    'confirm.manual_promotion_not_found': 'Der Aktionscode {code} wurde nicht gefunden.',
    'confirm.manual_promotion_not_applicable':
      'Der Aktionscode {code} lässt sich auf die Produkte in Ihrem Warenkorb nicht anwenden.',
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
