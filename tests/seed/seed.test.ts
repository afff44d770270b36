import { AddonGroupRule, InputComponent } from '@contract/catalogue';
import { parseValidationRules } from '@domain/validation/additional-fields/rules';
import {
  brandForHost,
  CategoryId,
  domainOnlyProduct,
  fieldOptionExists,
  integrityProblems,
  loadSeed,
  localizeBrand,
  localizeCategory,
  localizeDomainGroup,
  localizeProduct,
  ProductId,
  promotionsForBrand,
  rawSeed,
  type Seed,
  type SeedProduct,
  SeedValidationError,
  schemaProblems,
  seededDomainStatus,
  VALIDATION_RULE_NAMES,
  validateSeed,
  vatRateFor,
} from '@server/seed';
import { describe, expect, it } from 'vitest';

const seed = loadSeed();

const byId = new Map(seed.products.map((product) => [product.id, product]));
const product = (id: number): SeedProduct => {
  const found = byId.get(id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
};
const categoryOf = (entry: SeedProduct) =>
  seed.categories.find((category) => category.id === entry.category_id);
const isAddon = (entry: SeedProduct) => categoryOf(entry)?.is_addon === true;
const mainProducts = seed.products.filter((entry) => !isAddon(entry));
const allLinks = seed.products.flatMap((entry) => entry.addons);
const allFields = seed.products.flatMap((entry) => entry.additionalFields);
const ruleNames = (rules: string) =>
  rules
    .split('|')
    .filter((rule) => rule !== '')
    .map((rule) => rule.split(':')[0]);
const brand = (slug: string) => {
  const found = seed.brands.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`no brand ${slug}`);
  return found;
};

describe('loading', () => {
  it('loads and validates without problems', () => {
    expect(schemaProblems(rawSeed)).toEqual([]);
    expect(integrityProblems(rawSeed)).toEqual([]);
    expect(seed.products.length).toBeGreaterThan(40);
  });

  it('returns a copy that callers may change without touching the seed', () => {
    const copy = loadSeed();
    copy.products.splice(0);
    copy.brands[0]?.locales.splice(0);
    expect(loadSeed().products.length).toBe(seed.products.length);
    expect(loadSeed().brands[0]?.locales.length).toBe(2);
  });

  it('localises catalogue texts in German and English', () => {
    const m = product(ProductId.webhostingM);
    expect(localizeProduct(m, 'de-DE').name).toBe('Webhosting M');
    expect(localizeProduct(m, 'en-GB').name).toBe('Web hosting M');
    expect(localizeProduct(m, 'de-DE').category).toEqual({ slug: 'webhosting', name: 'Webhosting' });
    expect(localizeProduct(m, 'en-GB').category).toEqual({ slug: 'webhosting', name: 'Web hosting' });
    const cloud = seed.categories.find((category) => category.id === CategoryId.cloud);
    if (!cloud) throw new Error('no cloud category');
    expect(localizeCategory(cloud, 'de-DE').name).toBe('Cloud-Server');
    expect(localizeCategory(cloud, 'en-GB').name).toBe('Cloud servers');
    expect(localizeBrand(brand('hostwerk'), 'de-DE').properties.support.working_days).toMatch(/Uhr/);
    // every localised text differs from its other locale somewhere
    const de = JSON.stringify(seed.products.map((entry) => localizeProduct(entry, 'de-DE')));
    const en = JSON.stringify(seed.products.map((entry) => localizeProduct(entry, 'en-GB')));
    expect(de).not.toBe(en);
  });

  it('localised products share nothing with the seed', () => {
    const m = product(ProductId.webhostingM);
    const view = localizeProduct(m, 'en-GB');
    view.paymentMaturities[0]?.paymentIntervals.splice(0);
    view.addons[0]?.groups.splice(0);
    expect(m.paymentMaturities[0]?.paymentIntervals.length).toBeGreaterThan(0);
    expect(m.addons[0]?.groups.length).toBeGreaterThan(0);
  });
});

