import { section } from './section';

/** Page titles of the product-selection steps and of the postfill screens. */
export const wizardSteps = section({
  'en-GB': {
    'product.additional_fields.title': 'Additional information',
    'popular_addons.title': 'Popular add-ons',
    'addon_variants.title': 'Choose a variant',
    'promoted_addons.title': 'Featured add-ons',
    'addons.title': 'Choose your add-ons',
    'addon.additional_fields.title': 'Additional information for your add-on',
    'upsell.additional_fields.title': 'Additional information for your popular add-on',
    'postfill.product_fields.title': 'Complete your product details',
    'postfill.addon_fields.title': 'Complete your add-on details',
    'postfill.upsell_fields.title': 'Complete your popular add-on details',
    'postfill.domain_fields.title': 'Complete your domain details',
  },
  'de-DE': {
    'product.additional_fields.title': 'Zusätzliche Angaben',
    'popular_addons.title': 'Beliebte Zusatzoptionen',
    'addon_variants.title': 'Wählen Sie eine Variante',
    'promoted_addons.title': 'Ausgewählte Zusatzoptionen',
    'addons.title': 'Wählen Sie Ihre Zusatzoptionen',
    'addon.additional_fields.title': 'Zusätzliche Angaben zu Ihrer Zusatzoption',
    'upsell.additional_fields.title': 'Zusätzliche Angaben zu Ihrer beliebten Zusatzoption',
    'postfill.product_fields.title': 'Angaben zum Produkt vervollständigen',
    'postfill.addon_fields.title': 'Angaben zur Zusatzoption vervollständigen',
    'postfill.upsell_fields.title': 'Angaben zur beliebten Zusatzoption vervollständigen',
    'postfill.domain_fields.title': 'Angaben zur Domain vervollständigen',
  },
});
