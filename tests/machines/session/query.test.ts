import { decodeCloudPanelData, readAuthorizationCode, readSessionCode } from '@machines/session/query';
import { describe, expect, it } from 'vitest';

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

describe('reading the session links and the OAuth callback', () => {
  it.each([
    [{ session_code: 'Abc123' }, 'Abc123'],
    [{ session_code: ' Abc123 ' }, 'Abc123'],
    [{ session_code: 12345 }, '12345'],
    [{ session_code: '' }, null],
    [{ session_code: 'a b' }, null],
    [{ session_code: 'x'.repeat(129) }, null],
    [{}, null],
  ])('session code of %j is %j', (query, code) => {
    expect(readSessionCode(query)).toBe(code);
  });

  it('reads the authorization code', () => {
    expect(readAuthorizationCode({ code: 'AuthCode1' })).toBe('AuthCode1');
    expect(readAuthorizationCode({ code: '' })).toBeNull();
    expect(readAuthorizationCode({})).toBeNull();
    expect(readAuthorizationCode({ code: 'x'.repeat(10_001) })).toBeNull();
  });

  const panel = {
    order_type: 'cloudpit_domains',
    webhosting_id: '4711',
    use_cp_2: true,
    category_slug: null,
  };

  it('decodes base64 and base64url cloud panel data, with or without padding', () => {
    expect(decodeCloudPanelData({ data: base64(panel) })).toEqual(panel);
    expect(decodeCloudPanelData({ data: base64url({ ...panel, note: 'ü?>' }) })).toEqual(panel);
    expect(decodeCloudPanelData({ data: base64(panel).replace(/=+$/, '') })).toEqual(panel);
  });

  it('normalises the optional fields', () => {
    expect(
      decodeCloudPanelData({
        data: base64({ order_type: 'redirect_product_category', webhosting_id: 4711, category_slug: 'ssl' }),
      }),
    ).toEqual({
      order_type: 'redirect_product_category',
      webhosting_id: '4711',
      use_cp_2: false,
      category_slug: 'ssl',
    });
    expect(
      decodeCloudPanelData({
        data: base64({ order_type: 'redirect', webhosting_id: '', category_slug: '../x' }),
      }),
    ).toEqual({ order_type: 'redirect', webhosting_id: null, use_cp_2: false, category_slug: null });
  });

  it.each([
    ['missing', {}],
    ['empty', { data: '' }],
    ['not base64', { data: '%%%' }],
    ['not JSON', { data: Buffer.from('hello').toString('base64') }],
    ['not an object', { data: base64([1, 2]) }],
    ['unknown order type', { data: base64({ ...panel, order_type: 'shop' }) }],
    ['invalid UTF-8', { data: Buffer.from([0xff, 0xfe]).toString('base64') }],
  ])('treats %s data as no cloud panel data', (_, query) => {
    expect(decodeCloudPanelData(query)).toBeNull();
  });
});