describe('brands', () => {
  const hostwerk = brand('hostwerk');
  const cloudkontor = brand('cloudkontor');

  it('hostwerk speaks German (default) and English, allows everyone and logs in through the dev authority', () => {
    expect(hostwerk.fqdn).toBe('hostwerk.localhost');
    expect(hostwerk.locales.map((entry) => [entry.code, entry.is_default])).toEqual([
      ['de-DE', true],
      ['en-GB', false],
    ]);
    const p = hostwerk.properties;
    expect([p.allow_private_persons, p.allow_companies, p.allow_crm]).toEqual([true, true, true]);
    expect([p.automatic_promotions, p.manual_promotions]).toEqual([true, true]);
    expect(p.oauth.authority).toBe('http://127.0.0.1:3000/dev-oidc');
    expect(p.display.prices_with_vat).toBe(true);
    expect(p.show_locale_switcher && p.display.locale_switcher).toBe(true);
    expect(p.copyright_year).toBeLessThan(2026);
    expect(p.logo).toBe('/brands/hostwerk/logo.svg');
  });

  it('cloudkontor is English only, for companies, hides zero prices and has no login', () => {
    expect(cloudkontor.fqdn).toBe('cloudkontor.localhost');
    expect(cloudkontor.locales.map((entry) => entry.code)).toEqual(['en-GB']);
    const p = cloudkontor.properties;
    expect([p.allow_private_persons, p.allow_companies, p.allow_crm]).toEqual([false, true, false]);
    expect(p.display.hide_zero_prices_in_cart).toBe(true);
    expect(p.oauth.authority).toBeNull();
    expect(p.logo).toBe('/brands/cloudkontor/logo.svg');
  });

  it('the two brands differ in the named flags, colours and logo', () => {
    const a = hostwerk.properties;
    const b = cloudkontor.properties;
    expect(a.allow_private_persons).not.toBe(b.allow_private_persons);
    expect(a.allow_crm).not.toBe(b.allow_crm);
    expect(a.display.hide_zero_prices_in_cart).not.toBe(b.display.hide_zero_prices_in_cart);
    expect(a.display.prices_with_vat).not.toBe(b.display.prices_with_vat);
    expect(a.show_locale_switcher).not.toBe(b.show_locale_switcher);
    expect(a.automatic_promotions).not.toBe(b.automatic_promotions);
    expect(a.colors.primary).not.toBe(b.colors.primary);
    expect(a.logo).not.toBe(b.logo);
  });

  it('finds the brand by host, falling back to the default brand', () => {
    expect(brandForHost(seed, 'cloudkontor.localhost:3001').slug).toBe('cloudkontor');
    expect(brandForHost(seed, 'HOSTWERK.localhost').slug).toBe('hostwerk');
    expect(brandForHost(seed, 'unknown.example').slug).toBe('hostwerk');
    expect(brandForHost(seed, undefined).slug).toBe(seed.defaultBrandSlug);
  });
});

describe('categories', () => {
  it('has the shop categories and hidden addon categories', () => {
    const slugs = seed.categories.map((category) => category.slug);
    for (const slug of [
      'webhosting',
      'cloud-server',
      'ssl',
      'domains',
      'postal',
      'contract-transfer',
      'nsa',
      'ppoa',
    ]) {
      expect(slugs).toContain(slug);
    }
    const addonCategories = seed.categories.filter((category) => category.is_addon);
    expect(addonCategories.length).toBeGreaterThanOrEqual(5);
    for (const category of addonCategories) expect(category.is_visible).toBe(false);
    expect(addonCategories.map((category) => category.slug)).toEqual(expect.arrayContaining(['nsa', 'ppoa']));
  });

  it('a visible category has exactly one visible product (postal)', () => {
    const listed = (categoryId: number) =>
      seed.products.filter(
        (entry) => entry.category_id === categoryId && !entry.is_hidden && entry.is_active,
      );
    const single = seed.categories.filter(
      (category) => category.is_visible && !category.is_addon && listed(category.id).length === 1,
    );
    expect(single.map((category) => category.slug)).toContain('postal');
  });

  it('a visible category holds a hidden product', () => {
    const hidden = product(ProductId.webhostingClassic);
    expect(hidden.is_hidden).toBe(true);
    expect(categoryOf(hidden)?.is_visible).toBe(true);
  });
});

