import type { CloudPanelData, CloudPanelOrderType } from '@contract/auth';
import type { RouteQuery } from '../shared/routes';

/** Longest session or draft code we accept (contract SessionCode). */
const SESSION_CODE = /^[A-Za-z0-9]{1,128}$/;
/** Longest authorization code we pass on (contract BoundedToken). */
const MAX_TOKEN_LENGTH = 10_000;

const text = (value: string | number | undefined): string | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** `session_code` of /session-restore and /continue-preconfigured-order, or null when missing or malformed. */
export function readSessionCode(query: RouteQuery): string | null {
  const code = text(query.session_code);
  return code !== null && SESSION_CODE.test(code) ? code : null;
}

/** `code` of /oauth/callback (the authorization code), or null when missing. */
export function readAuthorizationCode(query: RouteQuery): string | null {
  const code = text(query.code);
  return code !== null && code.length <= MAX_TOKEN_LENGTH ? code : null;
}

/** The `state` of /oauth/callback (an opaque token of the authority round trip), or null. */
export function readAuthorizationState(query: RouteQuery): string | null {
  const state = text(query.state);
  return state !== null && state.length <= MAX_TOKEN_LENGTH ? state : null;
}

const ORDER_TYPES: readonly CloudPanelOrderType[] = [
  'redirect',
  'cloudpit_domains',
  'redirect_product_category',
];
const isOrderType = (value: unknown): value is CloudPanelOrderType =>
  ORDER_TYPES.some((type) => type === value);
const SLUG = /^[\w-]{1,100}$/;

function base64ToText(value: string): string | null {
  // Accept base64 and base64url, with or without padding.
  const normal = value.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(normal) || normal.length % 4 === 1) return null;
  const padded = normal.padEnd(normal.length + ((4 - (normal.length % 4)) % 4), '=');
  try {
    const bytes = Uint8Array.from(atob(padded), (character) => character.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/**
 * Cloud panel data of /oauth/callback (`data`: base64 JSON, contract CloudPanelData), or null when
 * it is missing or cannot be read. Unknown keys are ignored; a missing `use_cp_2` means the first
 * authority.
 */
export function decodeCloudPanelData(query: RouteQuery): CloudPanelData | null {
  const raw = typeof query.data === 'string' ? query.data.trim() : '';
  if (raw === '') return null;
  const json = base64ToText(raw);
  const value = json === null ? null : parseJson(json);
  if (typeof value !== 'object' || value === null || !('order_type' in value)) return null;
  const record: Record<string, unknown> = { ...value };
  if (!isOrderType(record.order_type)) return null;
  const webhosting = record.webhosting_id;
  const webhostingId =
    typeof webhosting === 'number' && Number.isSafeInteger(webhosting)
      ? String(webhosting)
      : typeof webhosting === 'string' && webhosting !== '' && webhosting.length <= 64
        ? webhosting
        : null;
  const slug = record.category_slug;
  return {
    order_type: record.order_type,
    webhosting_id: webhostingId,
    use_cp_2: record.use_cp_2 === true,
    category_slug: typeof slug === 'string' && SLUG.test(slug) ? slug : null,
  };
}
