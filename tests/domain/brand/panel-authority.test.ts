import type { CloudPanelData } from '@contract/auth';
import { panelAuthorityUrl } from '@domain/brand/panel-authority';
import { describe, expect, it } from 'vitest';

const oauth = {
  authority: 'https://login.example.org',
  second_authority: 'https://panel2.example.org',
  client_id: 'shop',
  provider_type: 'oidc',
  redirect_uri: '/oauth/callback',
};
const data = (use_cp_2: boolean): CloudPanelData => ({
  order_type: 'redirect',
  webhosting_id: 'WH-1',
  use_cp_2,
  category_slug: null,
});

describe('the cloud panel a visitor goes back to (checkout spec section 4)', () => {
  it.each([
    ['the first authority', oauth, data(false), 'https://login.example.org'],
    ['the second authority for use_cp_2', oauth, data(true), 'https://panel2.example.org'],
    [
      'the first when the brand has no second',
      { ...oauth, second_authority: null },
      data(true),
      'https://login.example.org',
    ],
    ['none for a visitor not from the panel', oauth, null, null],
    [
      'none for a brand without authority',
      { ...oauth, authority: null, second_authority: null },
      data(false),
      null,
    ],
  ])('%s', (_, settings, cloudData, expected) => {
    expect(panelAuthorityUrl(settings, cloudData)).toBe(expected);
  });
});