describe('products', () => {
  const maturityMonths = new Set(
    mainProducts.flatMap((entry) => entry.paymentMaturities.map((m) => m.months)),
  );
  const intervalMonths = new Set(
    mainProducts.flatMap((entry) =>
      entry.paymentMaturities.flatMap((m) => m.paymentIntervals.map((i) => i.months)),
    ),
  );

  it('offers maturities of 1, 12 and 24 months with intervals 1, 3 and 12 at 19 % VAT and setup fees', () => {
    for (const months of [1, 12, 24]) expect(maturityMonths).toContain(months);
    for (const months of [1, 3, 12]) expect(intervalMonths).toContain(months);
    const maturities = mainProducts.flatMap((entry) => entry.paymentMaturities);
    expect(maturities.some((maturity) => maturity.setup_fee > 0)).toBe(true);
    expect(
      maturities.flatMap((m) => m.paymentIntervals).every((interval) => interval.interval_vat === 19),
    ).toBe(true);
    const m = product(ProductId.webhostingM);
    expect(m.paymentMaturities.map((maturity) => maturity.months)).toEqual([1, 12, 24]);
  });

  it('maturities carry their product id and ids are unique per kind', () => {
    for (const entry of seed.products) {
      for (const maturity of entry.paymentMaturities) expect(maturity.product_id).toBe(entry.id);
    }
  });

  it('has is_domainrequired 0, 1 and 2', () => {
    const values = new Set(mainProducts.map((entry) => entry.is_domainrequired));
    expect([...values].sort()).toEqual([0, 1, 2]);
  });

  it('has hide_in_cart, qty_max, highlight and external ids', () => {
    expect(product(ProductId.domain).hide_in_cart).toBe(true);
    expect(product(ProductId.postal).hide_in_cart).toBe(true);
    expect(product(ProductId.webhostingL).qty_max).toBe(2);
    expect(product(ProductId.postal).qty_max).toBe(1);
    expect(mainProducts.some((entry) => entry.is_highlight)).toBe(true);
    expect(mainProducts.every((entry) => entry.external_product_id !== null || !entry.is_active)).toBe(true);
  });

  it('web hosting M has free de and com domains, upsells, variants and a required domain', () => {
    const m = product(ProductId.webhostingM);
    expect(m.freeTlds).toEqual([
      { tld: 'de', amount: 1 },
      { tld: 'com', amount: 1 },
    ]);
    expect(m.is_domainrequired).toBe(1);
    expect(m.upsells.map((link) => link.upsell_id)).toEqual([
      ProductId.upsellMail,
      ProductId.upsellSeo,
      ProductId.upsellSitebuilder,
    ]);
    expect(m.addons.some((link) => link.groups.some((group) => group.rules.includes('variants')))).toBe(true);
    expect(m.upsell_headline).not.toBeNull();
  });

  it('upsells carry headline, advantages, disadvantages and button texts', () => {
    for (const id of [ProductId.upsellMail, ProductId.upsellSeo, ProductId.upsellSitebuilder]) {
      const upsell = localizeProduct(product(id), 'en-GB');
      expect(upsell.upsell_headline).toBeTruthy();
      expect(upsell.advantages_headline).toBeTruthy();
      expect(upsell.advantages.length).toBeGreaterThan(0);
      expect(upsell.advantages_button_text).toBeTruthy();
      expect(upsell.disadvantages_headline).toBeTruthy();
      expect(upsell.disadvantages.length).toBeGreaterThan(0);
      expect(upsell.disadvantages_button_text).toBeTruthy();
    }
  });

  it('uses every input component of the contract', () => {
    const used = new Set(allFields.map((field) => field.input_component));
    expect([...used].sort()).toEqual([...InputComponent.options].sort());
  });

  it('uses every validation rule of spec section 5', () => {
    const used = new Set(allFields.flatMap((field) => ruleNames(field.validation_rules)));
    expect([...VALIDATION_RULE_NAMES].sort()).toEqual([...used].sort());
    for (const rule of ['min:', 'max:', 'in:', 'sameAs:']) {
      expect(allFields.some((field) => field.validation_rules.includes(rule))).toBe(true);
    }
  });

  it('writes every rule string in the form the shared rule parser understands', () => {
    for (const field of allFields) {
      expect(parseValidationRules(field.validation_rules).unknown, `${field.id} ${field.key}`).toEqual([]);
    }
  });

  it('has postponed and pre-filled fields', () => {
    expect(allFields.some((field) => field.is_postponed)).toBe(true);
    expect(allFields.some((field) => !field.is_postponed)).toBe(true);
    expect(allFields.filter((field) => field.prefilled_with !== null).map((f) => f.prefilled_with)).toEqual(
      expect.arrayContaining(['basic_info.email', 'address.country_code']),
    );
  });

  it('sets the agreement attributes and sms validation on products and addons', () => {
    const attributes = seed.products.map((entry) => entry.attributes);
    expect(attributes.some((a) => a.mca_agreement === 'true')).toBe(true);
    expect(attributes.some((a) => a.eult_agreement === 'true')).toBe(true);
    expect(attributes.some((a) => a.gtc_agreement === 'true')).toBe(true);
    expect(mainProducts.some((entry) => entry.sms_validation === 'true')).toBe(true);
    expect(seed.products.some((entry) => isAddon(entry) && entry.sms_validation === 'true')).toBe(true);
    expect(seed.products.some((entry) => isAddon(entry) && entry.attributes.eult_agreement === 'true')).toBe(
      true,
    );
  });

  it('has a product priced above 1,000 € a month (thousands separators)', () => {
    const cluster = product(ProductId.cloudCluster);
    expect(cluster.is_active && !cluster.is_hidden).toBe(true);
    expect(Math.min(...cluster.paymentMaturities.map((maturity) => maturity.price))).toBeGreaterThan(1000);
    expect(Math.max(...cluster.paymentMaturities.map((maturity) => maturity.setup_fee))).toBeGreaterThan(
      1000,
    );
  });

  it('has an SSL product with an fqdn field', () => {
    const ssl = product(ProductId.sslDv);
    expect(ssl.type).toBe('certificate');
    expect(ssl.additionalFields).toHaveLength(1);
    expect(ruleNames(ssl.additionalFields[0]?.validation_rules ?? '')).toContain('fqdn');
    expect(ssl.additionalFields[0]?.headline).not.toBeNull();
  });

  it('has exactly one domain product, which carries domain-only orders', () => {
    const domains = seed.products.filter((entry) => entry.type === 'domain');
    expect(domains.map((entry) => entry.id)).toEqual([ProductId.domain]);
    expect(domainOnlyProduct(seed).id).toBe(ProductId.domain);
  });

  it('has a transfer product with a transfer id field checked against the seeded transfers', () => {
    const transfer = product(ProductId.transfer);
    expect(transfer.type).toBe('transfer');
    const field = transfer.additionalFields.find((entry) => entry.key === 'transfer_id');
    expect(field?.validation_rules.split('|')).toContain('exists');
    const [first] = seed.contractTransfers;
    expect(first).toBeDefined();
    expect(fieldOptionExists(seed, 'transfer_id', ` ${first?.transfer_id.toLowerCase()} `)).toBe(true);
    expect(fieldOptionExists(seed, 'transfer_id', 'TRF0000XX')).toBe(false);
    expect(fieldOptionExists(seed, 'organisation_country', 'at')).toBe(true);
    expect(fieldOptionExists(seed, 'organisation_country', 'XX')).toBe(false);
  });

  it('has cloud servers with Linux distribution and Windows version selects', () => {
    const linux = product(ProductId.cloudLinuxS).additionalFields.find(
      (field) => field.input_component === 'cloudvps_linux_distro_select',
    );
    const windows = product(ProductId.cloudWindows).additionalFields.find(
      (field) => field.input_component === 'cloudvps_windows_version_select',
    );
    expect(linux?.validation_rules).toContain('ubuntu-22.04');
    expect(windows?.validation_rules).toContain('windows-2022-gui-de');
  });

  it('has the nsa and ppoa postal addons with their fields', () => {
    const nsa = product(ProductId.nsa);
    const ppoa = product(ProductId.ppoa);
    expect(categoryOf(nsa)?.slug).toBe('nsa');
    expect(categoryOf(ppoa)?.slug).toBe('ppoa');
    expect(nsa.additionalFields.every((field) => field.key.startsWith('nsa_'))).toBe(true);
    expect(ppoa.additionalFields.every((field) => field.key.startsWith('ppoa_'))).toBe(true);
    const font = ppoa.additionalFields.find((field) => field.input_component === 'ppoa_signature_font');
    expect(font?.validation_rules).toBe('required|string|in:coming-soon,montez-regular,sacramento-regular');
    expect(product(ProductId.postal).addons.map((link) => link.addon_id)).toEqual([
      ProductId.nsa,
      ProductId.ppoa,
    ]);
  });

  it('fills every field of the Product entity somewhere', () => {
    const views = seed.products.map((entry) => localizeProduct(entry, 'en-GB'));
    const keys = Object.keys(views[0] ?? {});
    const empty = (value: unknown) =>
      value === null ||
      value === false ||
      (Array.isArray(value) && value.length === 0) ||
      (typeof value === 'object' && Object.keys(value).length === 0);
    for (const key of keys) {
      const used = views.some((view) => !empty(view[key as keyof typeof view]));
      expect(used, key).toBe(true);
    }
  });
});

