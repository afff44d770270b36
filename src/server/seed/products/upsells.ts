import { addon, t } from '../builders';
import { popularAddonsCategory } from '../categories';
import { ProductId } from '../ids';
import type { SeedProduct } from '../types';

/**
 * Upsells ("popular addons"): products of the addon category `popular-addons`, offered one at a
 * time on /popular-addons with an advantages and a disadvantages panel.
 */
export const upsells: SeedProduct[] = [
  addon({
    id: ProductId.upsellMail,
    type: 'upsell',
    category: popularAddonsCategory,
    name: t('Professional Mail', 'Professional Mail'),
    tagline: t('E-Mail mit Ihrer eigenen Domain', 'E-mail with your own domain'),
    description: t(
      '50 GB Postfach, Kalender und Kontakte, Zugriff über App und Browser.',
      '50 GB mailbox, calendar and contacts, access by app and browser.',
    ),
    order: 1,
    upsell_headline: t('Professionelle E-Mail-Adressen', 'Professional e-mail addresses'),
    advantages_headline: t('Ihre Vorteile mit Professional Mail', 'Your benefits with Professional Mail'),
    advantages: [
      t('50 GB Speicher pro Postfach', '50 GB storage per mailbox'),
      t('Spam- und Virenschutz inklusive', 'Spam and virus protection included'),
      t('Kalender und Kontakte auf allen Geräten', 'Calendar and contacts on every device'),
    ],
    advantages_button_text: t('Professional Mail hinzufügen', 'Add Professional Mail'),
    disadvantages_headline: t('Ohne Professional Mail', 'Without Professional Mail'),
    disadvantages: [
      t('Nur 2 GB Speicher pro Postfach', 'Only 2 GB storage per mailbox'),
      t('Kein geteilter Kalender', 'No shared calendar'),
    ],
    disadvantages_button_text: t('Nein danke, weiter', 'No thanks, continue'),
    maturities: [
      { months: 1, price: 2.99, intervals: [1] },
      { months: 12, price: 2.49, default: true, intervals: [1, 3, 12] },
      { months: 24, price: 2.29, intervals: [1, 3, 12] },
    ],
    fields: [
      {
        key: 'mailbox_name',
        component: 'text',
        rules: 'required|string|alpha_dash|min:2|max:64',
        label: t('Name des ersten Postfachs', 'Name of the first mailbox'),
        headline: t('Ihr erstes Postfach', 'Your first mailbox'),
      },
    ],
  }),
  addon({
    id: ProductId.upsellSeo,
    type: 'upsell',
    category: popularAddonsCategory,
    name: t('SEO Booster', 'SEO Booster'),
    tagline: t('Besser gefunden werden', 'Get found more easily'),
    order: 2,
    upsell_headline: t('Mehr Besucher für Ihre Website', 'More visitors for your website'),
    advantages_headline: t('Das bringt Ihnen der SEO Booster', 'What SEO Booster does for you'),
    advantages: [
      t('Wöchentlicher Ranking-Bericht', 'Weekly ranking report'),
      t('Tipps zur Optimierung jeder Seite', 'Optimisation tips for every page'),
    ],
    advantages_button_text: t('SEO Booster hinzufügen', 'Add SEO Booster'),
    disadvantages_headline: t('Ohne SEO Booster', 'Without SEO Booster'),
    disadvantages: [t('Keine Übersicht über Ihre Platzierungen', 'No overview of your rankings')],
    disadvantages_button_text: t('Überspringen', 'Skip'),
    maturities: [
      { months: 1, price: 4.99, intervals: [1] },
      { months: 12, price: 4.49, default: true, intervals: [1, 3, 12] },
      { months: 24, price: 3.99, intervals: [1, 3, 12] },
    ],
  }),
  addon({
    id: ProductId.upsellSitebuilder,
    type: 'upsell',
    category: popularAddonsCategory,
    name: t('Homepage-Baukasten', 'Website builder'),
    tagline: t('Ihre Website ohne Programmierkenntnisse', 'Your website without coding'),
    order: 3,
    upsell_headline: t('Website in wenigen Minuten', 'A website in minutes'),
    advantages_headline: t('Vorteile des Baukastens', 'Benefits of the website builder'),
    advantages: [
      t('Über 100 Designvorlagen', 'More than 100 design templates'),
      t('Für Smartphones optimiert', 'Optimised for smartphones'),
    ],
    advantages_button_text: t('Baukasten hinzufügen', 'Add website builder'),
    disadvantages_headline: t('Ohne Baukasten', 'Without the website builder'),
    disadvantages: [t('Sie gestalten Ihre Website selbst', 'You design your website yourself')],
    disadvantages_button_text: t('Weiter ohne Baukasten', 'Continue without'),
    // Only 12 and 24 months: not offered with a monthly hosting plan.
    maturities: [
      { months: 12, price: 5.99, default: true, intervals: [1, 12] },
      { months: 24, price: 4.99, intervals: [1, 12] },
    ],
    fields: [
      {
        key: 'site_title',
        component: 'text',
        rules: 'string|max:60',
        label: t('Titel Ihrer Website', 'Title of your website'),
        postponed: true,
      },
    ],
  }),
];
