import {
  consentRequired,
  marketingConversionUrl,
  marketingTracker,
  marketingTrackerRuns,
  tagManagerScriptUrl,
  trackerOrigins,
} from '@domain/tracking/trackers';
import { describe, expect, it } from 'vitest';

describe('trackers of a brand', () => {
  it('no tracking id: no tracker and no outside origin', () => {
    expect(trackerOrigins({})).toEqual({ script: [], img: [], connect: [] });
    expect(marketingTracker({})).toBeNull();
  });

  it('the tag manager: its script, and the origins its Analytics tags reach', () => {
    expect(tagManagerScriptUrl('GTM-AB12CD3')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
    const origins = trackerOrigins({ google_tag_manager: 'GTM-AB12CD3' });
    expect(origins.script).toEqual(['https://*.googletagmanager.com']);
    expect(origins.connect).toContain('https://*.google-analytics.com');
    expect(origins.img).toContain('https://*.googletagmanager.com');
  });

  it('the marketing tracker needs both its host and its trigger id', () => {
    expect(marketingTracker({ easymarketing_host: 'track.partner.example' })).toBeNull();
    expect(marketingTracker({ easymarketing_trigger_id: '7' })).toBeNull();
    const ids = { easymarketing_host: 'track.partner.example', easymarketing_trigger_id: '7' };
    expect(marketingTracker(ids)).toEqual({ host: 'track.partner.example', triggerId: '7' });
    expect(trackerOrigins(ids)).toEqual({ script: [], img: ['https://track.partner.example'], connect: [] });
  });

  it('the marketing tracker runs only in production (checkout spec section 9)', () => {
    expect(marketingTrackerRuns('production')).toBe(true);
    expect(marketingTrackerRuns('development')).toBe(false);
    expect(marketingTrackerRuns('test')).toBe(false);
  });

  it('consent is needed where the brand shows the privacy-settings link', () => {
    expect(consentRequired({ privacy_settings_link: true })).toBe(true);
    expect(consentRequired({ privacy_settings_link: false })).toBe(false);
  });

  it('the conversion call: campaign, trigger, order, net turnover in EUR and the click id when known', () => {
    const url = new URL(
      marketingConversionUrl({
        host: 'track.partner.example',
        triggerId: '7',
        campaignId: 1,
        orderId: 4711,
        netEuros: 71.9,
        emid: null,
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://track.partner.example/trck/etrack/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      campaign_id: '1',
      trigger_id: '7',
      token: '4711',
      turnover: '71.90',
      currency: 'EUR',
      t: 'img',
    });
    const attributed = new URL(
      marketingConversionUrl({
        host: 'track.partner.example',
        triggerId: '7',
        campaignId: 3,
        orderId: 1,
        netEuros: 0,
        emid: 'abc123',
      }),
    );
    expect(attributed.searchParams.get('emid')).toBe('abc123');
  });
});