describe('addons', () => {
  it('addon groups use every group rule', () => {
    const rules = new Set(allLinks.flatMap((link) => link.groups.flatMap((group) => group.rules)));
    expect([...rules].sort()).toEqual([...AddonGroupRule.options].sort());
  });

  it('links only addons of addon categories', () => {
    for (const link of allLinks) expect(isAddon(product(link.addon_id))).toBe(true);
  });

  it('has promoted and recommended addons with their order', () => {
    const promoted = allLinks.filter((link) => link.is_promoted);
    const recommended = allLinks.filter((link) => link.is_recommended);
    expect(promoted.length).toBeGreaterThan(1);
    expect(recommended.length).toBeGreaterThan(1);
    for (const link of promoted) expect(link.promoted_addon_order).not.toBeNull();
    for (const link of recommended) expect(link.recommended_addon_order).not.toBeNull();
  });

  it('has one-time addons: maturity months 0, or price 0 with a setup fee', () => {
    const addonProducts = seed.products.filter(isAddon);
    expect(addonProducts.some((entry) => entry.paymentMaturities.some((m) => m.months === 0))).toBe(true);
    expect(
      addonProducts.some((entry) =>
        entry.paymentMaturities.some((m) => m.months > 0 && m.price === 0 && m.setup_fee > 0),
      ),
    ).toBe(true);
  });

  it('has an addon whose maturities do not match its parent and one offering only some intervals', () => {
    const m = product(ProductId.webhostingM);
    const parentMonths = new Set(m.paymentMaturities.map((maturity) => maturity.months));
    const mismatched = m.addons.filter((link) => {
      const months = product(link.addon_id).paymentMaturities.map((maturity) => maturity.months);
      return [...parentMonths].some((parent) => !months.includes(parent) && !months.includes(0));
    });
    expect(mismatched.map((link) => link.addon_id)).toContain(ProductId.premiumSupport);
    const mailboxes = product(ProductId.mailboxes10);
    const twelve = mailboxes.paymentMaturities.find((maturity) => maturity.months === 12);
    expect(twelve?.paymentIntervals.map((interval) => interval.months)).toEqual([12]);
  });
});

