import type { Breadcrumb, BrowserOptions, Event } from '@sentry/browser';
import { pathTemplate } from './url-templates';

const FILTERED = '[Filtered]';

/**
 * A URL as a report may show it: the shop's own paths as their route templates (no ids, codes or
 * names), every query value replaced, no fragment. Outside URLs keep their path.
 */
export function scrubUrl(raw: string, origin: string): string {
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return FILTERED;
  }
  const own = url.origin === origin;
  const path = own ? pathTemplate(url.pathname) : url.pathname;
  const keys = [...new Set(url.searchParams.keys())];
  const query =
    keys.length > 0 ? `?${keys.map((key) => `${encodeURIComponent(key)}=${FILTERED}`).join('&')}` : '';
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(raw);
  return `${relative ? '' : url.origin}${path}${query}`;
}

const URLS = /\bhttps?:\/\/[^\s"'<>()]+/gi;
const API_PATHS = /(?<![\w/.])\/api\/v\d+\/[^\s"'<>()]*/g;
const EMAILS = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[^\s@"'<>()]+/g;
/** IBANs, with or without the spaces of their printed form. */
const IBANS = /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]){11,30}\b/gi;
/** Phone and card numbers, bank codes, postcodes: six or more digits, spaces, dashes or slashes between. */
const NUMBERS = /\+?\d(?:[\d \-/]*\d){5,}/g;

/** Free text (messages, selectors, span names): URLs and API paths scrubbed, personal patterns replaced. */
export function scrubText(text: string, origin: string): string {
  return text
    .replace(URLS, (url) => scrubUrl(url, origin))
    .replace(API_PATHS, (path) => scrubUrl(path, origin))
    .replace(EMAILS, '[email]')
    .replace(IBANS, '[iban]')
    .replace(NUMBERS, '[number]');
}

const URL_KEYS = /url|^from$|^to$|href|path/i;
const BODY_KEYS = /body|payload|data$|cookie|header|query|fragment/i;

/** Bodies, headers, cookies and queries are left out; their sizes stay. */
const isLeftOut = (key: string): boolean => BODY_KEYS.test(key) && !/_size$/.test(key);

/** Key-value data of breadcrumbs and spans: URLs scrubbed, bodies, headers and queries left out. */
function scrubData(data: Record<string, unknown>, origin: string): Record<string, string | number | boolean> {
  const kept: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(data)) {
    if (isLeftOut(key)) continue;
    if (typeof value === 'string')
      kept[key] = URL_KEYS.test(key) ? scrubUrl(value, origin) : scrubText(value, origin);
    else if (typeof value === 'number' || typeof value === 'boolean') kept[key] = value;
  }
  return kept;
}

