import { promotionNotFoundNotice } from '@domain/promotions/notices';
import { describe, expect, it } from 'vitest';
import {
  cartItem,
  catalogue,
  DE,
  domain,
  domainOnlyProduct,
  element,
  field,
  group,
  intervalId,
  link,
  maturityId,
  product,
  promotion,
  rowId,
} from '../../domain/cart/fixtures';
import {
  A,
  addonShop,
  NEW_ROW,
  P,
  periodRows,
  periodShop,
  route,
  S,
  sslShop,
  T,
  transferShop,
  U,
  upsellRows,
  upsellShop,
  V,
  variantShop,
} from './fixtures';
import { Visit } from './support';

const hosting = { category: { slug: 'hosting', name: 'Hosting' }, category_id: 1 };

describe('product selection: the spec scenarios', () => {
  it('product with upsells, variants and a required domain: upsells, variants, lookup', () => {
    const shop = catalogue({
      products: [
        product(100, {
          ...hosting,
          is_domainrequired: 1,
          upsells: [{ upsell_id: 20 }],
          addons: [
            link(100, 30, { groups: [group(300, ['variants'])] }),
            link(100, 31, { groups: [group(300, ['variants'])] }),
          ],
        }),
        product(101, hosting),
        U.upsellPlain,
        V.variant30,
        V.variant31,
      ],
    });
    const visit = new Visit({
      catalogue: shop,
      cart: { items: [] },
      mayAddItems: true,
    });

    visit.enter(route('products', { chooseProduct: 100 }, { slug: 'hosting' }));
    expect(visit.cart.items).toHaveLength(1);
    visit.saved();
    expect(visit.screen).toBe('popularAddons');
    expect(visit.snapshot.context.upsellIds).toEqual([20]);

    visit.send({ type: 'UPSELL.ADDED' });
    // The upsell follows the row's term: 12 months billed every 12 months.
    expect(visit.row?.upsells).toEqual([element(U.upsellPlain, 12, 12)]);
    visit.saved();
    expect(visit.screen).toBe('addonVariants');

    visit.send({ type: 'VARIANT.CHOSEN', addonId: 31 }).saved();
    expect(visit.row?.addons.map((addon) => addon.id)).toEqual([31]);
    expect(visit.next).toEqual({ route: 'domainsLookup', query: { id: NEW_ROW } });
  });

  it('product with several maturities and intervals: maturity, interval, addons, cart', () => {
    const periods = product(110, {
      ...hosting,
      terms: [
        { months: 1, price: 9, intervals: [1] },
        { months: 12, price: 5, intervals: [1, 12], defaultInterval: 12 },
      ],
      addons: [link(110, 54)],
    });
    const shop = catalogue({ products: [periods, product(111, hosting), A.regularPlain] });
    const visit = new Visit({
      catalogue: shop,
      cart: { items: [] },
      mayAddItems: true,
    });

    visit.enter(route('products', { chooseProduct: 110 }, { slug: 'hosting' })).saved();
    expect(visit.screen).toBe('periodsMaturity');
    // The default (cheapest) maturity is already chosen: nothing to save, on to the interval.
    visit.send({ type: 'MATURITY.CHOSEN', maturityId: maturityId(periods, 12) });
    expect(visit.screen).toBe('periodsInterval');

    visit.send({ type: 'INTERVAL.CHOSEN', intervalId: intervalId(periods, 12, 1) }).saved();
    expect(visit.row?.product.interval_id).toBe(intervalId(periods, 12, 1));
    expect(visit.screen).toBe('addons');

    visit.send({ type: 'ADDON.TOGGLED', addonId: 54 }).send({ type: 'ADDONS.CONFIRMED' }).saved();
    expect(visit.snapshot.context.savedCart.items[0]?.addons.map((addon) => addon.id)).toEqual([54]);
    expect(visit.next).toEqual({ route: 'cart' });
  });

  it('SSL certificate: fields (with SSL hint), maturity, interval, addons, addon fields, cart', () => {
    const visit = new Visit({
      catalogue: sslShop,
      cart: { items: [] },
      mayAddItems: true,
    });

    visit.enter(route('products', { chooseProduct: 80 }, { slug: 'ssl' }));
    expect(visit.screen).toBe('additionalProductFields');
    expect(visit.snapshot.context.form).toMatchObject({
      owner: 'product',
      hint: 'ssl',
      headline: 'Which domain is the certificate for?',
    });
    expect(visit.cart.items).toEqual([]);

    // The rule engine blocks the step with an error on the field.
    visit.submit({ certificate_fqdn: 'not a domain' });
    expect(visit.screen).toBe('additionalProductFields');
    expect(visit.snapshot.context.fieldErrors.certificate_fqdn).toMatchObject({
      source: 'rules',
      error: { key: 'product.additional_fields_form_validation.fqdn' },
    });
    // Editing the field clears its error.
    visit.send({ type: 'FIELDS.EDITED', key: 'certificate_fqdn' });
    expect(visit.snapshot.context.fieldErrors).toEqual({});

    visit.submit({ certificate_fqdn: ' shop.example.com ' }).accepted();
    expect(visit.row?.product.additional_fields).toEqual([
      { field_id: 8001, field_key: 'certificate_fqdn', value: 'shop.example.com' },
    ]);
    visit.saved();
    // Upsell 20 is not offered: certificates skip upsells, variants, promoted addons and domains.
    expect(visit.screen).toBe('periodsMaturity');

    visit.send({ type: 'MATURITY.CHOSEN', maturityId: maturityId(S.certificate, 24) }).saved();
    expect(visit.screen).toBe('periodsInterval');
    visit.send({ type: 'INTERVAL.CHOSEN', intervalId: intervalId(S.certificate, 24, 24) }).saved();
    expect(visit.screen).toBe('addons');

    visit.send({ type: 'ADDON.TOGGLED', addonId: 50 }).send({ type: 'ADDONS.CONFIRMED' }).saved();
    expect(visit.screen).toBe('additionalAddonFields');
    expect(visit.snapshot.context.fieldsElementId).toBe(50);

    visit.submit({ field_5001: 'for the web shop' }).accepted().saved();
    expect(visit.row?.addons[0]?.additional_fields).toEqual([
      { field_id: 5001, field_key: 'field_5001', value: 'for the web shop' },
    ]);
    expect(visit.row?.product).toMatchObject({
      maturity_id: maturityId(S.certificate, 24),
      interval_id: intervalId(S.certificate, 24, 24),
    });
    expect(visit.next).toEqual({ route: 'cart' });
  });

  it('unknown chooseProduct: notification and categories', () => {
    const visit = new Visit({ catalogue: upsellShop, cart: { items: [] }, mayAddItems: true });

    visit.enter(route('products', { chooseProduct: 999 }, { slug: 'hosting' }));

    expect(visit.notices).toEqual([
      expect.objectContaining({ title: 'cart.product_not_available_title', preserveRouteChange: true }),
    ]);
    expect(visit.next).toEqual({ route: 'categories' });
    expect(visit.cart.items).toEqual([]);
  });

  it('category with one product goes straight to its first step', () => {
    const visit = new Visit({
      catalogue: variantShop,
      cart: { items: [] },
      mayAddItems: true,
    });

    visit.enter(route('products', {}, { slug: 'servers' }));
    // No product list: the only product's row is created and saved at once.
    expect(visit.screen).toBeNull();
    expect(visit.cart.items.map((item) => item.product.id)).toEqual([V.configurable.id]);
    visit.saved();
    expect(visit.screen).toBe('addonVariants');
  });

  it('qty_max reached: notice, no new row', () => {
    const visit = new Visit({
      catalogue: upsellShop,
      cart: { items: [upsellRows.plain] },
      mayAddItems: true,
    });

    visit.enter(route('products', { chooseProduct: U.plain.id }, { slug: 'hosting' }));

    expect(visit.notices).toEqual([
      expect.objectContaining({
        title: 'max_amount_of_same_products_in_cart_reached_title',
        values: { product: U.plain.name },
      }),
    ]);
    expect(visit.cart.items).toEqual([upsellRows.plain]);
    expect(visit.screen).toBe('products');
    expect(visit.snapshot.context.slug).toBe('hosting');
  });

  it('returnToCart after changing the interval goes back to the cart', () => {
    const lean = periodRows.lean;
    const visit = new Visit({
      catalogue: periodShop,
      cart: { items: [periodRows.yearly, lean] },
      mayAddItems: true,
    });

    visit.enter(route('periodsInterval', { id: lean.row_id, returnToCart: 1 }));
    expect(visit.screen).toBe('periodsInterval');

    visit.send({ type: 'INTERVAL.CHOSEN', intervalId: intervalId(P.periods, 12, 3) }).saved();

    expect(visit.next).toEqual({ route: 'cart' });
    const saved = visit.snapshot.context.savedCart.items.find((item) => item.row_id === lean.row_id);
    expect(saved?.product.interval_id).toBe(intervalId(P.periods, 12, 3));
    // The restricted addon followed the new interval months.
    expect(saved?.addons).toEqual([element(P.fixedAddon, 12, 3)]);
  });

  it('contract transfer with a bad id shows the first error and goes to the cart', () => {
    const visit = new Visit({ catalogue: transferShop, cart: { items: [] }, mayAddItems: true });

    visit.enter(route('contractTransfer', {}, { transferId: 'bad' }));

    expect(visit.notices).toEqual([
      {
        type: 'error',
        title: 'contract_transfer.invalid_id_title',
        message: 'product.additional_fields_form_validation.min_length',
        values: { label: 'Transfer ID', length: 8 },
        preserveRouteChange: true,
      },
    ]);
    expect(visit.next).toEqual({ route: 'cart' });
    expect(visit.cart.items).toEqual([]);
  });
});