describe('domains', () => {
  it('has TLDs with unique ids in several groups, top TLDs and two-level TLDs', () => {
    expect(new Set(seed.tlds.map((tld) => tld.id)).size).toBe(seed.tlds.length);
    expect(new Set(seed.tlds.map((tld) => tld.group_id)).size).toBeGreaterThanOrEqual(4);
    expect(seed.tlds.some((tld) => tld.top_tld)).toBe(true);
    const twoLevel = seed.tlds.filter((tld) => tld.tld2 !== null).map((tld) => tld.tld);
    expect(twoLevel).toEqual(expect.arrayContaining(['co.uk', 'org.uk', 'com.de']));
    expect(seed.tlds.find((tld) => tld.tld === 'co.uk')?.tld2).toBe('co');
  });

  it('domain groups hold their TLDs', () => {
    const group = seed.domainGroups[0];
    if (!group) throw new Error('no domain group');
    const view = localizeDomainGroup(group, seed.tlds, 'de-DE');
    expect(view.tldsInGroup.map((tld) => tld.tld)).toEqual(group.tlds);
    expect(view.fetching).toBe(false);
  });

  it('the sandbox registry knows taken, unavailable and owned names, including IDNs', () => {
    expect(seed.registry.transferable).toContain('müller.de');
    expect(seededDomainStatus('müller.de')).toBe(1);
    expect(seededDomainStatus('xn--mller-kva.de')).toBe(1);
    expect(seededDomainStatus('NIC.de')).toBe(2);
    expect(seededDomainStatus('meine-firma.de')).toBe(4);
    expect(seededDomainStatus('surely-free-name-4711.de')).toBe(0);
  });
});

