import type { Brand } from '@contract/brand';
import type { Cart, CartItem } from '@contract/cart';
import type { Product } from '@contract/catalogue';
import type { Tld } from '@contract/domains';
import { createCartItem, toggleAddon } from '@domain/cart';
import { buildCatalogueContext, type CatalogueContext, tldByName } from '@domain/catalogue-context';
import type { Page } from 'playwright-core';

/**
 * Arranges a cart through the real API (the session of the page's browser context), built with the
 * shop's own rules from the served catalogue, so a test can start on the cart screen. What the
 * test then checks is done in the browser.
 */
export async function seedCart(page: Page, build: (shop: CatalogueContext) => CartItem[]): Promise<Cart> {
  const [products, tlds, brand] = await Promise.all([
    page.request.get('/api/v2/products').then((answer) => answer.json() as Promise<{ data: Product[] }>),
    page.request.get('/api/v2/domains').then((answer) => answer.json() as Promise<{ data: Tld[] }>),
    page.request.get('/api/v2/brands/current').then((answer) => answer.json() as Promise<{ data: Brand }>),
  ]);
  const shop = buildCatalogueContext({
    products: products.data,
    tlds: tlds.data,
    promotions: [],
    brand: brand.data.properties,
  });
  const cart: Cart = { items: build(shop) };
  // The first write creates the session: it takes the browser's language, as the page would.
  const language = await page.evaluate(() => navigator.language);
  const saved = await page.request.put('/api/v2/session/cart', {
    data: cart,
    headers: { 'accept-language': language },
  });
  if (!saved.ok()) throw new Error(`seeding the cart failed: ${saved.status()} ${await saved.text()}`);
  return cart;
}

/** A new row of a product with these addons (each must be available for its default term). */
export function rowOf(shop: CatalogueContext, productId: number, addonIds: readonly number[] = []): CartItem {
  const item = createCartItem(productId, shop);
  if (!item) throw new Error(`product ${productId} cannot be added`);
  return addonIds.reduce((row, addonId) => {
    const change = toggleAddon(row, addonId, shop);
    if (change.outcome !== 'added') throw new Error(`addon ${addonId} not added (${change.outcome})`);
    return change.item;
  }, item);
}

/** The row with a domain of one of the brand's TLDs added (as the domain lookup would). */
export function withDomain(shop: CatalogueContext, item: CartItem, name: string): CartItem {
  const tld = tldByName(shop, name.slice(name.indexOf('.') + 1));
  if (!tld) throw new Error(`no TLD for ${name}`);
  const domain = {
    id: tld.id,
    name,
    inclusive: false,
    inclusive_first_year: false,
    auth_code: null,
    promotion_code: null,
    additional_fields: [],
  };
  return { ...item, domains: [...item.domains, domain] };
}
