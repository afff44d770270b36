import type { BrandProperties } from '@contract/brand';
import type { Customer } from '@contract/customer';
import type { OauthInput } from '@machines/session/oauth.machine';
import { oauthMachine } from '@machines/session/oauth.machine';
import { describe, expect, it } from 'vitest';
import { done, failed, httpError, routeEntered } from './events';
import { cloudCatalogue, cloudData } from './fixtures';
import { type ExpectedRoutes, runModel, stateKey } from './model';

/** From the spec: callback and ready are the Oauth children. */
const expected: ExpectedRoutes = {
  idle: { view: undefined },
  'authorizing.fetchingUrl': { view: 'oauthCallback' },
  'authorizing.leaving': { view: 'oauthCallback' },
  callback: { view: 'oauthCallback' },
  'ready.refreshing': { view: 'oauthReady' },
  'ready.addingRow': { view: 'oauthReady' },
  'ready.savingCart': { view: 'oauthReady' },
  windowClosed: { next: 'categories' },
  loginFailed: { next: 'categories' },
  toProducts: { next: 'products' },
  toCategories: { next: 'categories' },
  toLookup: { next: 'domainsLookup' },
};

const oauth: BrandProperties['oauth'] = {
  authority: 'https://login.example.org',
  second_authority: null,
  client_id: 'shop',
  provider_type: 'oidc',
  redirect_uri: '/oauth/callback',
};
const loginAllowed = { oauth, allow_crm: true };

const customer = (customerNumber: string | null): Customer => ({
  customer_number: customerNumber,
  basicInfo: null,
  address: null,
  validated: customerNumber !== null,
});

const callback = (data?: Record<string, unknown>) =>
  routeEntered('oauthCallback', data ? { code: 'AuthCode1', data: cloudData(data) } : { code: 'AuthCode1' });

const events = [
  routeEntered('loginOrRegister'),
  callback(),
  callback({ order_type: 'cloudpit_domains', webhosting_id: '4711', use_cp_2: false, category_slug: null }),
  callback({ order_type: 'redirect', webhosting_id: null, use_cp_2: true, category_slug: null }),
  callback({
    order_type: 'redirect_product_category',
    webhosting_id: null,
    use_cp_2: false,
    category_slug: 'ssl',
  }),
  callback({
    order_type: 'redirect_product_category',
    webhosting_id: null,
    use_cp_2: false,
    category_slug: 'nope',
  }),
  routeEntered('oauthCallback', {}),
  // The cloud panel's entry: data, no code yet.
  routeEntered('oauthCallback', {
    data: cloudData({
      order_type: 'cloudpit_domains',
      webhosting_id: 'WH-1',
      use_cp_2: true,
      category_slug: null,
    }),
  }),
  routeEntered('oauthReady'),
  done('fetchAuthorizationUrl', { url: 'https://login.example.org/authorize?state=x' }),
  failed('fetchAuthorizationUrl', httpError(500)),
  done('refreshAfterLogin', customer('K-1000')),
  done('refreshAfterLogin', customer(null)),
  failed('refreshAfterLogin', httpError(500)),
  done('login', { external_product_id: 'ext-hosting-m' }),
  done('login', { external_product_id: null }),
  failed('login', httpError(401)),
  done('saveCart', { data: { items: [] } }),
  failed('saveCart', httpError(422)),
];

const catalogue = cloudCatalogue();
const inputs: OauthInput[] = [
  { brand: loginAllowed, catalogue, categorySlugs: ['hosting', 'ssl'] },
  // A catalogue whose domain-only product cannot be ordered: no row for the panel's order.
  { brand: loginAllowed, catalogue: { ...catalogue, domainOnlyProductId: 999 }, categorySlugs: [] },
];

describe('oauth machine (model-based)', () => {
  it('covers every transition, guard outcome and state, showing the right route at every step', () => {
    const { report, steps } = runModel('oauth', oauthMachine, expected, {
      events,
      inputs,
      serializeState: (snapshot) =>
        JSON.stringify([
          stateKey(snapshot.value),
          snapshot.context.cloudData,
          snapshot.context.externalProductId,
          snapshot.context.authorizationCode,
        ]),
    });
    expect(steps).toBeGreaterThan(0);
    expect(report.transitions.missing).toEqual([]);
    expect(report.guards.missing).toEqual([]);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.covered).toBe(report.transitions.total);
    expect(report.guards.covered).toBe(report.guards.total);
    expect(report.states.visited).toBe(report.states.total);
  });
});