describe('promotions', () => {
  const all = seed.promotions;

  it('has each target type and discount type', () => {
    expect(new Set(all.map((promotion) => promotion.type))).toEqual(
      new Set(['product', 'addon', 'upsell', 'domain']),
    );
    expect(new Set(all.map((promotion) => promotion.discount_type))).toEqual(
      new Set(['percentage', 'fixed']),
    );
  });

  it('has recurring promotions, one with recurs_for 0, requires, supported limits and a discount label', () => {
    expect(all.some((promotion) => promotion.is_recurring && promotion.recurs_for > 1)).toBe(true);
    expect(all.some((promotion) => promotion.is_recurring && promotion.recurs_for === 0)).toBe(true);
    expect(all.some((promotion) => promotion.requires.length > 0)).toBe(true);
    expect(all.some((promotion) => promotion.supported.maturity_months.length < 3)).toBe(true);
    expect(all.some((promotion) => promotion.supported.interval_months.length < 3)).toBe(true);
    expect(all.some((promotion) => promotion.discount_label !== null)).toBe(true);
  });

  it('has two competing automatic promotions on one product with equal discounts and different maturities', () => {
    const automatic = all.filter(
      (promotion) => promotion.is_automatic && promotion.applies_to.type === 'product',
    );
    const onM = automatic.filter((promotion) => promotion.applies_to.list.includes(ProductId.webhostingM));
    expect(onM).toHaveLength(2);
    const [first, second] = onM;
    expect(first?.value).toBe(second?.value);
    expect(first?.discount_type).toBe(second?.discount_type);
    expect(first?.supported.maturity_months).not.toEqual(second?.supported.maturity_months);
  });

  it('has two automatic promotions of different size on one product (the greater discount wins)', () => {
    const automatic = all.filter(
      (promotion) => promotion.is_automatic && promotion.applies_to.type === 'product',
    );
    const onLinuxM = automatic.filter((promotion) =>
      promotion.applies_to.list.includes(ProductId.cloudLinuxM),
    );
    expect(onLinuxM.map((promotion) => promotion.code).sort()).toEqual([
      'AUTO-CLOUD-LAUNCH',
      'AUTO-CLOUD-M-THIRD',
    ]);
    expect(new Set(onLinuxM.map((promotion) => `${promotion.discount_type} ${promotion.value}`)).size).toBe(
      2,
    );
  });

  it('has a percentage with decimals, shown rounded to a whole percent', () => {
    const third = all.find((promotion) => promotion.code === 'AUTO-CLOUD-M-THIRD');
    expect(third).toMatchObject({ discount_type: 'percentage', value: 33.333, discount_label: null });
  });

  it('promotions are per brand', () => {
    const hostwerk = promotionsForBrand(seed, 'hostwerk').map((promotion) => promotion.code);
    const cloudkontor = promotionsForBrand(seed, 'cloudkontor').map((promotion) => promotion.code);
    expect(hostwerk).toContain('AUTO-WH-M-12');
    expect(cloudkontor).not.toContain('AUTO-WH-M-12');
    expect(cloudkontor).toContain('KONTOR15');
    expect(hostwerk).not.toContain('KONTOR15');
  });
});

describe('countries', () => {
  it('has DACH first with phone prefixes and more countries', () => {
    const sorted = [...seed.countries].sort((a, b) => a.order - b.order).map((country) => country.code);
    expect(sorted.slice(0, 3)).toEqual(['DE', 'AT', 'CH']);
    expect(sorted).toEqual(expect.arrayContaining(['NL', 'FR', 'GB']));
    expect(seed.countries.find((country) => country.code === 'AT')?.phone_prefix).toBe('+43');
  });

  it('has zip codes for DE and AT only', () => {
    expect(Object.keys(seed.zipCodes).sort()).toEqual(['AT', 'DE']);
    expect(seed.zipCodes.DE).toContainEqual({ code: '10115', city: 'Berlin' });
    expect(seed.zipCodes.DE).toContainEqual({ code: '01067', city: 'Dresden' });
    expect(seed.zipCodes.AT).toContainEqual({ code: '1010', city: 'Wien' });
    expect(seed.zipCodes.CH).toBeUndefined();
    expect(seed.zipCodes.DE?.length).toBeGreaterThanOrEqual(20);
    expect(seed.zipCodes.AT?.length).toBeGreaterThanOrEqual(20);
  });

  it('has VAT rates per country', () => {
    expect(vatRateFor('DE')).toBe(19);
    expect(vatRateFor('at')).toBe(20);
    expect(vatRateFor('CH')).toBe(0);
    expect(vatRateFor('ZZ')).toBe(19);
  });
});