/** Attribute values in an element's selector (`[name="…"]`, `[title="…"]`) may be anyone's text. */
const ATTRIBUTE_VALUES = /\[([\w-]+)=(?:"[^"]*"|'[^']*'|[^\]]*)\]/g;

/**
 * Console lines are left out (they may print anything); clicks and key presses keep the element's
 * selector without attribute values; the others keep their scrubbed data.
 */
export function scrubBreadcrumb(crumb: Breadcrumb, origin: string): Breadcrumb | null {
  if (crumb.category === 'console') return null;
  const scrubbed: Breadcrumb = { ...crumb };
  const message = crumb.category?.startsWith('ui.')
    ? crumb.message?.replace(ATTRIBUTE_VALUES, '[$1]')
    : crumb.message;
  if (message) scrubbed.message = scrubText(message, origin);
  if (crumb.data) scrubbed.data = scrubData(crumb.data, origin);
  return scrubbed;
}

/**
 * An event as it may leave the browser: no user, no cookies, headers, bodies or query values; the
 * page's URL as its route template; messages, exception texts, breadcrumbs, tags and the
 * transaction name scrubbed; no extra data but the report's own contexts.
 */
export function scrubEvent<E extends Event>(event: E, origin: string): E {
  const scrubbed: E = { ...event };
  delete scrubbed.user;
  delete scrubbed.extra;
  if (event.request) {
    const agent = event.request.headers?.['User-Agent'];
    scrubbed.request = {
      ...(event.request.url ? { url: scrubUrl(event.request.url, origin) } : {}),
      ...(agent ? { headers: { 'User-Agent': agent } } : {}),
    };
  }
  if (event.message) scrubbed.message = scrubText(event.message, origin);
  if (event.logentry?.message) scrubbed.logentry = { message: scrubText(event.logentry.message, origin) };
  if (event.transaction) {
    const name = event.transaction;
    scrubbed.transaction = name.startsWith('/') ? scrubUrl(name, origin) : scrubText(name, origin);
  }
  if (event.exception?.values) {
    scrubbed.exception = {
      values: event.exception.values.map((exception) => ({
        ...exception,
        ...(exception.value ? { value: scrubText(exception.value, origin) } : {}),
        ...(exception.stacktrace?.frames
          ? {
              stacktrace: {
                frames: exception.stacktrace.frames.map(({ vars: _vars, ...frame }) => ({
                  ...frame,
                  ...(frame.abs_path ? { abs_path: scrubUrl(frame.abs_path, origin) } : {}),
                  ...(frame.filename ? { filename: scrubUrl(frame.filename, origin) } : {}),
                })),
              },
            }
          : {}),
      })),
    };
  }
  if (event.breadcrumbs) {
    scrubbed.breadcrumbs = event.breadcrumbs.flatMap((crumb) => scrubBreadcrumb(crumb, origin) ?? []);
  }
  if (event.tags) {
    scrubbed.tags = Object.fromEntries(
      Object.entries(event.tags).map(([key, value]) => [
        key,
        typeof value === 'string' ? scrubText(value, origin) : value,
      ]),
    );
  }
  if (event.contexts?.trace?.data) {
    scrubbed.contexts = {
      ...event.contexts,
      trace: { ...event.contexts.trace, data: scrubData(event.contexts.trace.data, origin) },
    };
  }
  return scrubbed;
}

/** A span as the SDK streams it: traces (page loads, navigations, requests, interactions). */
type StreamedSpan = Parameters<NonNullable<BrowserOptions['beforeSendSpan']>>[0];

/** A name or text value of a span: paths as route templates, selectors without attribute values. */
function scrubSpanText(text: string, origin: string): string {
  const withoutAttributes = text.replace(ATTRIBUTE_VALUES, '[$1]');
  return withoutAttributes.startsWith('/')
    ? scrubUrl(withoutAttributes, origin)
    : scrubText(withoutAttributes, origin);
}

/**
 * Attributes that may hold anyone's words (an element's label or text, a user, a client address)
 * are left out of spans; the SDK's own names (`sentry.*`) stay.
 */
const FREE_TEXT_ATTRIBUTES = /^(?!sentry\.)(?:.*\.)?(?:label|text|title|name)$|^user\.|^client\./i;

/** One attribute value: texts scrubbed, numbers and flags kept, anything else left out. */
function scrubAttributeValue(key: string, value: unknown, origin: string): unknown {
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string')
    return URL_KEYS.test(key) ? scrubUrl(value, origin) : scrubSpanText(value, origin);
  if (Array.isArray(value)) return value.map((item) => scrubAttributeValue(key, item, origin));
  if (value !== null && typeof value === 'object' && 'value' in value) {
    const typed = value as { value: unknown };
    return { ...typed, value: scrubAttributeValue(key, typed.value, origin) };
  }
  return undefined;
}

/**
 * A span as it may leave the browser: its name scrubbed like a transaction's, attributes as
 * breadcrumb data (no bodies, headers or queries; URLs as route templates; texts scrubbed), no
 * links to other traces.
 */
export function scrubStreamedSpan(span: StreamedSpan, origin: string): StreamedSpan {
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(span.attributes)) {
    if (isLeftOut(key) || FREE_TEXT_ATTRIBUTES.test(key)) continue;
    const kept = scrubAttributeValue(key, value, origin);
    if (kept !== undefined) attributes[key] = kept;
  }
  const { links: _links, ...rest } = span;
  return { ...rest, name: scrubSpanText(span.name, origin), attributes };
}
