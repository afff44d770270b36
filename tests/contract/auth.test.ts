import { authApi } from '@contract/api';
import { AuthorizationUrlResponse, CloudPanelData, LoginBody, LoginResponse } from '@contract/auth';
import { describe, expect, it } from 'vitest';

describe('customer login through the external authority', () => {
  it('authorization-url answers data.url', () => {
    const answer = { data: { url: 'https://login.example.com/authorize?client_id=shop&state=abc' } };
    expect(authApi.authorizationUrl.response.parse(answer)).toEqual(answer);
    expect(AuthorizationUrlResponse.safeParse({ url: answer.data.url }).success).toBe(false);
    expect(AuthorizationUrlResponse.safeParse({ data: { url: 'not a url' } }).success).toBe(false);
  });

  const login = {
    authorization_code: 'SplxlOBeZQQYbYS6WxSbIA',
    subscription_id: 'WH-1001',
    use_cp_2: false,
    clear_cart: true,
  };

  it('login takes authorization_code, subscription_id, use_cp_2, clear_cart', () => {
    expect(LoginBody.parse(login)).toEqual(login);
    expect(authApi.login.body.parse({ ...login, subscription_id: null })).toEqual({
      ...login,
      subscription_id: null,
    });
  });

  it.each([
    ['no authorization code', { ...login, authorization_code: undefined }],
    ['an empty authorization code', { ...login, authorization_code: '' }],
    ['an over-long authorization code', { ...login, authorization_code: 'x'.repeat(10_001) }],
    ['use_cp_2 as text', { ...login, use_cp_2: 'true' }],
    ['no clear_cart', { ...login, clear_cart: undefined }],
    ['an over-long subscription id', { ...login, subscription_id: 'x'.repeat(1001) }],
  ])('login rejects %s', (_name, body) => {
    expect(LoginBody.safeParse(body).success).toBe(false);
  });

  it('login answers external_product_id', () => {
    expect(LoginResponse.parse({ external_product_id: 'cloud-domains-1' })).toEqual({
      external_product_id: 'cloud-domains-1',
    });
    expect(LoginResponse.parse({ external_product_id: null })).toEqual({ external_product_id: null });
    expect(LoginResponse.safeParse({}).success).toBe(false);
  });

  it('logout is a GET without body', () => {
    expect(authApi.logout.method).toBe('GET');
    expect(authApi.logout.response.parse({ ok: true })).toEqual({ ok: true });
  });
});

describe('cloud panel data', () => {
  it.each(['redirect', 'cloudpit_domains', 'redirect_product_category'])(
    'order type %s parses',
    (order_type) => {
      const data = { order_type, webhosting_id: '100234', use_cp_2: true, category_slug: 'webhosting' };
      expect(CloudPanelData.parse(data)).toEqual(data);
    },
  );

  it.each([
    [
      'an unknown order type',
      { order_type: 'shop', webhosting_id: null, use_cp_2: false, category_slug: null },
    ],
    ['use_cp_2 missing', { order_type: 'redirect', webhosting_id: null, category_slug: null }],
    [
      'a category slug with slashes',
      {
        order_type: 'redirect_product_category',
        webhosting_id: null,
        use_cp_2: false,
        category_slug: '../x',
      },
    ],
  ])('rejects %s', (_name, data) => {
    expect(CloudPanelData.safeParse(data).success).toBe(false);
  });
});