describe('product selection: more of the spec', () => {
  it('contract transfer: the server validates the id; an unknown id shows its first error', () => {
    const visit = new Visit({ catalogue: transferShop, cart: { items: [] }, mayAddItems: true });
    visit.enter(route('contractTransfer', {}, { transferId: 'TRF2099ZZ' }));
    expect(visit.screen).toBe('contractTransfer');
    expect(visit.snapshot.children.validateFields?.getSnapshot()).toBeDefined();

    visit.rejected(9001, 'The selected transfer id is invalid.');

    expect(visit.notices).toEqual([
      expect.objectContaining({ type: 'error', message: 'The selected transfer id is invalid.' }),
    ]);
    expect(visit.next).toEqual({ route: 'cart' });
  });

  it('contract transfer: a valid id adds the transfer product with the id as its field value', () => {
    const visit = new Visit({
      catalogue: transferShop,
      cart: { items: [] },
      mayAddItems: true,
    });
    visit.enter(route('contractTransfer', {}, { transferId: 'TRF2024A1' })).accepted();
    expect(visit.cart.items).toEqual([
      expect.objectContaining({
        row_id: NEW_ROW,
        product: expect.objectContaining({
          id: T.transfer.id,
          additional_fields: [{ field_id: 9001, field_key: 'transfer_id', value: 'TRF2024A1' }],
        }),
      }),
    ]);
    visit.saved();
    expect(visit.next).toEqual({ route: 'cart' });
  });

  it('contract transfer: an unavailable product is an error notification, then the cart', () => {
    const visit = new Visit({ catalogue: upsellShop, cart: { items: [] }, mayAddItems: true });
    visit.enter(route('contractTransfer', {}, { transferId: 'TRF2024A1' }));
    expect(visit.notices).toEqual([
      expect.objectContaining({ type: 'error', title: 'contract_transfer.product_unavailable_title' }),
    ]);
    expect(visit.next).toEqual({ route: 'cart' });
  });

  it('upsells: an added upsell with fields shows its form; pass removes an added upsell; proceed moves on', () => {
    const visit = new Visit({
      catalogue: upsellShop,
      cart: { items: [] },
      mayAddItems: true,
    });
    visit.enter(route('products', { chooseProduct: 10 }, { slug: 'hosting' })).saved();

    visit.send({ type: 'UPSELL.PASSED' });
    expect(visit.snapshot.context.upsellIndex).toBe(1);

    visit.send({ type: 'UPSELL.ADDED' }).saved();
    expect(visit.snapshot.matches({ upsells: 'fields' })).toBe(true);
    expect(visit.screen).toBe('popularAddons');
    expect(visit.snapshot.context.form).toMatchObject({
      owner: 'upsell',
      elementId: 21,
      headline: 'Which mailbox?',
    });

    visit.submit({ field_2101: 'info' });
    visit.rejected(2101, 'This mailbox is taken');
    expect(visit.snapshot.context.fieldErrors).toEqual({
      field_2101: { source: 'server', message: 'This mailbox is taken' },
    });

    visit.submit({ field_2101: 'sales' }).accepted().saved();
    expect(visit.row?.upsells).toEqual([
      expect.objectContaining({
        id: 21,
        additional_fields: [{ field_id: 2101, field_key: 'field_2101', value: 'sales' }],
      }),
    ]);
    expect(visit.snapshot.context.upsellIndex).toBe(2);

    // Upsell 22 is added, then passed again: it leaves the row, and the required domain is next.
    visit.send({ type: 'UPSELL.ADDED' }).saved();
    visit.send({ type: 'UPSELL.PASSED' }).saved();
    expect(visit.row?.upsells.map((upsell) => upsell.id)).toEqual([21]);
    expect(visit.next).toEqual({ route: 'domainsLookup', query: { id: NEW_ROW } });
  });

  it('upsells: returning to the cart without browsing all, proceed goes to the cart after one upsell', () => {
    const row = upsellRows.withUpsell;
    const visit = new Visit({ catalogue: upsellShop, cart: { items: [row] }, mayAddItems: true });
    visit.enter(route('popularAddons', { id: row.row_id, upsellProductId: 20, returnToCart: 1 }));
    expect(visit.snapshot.context.upsellIndex).toBe(0);
    visit.send({ type: 'UPSELL.PROCEED' });
    expect(visit.next).toEqual({ route: 'cart' });
  });

  it('upsells: browsing all upsells from the cart walks every upsell, then returns to the cart', () => {
    const row = upsellRows.withUpsell;
    const visit = new Visit({ catalogue: upsellShop, cart: { items: [row] }, mayAddItems: true });
    visit.enter(route('addonReselectionPopularAddons', { id: row.row_id }));
    expect(visit.snapshot.context).toMatchObject({ browsingAll: true, returning: true });
    visit.send({ type: 'UPSELL.PROCEED' }).send({ type: 'UPSELL.PROCEED' });
    expect(visit.snapshot.context.upsellIndex).toBe(2);
    expect(visit.screen).toBe('popularAddons');
    visit.send({ type: 'UPSELL.PROCEED' });
    expect(visit.next).toEqual({ route: 'cart' });
  });

  it('popular addons need a row with upsells; a missing row goes to categories', () => {
    const noUpsells = new Visit({
      catalogue: upsellShop,
      cart: { items: [upsellRows.plain] },
      mayAddItems: true,
    });
    noUpsells.enter(route('popularAddons', { id: upsellRows.plain.row_id }));
    expect(noUpsells.next).toEqual({ route: 'categories' });

    const missing = new Visit({ catalogue: upsellShop, cart: { items: [] }, mayAddItems: true });
    missing.enter(route('addonVariants', { id: rowId('Z') }));
    expect(missing.next).toEqual({ route: 'categories' });
  });

  it('without permission to add items, products and promoted addons redirect to the cart', () => {
    const visit = new Visit({ catalogue: upsellShop, cart: { items: [] }, mayAddItems: false });
    visit.enter(route('products', {}, { slug: 'hosting' }));
    expect(visit.next).toEqual({ route: 'cart' });
  });

  it('variants: one group at a time, Back returns to the previous group, Next moves on', () => {
    const visit = new Visit({
      catalogue: variantShop,
      cart: { items: [] },
      mayAddItems: true,
    });
    visit.enter(route('products', {}, { slug: 'servers' })).saved();
    expect(visit.snapshot.context.variantGroupIds).toEqual([300, 301]);

    visit.send({ type: 'VARIANT.CHOSEN', addonId: 32 });
    expect(visit.snapshot.context.variantIndex).toBe(0);
    visit.send({ type: 'VARIANT.CHOSEN', addonId: 30 }).saved();
    expect(visit.snapshot.context.variantIndex).toBe(1);
    visit.send({ type: 'STEP.BACK' });
    expect(visit.snapshot.context.variantIndex).toBe(0);
    // Choosing the other variant of the group replaces the first one.
    visit.send({ type: 'VARIANT.CHOSEN', addonId: 31 }).saved();
    expect(visit.row?.addons.map((addon) => addon.id)).toEqual([31]);
    visit.send({ type: 'STEP.NEXT' });
    expect(visit.next).toEqual({ route: 'domainsAddDomainQuestion', query: { id: NEW_ROW } });
  });

  it('promoted addons: selecting toggles; one with fields asks for them first, cancel keeps it out', () => {
    const visit = new Visit({
      catalogue: variantShop,
      cart: { items: [] },
      mayAddItems: true,
    });
    visit.enter(route('products', { chooseProduct: 61 }, { slug: 'extras' })).saved();
    expect(visit.screen).toBe('promotedAddons');
    expect(visit.snapshot.context.promotedIds).toEqual([40, 41, 42]);

    visit.send({ type: 'PROMOTED.TOGGLED' });
    expect(visit.snapshot.matches({ promoted: 'fields' })).toBe(true);
    visit.send({ type: 'FIELDS.CANCELLED' });
    expect(visit.row?.addons).toEqual([]);

    visit.send({ type: 'PROMOTED.NEXT' }).send({ type: 'PROMOTED.TOGGLED' }).saved();
    expect(visit.row?.addons.map((addon) => addon.id)).toEqual([41]);
    // Adding proceeds to the next promoted addon; back on 41, selecting it again removes it.
    expect(visit.snapshot.context.promotedIndex).toBe(2);
    visit.send({ type: 'PROMOTED.PREVIOUS' }).send({ type: 'PROMOTED.TOGGLED' }).saved();
    expect(visit.row?.addons).toEqual([]);

    visit.send({ type: 'PROMOTED.CONTINUE' });
    expect(visit.next).toEqual({ route: 'cart' });
  });

  it('a maturity that drops an addon asks first; cancel keeps the term', () => {
    const row = periodRows.yearly;
    const visit = new Visit({ catalogue: periodShop, cart: { items: [row] }, mayAddItems: true });
    visit.enter(route('periodsMaturity', { id: row.row_id, returnToCart: 1 }));

    visit.send({ type: 'MATURITY.CHOSEN', maturityId: maturityId(P.periods, 1) });
    expect(visit.snapshot.matches({ maturity: 'confirming' })).toBe(true);
    visit.send({ type: 'TERM.CANCELLED' });
    expect(visit.row).toEqual(row);

    // 24 months would drop the non-removable addon 53: refused with the unsupported-runtime notice.
    visit.send({ type: 'MATURITY.CHOSEN', maturityId: maturityId(P.periods, 24) });
    expect(visit.notices).toEqual([
      expect.objectContaining({ title: 'periods.addons_unsupported_runtime_title' }),
    ]);
    expect(visit.row).toEqual(row);

    visit
      .send({ type: 'MATURITY.CHOSEN', maturityId: maturityId(P.periods, 1) })
      .send({ type: 'TERM.CONFIRMED' });
    expect(visit.row?.addons.map((addon) => addon.id)).toEqual([53]);
    visit.saved();
    expect(visit.next).toEqual({ route: 'cart' });
  });

  it('a failed save falls back to the saved cart and shows the generic error', () => {
    const visit = new Visit({
      catalogue: addonShop,
      cart: { items: [] },
      mayAddItems: true,
    });
    visit.enter(route('products', { chooseProduct: 72 }, { slug: 'extensible' })).saved();
    expect(visit.screen).toBe('addons');
    visit.send({ type: 'ADDON.TOGGLED', addonId: 54 }).send({ type: 'ADDONS.CONFIRMED' });
    visit.send({ type: 'xstate.error.actor.saveCart', error: new Error('offline') } as never);
    expect(visit.notices).toEqual([expect.objectContaining({ type: 'error', message: 'error.generic' })]);
    expect(visit.screen).toBe('addons');
    expect(visit.row?.addons).toEqual([]);
  });

  it('saving product fields moves the temporary domains, stores the webcard reference, adds the addon, redeems the code', () => {
    const withFields = product(120, {
      ...hosting,
      is_domainrequired: 2,
      additionalFields: [field(12001, { key: 'company', validation_rules: 'required|string' })],
      addons: [link(120, 54)],
    });
    const shop = catalogue({
      products: [withFields, product(121, hosting), A.regularPlain],
      promotions: [promotion('SAVE10')],
    });
    const temporary = cartItem(domainOnlyProduct(), 12, 12, {
      row_id: rowId('T'),
      domains: [domain('example.de', DE.id)],
    });
    const visit = new Visit({
      catalogue: shop,
      cart: { items: [temporary] },
      mayAddItems: true,
    });
    visit.enter(
      route(
        'products',
        {
          chooseProduct: 120,
          tid: rowId('T'),
          addons: 54,
          promocode: 'SAVE10',
          webcard_demo_reference: 'demo-7',
        },
        { slug: 'hosting' },
      ),
    );
    expect(visit.screen).toBe('additionalProductFields');
    visit.submit({ company: 'Muster GmbH' }).accepted();

    expect(visit.cart.items.map((item) => item.row_id)).toEqual([NEW_ROW]);
    expect(visit.row).toMatchObject({
      product: {
        promotion: 'SAVE10',
        informations: [{ key: 'webcard_demo_reference', value: 'demo-7' }],
        additional_fields: [{ field_id: 12001, field_key: 'company', value: 'Muster GmbH' }],
      },
      addons: [expect.objectContaining({ id: 54 })],
      domains: [expect.objectContaining({ name: 'example.de' })],
    });
    visit.saved();
    // The domain moved in, so the optional-domain question is skipped; the addons screen follows.
    expect(visit.screen).toBe('addons');
    visit.send({ type: 'ADDONS.CONFIRMED' }).saved();
    expect(visit.next).toEqual({ route: 'cart' });
  });

  describe('a promo code in the link that the shop does not know yet', () => {
    // Told on the next step's screen, so the notice outlives the route change.
    const notFound = (code: string) => ({ ...promotionNotFoundNotice(code), preserveRouteChange: true });
    const linkShop = catalogue({ products: [product(130, hosting), product(131, hosting)] });
    const open = () =>
      new Visit({
        catalogue: linkShop,
        cart: { items: [] },
        mayAddItems: true,
      }).enter(route('products', { chooseProduct: 130, promocode: 'link10' }, { slug: 'hosting' }));

    it('is looked up on the server first; the product is saved with it and the wizard learns it', () => {
      const visit = open();
      expect(visit.cart.items).toEqual([]);
      visit.promotionFound(promotion('LINK10'));
      expect(visit.row?.product.promotion).toBe('LINK10');
      expect(visit.notices).toEqual([]);
      visit.saved();
      expect(visit.next).toEqual({ route: 'cart' });
      expect(visit.snapshot.output?.promotions.map((known) => known.code)).toEqual(['LINK10']);
    });

    it('is "not found" with the code when the server does not know it; the product is added', () => {
      const visit = open().promotionFound(null);
      expect(visit.row?.product.promotion).toBeNull();
      expect(visit.notices).toEqual([notFound('link10')]);
    });

    it('is not redeemed when the look-up fails; the visitor reads the generic error, not "not found"', () => {
      const visit = open().promotionLookUpFailed();
      expect(visit.row?.product.promotion).toBeNull();
      expect(visit.notices.map((notice) => notice.message)).toEqual(['error.generic']);
    });

    it('on the products screen of the link, the code is looked up once the visitor chooses a product', () => {
      const visit = new Visit({ catalogue: linkShop, cart: { items: [] }, mayAddItems: true });
      visit.enter(route('products', { promocode: 'LINK10' }, { slug: 'hosting' }));
      expect(visit.screen).toBe('products');
      expect('lookUpPromotion' in visit.snapshot.children).toBe(false);
      visit.send({ type: 'PRODUCT.CHOSEN', productId: 131 }).promotionFound(null);
      expect(visit.row?.product.id).toBe(131);
      expect(visit.notices).toEqual([notFound('LINK10')]);
    });

    it('on the fields link of a cart row, the code is looked up and saved with the fields', () => {
      const row = cartItem(S.withFields, 12, 12, { row_id: rowId('F') });
      const visit = new Visit({ catalogue: sslShop, cart: { items: [row] }, mayAddItems: true });
      visit.enter(route('additionalProductFields', { id: 81, rowId: row.row_id, promocode: 'LINK10' }));
      expect(visit.screen).toBeNull();
      visit.promotionFound(promotion('LINK10'));
      expect(visit.screen).toBe('additionalProductFields');
      visit.submit({ field_8101: 'value' }).accepted();
      expect(visit.row?.product.promotion).toBe('LINK10');
    });
  });

  it('postponed product fields (p=y) are saved and hand back to postfill', () => {
    const row = cartItem(S.withFields, 12, 12, { row_id: rowId('F') });
    const visit = new Visit({ catalogue: sslShop, cart: { items: [row] }, mayAddItems: false });
    visit.enter(route('additionalProductFields', { id: 81, rowId: row.row_id, p: 'y' }));
    expect(visit.snapshot.context.form).toMatchObject({ postponed: true });
    visit.submit({ field_8102: 'later value' }).accepted().saved();
    expect(visit.snapshot.context.savedCart.items[0]?.product.additional_fields).toEqual([
      { field_id: 8102, field_key: 'field_8102', value: 'later value' },
    ]);
    expect(visit.next).toEqual({ route: 'postfillProducts', query: { p: 'y' } });
  });
});
