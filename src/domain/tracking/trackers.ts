import type { TrackingIds } from '@contract/brand';

/**
 * Where Google Tag Manager and the Google Analytics 4 tags of a container load from and send to
 * (Google's guide to Tag Manager under a Content-Security-Policy). Other tags a container may hold
 * need origins of their own, which the shop does not allow.
 */
const TAG_MANAGER_ORIGINS = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: [
    'https://*.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
};

/** The container's script (it reads `window.dataLayer`). */
export const tagManagerScriptUrl = (containerId: string): string =>
  `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;

/** Origins a brand's trackers need, per Content-Security-Policy directive. */
export interface TrackerOrigins {
  script: string[];
  img: string[];
  connect: string[];
}

export function trackerOrigins(ids: TrackingIds): TrackerOrigins {
  const origins: TrackerOrigins = { script: [], img: [], connect: [] };
  if (ids.google_tag_manager) {
    origins.script.push(...TAG_MANAGER_ORIGINS.script);
    origins.img.push(...TAG_MANAGER_ORIGINS.img);
    origins.connect.push(...TAG_MANAGER_ORIGINS.connect);
  }
  const marketing = marketingTracker(ids);
  if (marketing) origins.img.push(`https://${marketing.host}`);
  return origins;
}

/** The marketing tracker of a brand: its host and trigger id, or null when not configured. */
export function marketingTracker(ids: TrackingIds): { host: string; triggerId: string } | null {
  const host = ids.easymarketing_host;
  const triggerId = ids.easymarketing_trigger_id;
  return host && triggerId ? { host, triggerId } : null;
}

/** The checkout spec's "one marketing tracker only in production". */
export const marketingTrackerRuns = (env: string): boolean => env === 'production';

/**
 * Trackers wait for the visitor's consent where the brand offers privacy settings (the footer's
 * privacy-settings link): there a consent manager decides; elsewhere the brand's terms do.
 */
export const consentRequired = (display: { privacy_settings_link: boolean }): boolean =>
  display.privacy_settings_link;

/** What the marketing tracker's conversion call carries. */
export interface MarketingConversion {
  host: string;
  triggerId: string;
  campaignId: number;
  orderId: number;
  /** The order's net amount in euros (the commission is computed from it). */
  netEuros: number;
  /** The click id the marketing system gave the landing page (cookie `emid`), when known. */
  emid: string | null;
}

/**
 * The conversion call (an image request to the affiliate programme's tracking host): campaign,
 * trigger, the order as token, its net turnover in EUR and the click id for attribution.
 */
export function marketingConversionUrl(conversion: MarketingConversion): string {
  const query = new URLSearchParams({
    campaign_id: String(conversion.campaignId),
    trigger_id: conversion.triggerId,
    token: String(conversion.orderId),
    turnover: conversion.netEuros.toFixed(2),
    currency: 'EUR',
    t: 'img',
  });
  if (conversion.emid) query.set('emid', conversion.emid);
  return `https://${conversion.host}/trck/etrack/?${query.toString()}`;
}