describe('integrity check', () => {
  const broken = (change: (copy: Seed) => void): string[] => {
    const copy = structuredClone(rawSeed);
    change(copy);
    return integrityProblems(copy);
  };
  const mutableProduct = (copy: Seed, id: number) => {
    const found = copy.products.find((entry) => entry.id === id);
    if (!found) throw new Error(`no product ${id}`);
    return found;
  };

  it('rejects an addon link to an unknown product', () => {
    const copy = structuredClone(rawSeed);
    const link = mutableProduct(copy, ProductId.webhostingM).addons[0];
    if (!link) throw new Error('no link');
    link.addon_id = 99_999;
    expect(() => validateSeed(copy)).toThrow(SeedValidationError);
    expect(() => validateSeed(copy)).toThrow(/Product 102 links unknown addon 99999/);
  });

  it('rejects unknown upsells, categories, promotion targets, TLD groups and a second domain product', () => {
    expect(
      broken((copy) => mutableProduct(copy, ProductId.webhostingM).upsells.push({ upsell_id: 4242 })),
    ).toContain('Product 102 names unknown upsell 4242');
    expect(
      broken((copy) => {
        mutableProduct(copy, ProductId.sslDv).category_id = 77;
      }),
    ).toContain('Product 301 names unknown category 77');
    expect(
      broken((copy) => {
        const promotion = copy.promotions.find((entry) => entry.code === 'ANNUAL20');
        promotion?.applies_to.list.push(5555);
      }),
    ).toContain('Promotion ANNUAL20 applies to unknown product 5555');
    expect(
      broken((copy) => {
        const tld = copy.tlds[0];
        if (tld) tld.group_id = 99;
      }),
    ).toContain('TLD de names unknown group 99');
    expect(
      broken((copy) => {
        mutableProduct(copy, ProductId.transfer).type = 'domain';
      }),
    ).toContain('Exactly one product of type "domain" is needed, found 2');
  });

  it('rejects a maturity of another product, duplicate ids and unknown validation rules', () => {
    expect(
      broken((copy) => {
        const maturity = mutableProduct(copy, ProductId.webhostingS).paymentMaturities[0];
        if (maturity) maturity.product_id = ProductId.webhostingM;
      }),
    ).toContain(`Product 101: maturity 10101 names product 102`);
    expect(
      broken((copy) => {
        const source = mutableProduct(copy, ProductId.webhostingS);
        copy.products.push({ ...source, paymentMaturities: [], addons: [], additionalFields: [] });
      }),
    ).toContain('Product id 101 is used more than once');
    expect(
      broken((copy) => {
        const field = mutableProduct(copy, ProductId.sslDv).additionalFields[0];
        if (field) field.validation_rules = 'required|fqnd';
      }),
    ).toContain('Product 301 field certificate_fqdn has an unknown or malformed validation rule "fqnd"');
  });

  it('rejects a catalogue text that names an amount of money, in either language', () => {
    expect(
      broken((copy) => {
        const migration = mutableProduct(copy, ProductId.migration);
        migration.description = {
          'de-DE': 'Wir ziehen Ihre Website um – einmalig 49 €.',
          'en-GB': 'We move your website – a one-time fee of EUR 49.',
        };
      }),
    ).toEqual([
      'Product 1011: the text "Wir ziehen Ihre Website um – einmalig 49 €." (de-DE) names an amount of money; prices come from the price rules',
      'Product 1011: the text "We move your website – a one-time fee of EUR 49." (en-GB) names an amount of money; prices come from the price rules',
    ]);
    expect(
      broken((copy) => {
        const promotion = copy.promotions.find((entry) => entry.code === 'AUTO-CLOUD-LAUNCH');
        if (promotion) promotion.discount_label = { 'de-DE': '2 Euro Rabatt', 'en-GB': 'Launch offer' };
      }),
    ).toEqual([
      'Promotion AUTO-CLOUD-LAUNCH: the text "2 Euro Rabatt" (de-DE) names an amount of money; prices come from the price rules',
    ]);
  });

  it('rejects an entity that does not match its contract schema, naming it', () => {
    const copy = structuredClone(rawSeed);
    const country = copy.countries[0];
    if (country) country.phone_prefix = '0049';
    const problems = schemaProblems(copy);
    expect(
      problems.some((problem) => problem.startsWith('Country DE (de-DE) does not match its schema')),
    ).toBe(true);
  });
});
