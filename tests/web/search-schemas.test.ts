import {
  categoriesSearch,
  customerSearch,
  domainSearch,
  oauthSearch,
  paymentReturnSearch,
  postfillSearch,
  productFieldsSearch,
  productsSearch,
  sessionCodeSearch,
  stepSearch,
} from '@web/app/search/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';

/**
 * Every query parameter of both specs goes through its sanitiser (catalogue spec section 5,
 * checkout spec section 5; issue #10): the route search schemas of src/web/app/routes.tsx keep only
 * the allowed characters of each parameter, so hostile values (script tags, SQL, over-long text,
 * right-to-left marks, IDN names) reach the app without their dangerous characters, or not at all.
 */

type SearchSchema = z.ZodMiniObject<Record<string, z.core.$ZodType>>;

/** What each kind of parameter may still contain after sanitising. */
const ALLOWED = {
  /** Ids, oauth, referrer: word characters without underscore. */
  alphanumeric: /^[A-Za-z0-9]+$/,
  /** OAuth code and state (docs/how-the-shop-behaves.md: base64url alphabet). */
  oauth: /^[A-Za-z0-9_-]+$/,
  /** Slug and promo code: word characters and hyphens. */
  slugOrCode: /^[A-Za-z0-9_-]+$/,
  /** Domain: letters (any script, with marks), digits, dots and hyphens; no whitespace or symbols. */
  domain: /^[\p{L}\p{M}\p{Nd}.-]+$/u,
  /** Payment redirect values: word characters plus ! + / =. */
  payment: /^[A-Za-z0-9_!+/=]+$/,
  /** OAuth `data`: base64 or base64url JSON. */
  base64: /^[A-Za-z0-9+/=_-]+$/,
  yesNo: /^[yn]$/,
} as const;
type Kind = keyof typeof ALLOWED | 'integer';

/**
 * The query parameters of every route of both specs, with the kind of value each one is; the
 * schema is the one the route validates its search with (routes.tsx).
 */
/** The query of the product-selection step screens, which the product-fields screen extends. */
const STEP_PARAMS: Record<string, Kind> = {
  id: 'alphanumeric',
  rowId: 'alphanumeric',
  addonId: 'integer',
  upsellProductId: 'integer',
  set: 'integer',
  p: 'yesNo',
  returnToCart: 'alphanumeric',
  d: 'domain',
};

const ROUTES: { route: string; schema: SearchSchema; params: Record<string, Kind> }[] = [
  { route: '/categories', schema: categoriesSearch, params: { d: 'domain', tid: 'alphanumeric' } },
  {
    route: '/products/{slug}',
    schema: productsSearch,
    params: {
      d: 'domain',
      tid: 'alphanumeric',
      chooseProduct: 'integer',
      addons: 'integer',
      referrer: 'alphanumeric',
      webcard_demo_reference: 'slugOrCode',
      promocode: 'slugOrCode',
    },
  },
  {
    route: '/additional-product-fields',
    schema: productFieldsSearch,
    params: {
      ...STEP_PARAMS,
      tid: 'alphanumeric',
      addons: 'integer',
      webcard_demo_reference: 'slugOrCode',
      promocode: 'slugOrCode',
    },
  },
  {
    // /popular-addons (upsellProductId), /addon-variants (set), /promoted-addons and the
    // addon-fields screens (addonId, p), /periods (returnToCart): one schema for the steps.
    route: 'the other product-selection steps',
    schema: stepSearch,
    params: STEP_PARAMS,
  },
  {
    route: '/domain, /domains/* (lookup, add-a-domain, add-a-product, additional-domain-fields)',
    schema: domainSearch,
    params: {
      id: 'alphanumeric',
      d: 'domain',
      tid: 'alphanumeric',
      p: 'yesNo',
      returnToCart: 'alphanumeric',
      referrer: 'alphanumeric',
    },
  },
  { route: '/postfill/*', schema: postfillSearch, params: { id: 'alphanumeric', p: 'yesNo' } },
  { route: '/customer/*', schema: customerSearch, params: { returnToConfirm: 'alphanumeric' } },
  {
    route: '/confirm, /cancel-paypal-subscription',
    schema: paymentReturnSearch,
    params: { redirectResult: 'payment', subscription_id: 'payment' },
  },
  {
    route: '/session-restore, /continue-preconfigured-order',
    schema: sessionCodeSearch,
    params: { session_code: 'alphanumeric' },
  },
  {
    route: '/oauth/callback',
    schema: oauthSearch,
    params: { code: 'oauth', state: 'oauth', data: 'base64' },
  },
];

const HOSTILE = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '"><svg onload=alert(1)>',
  "' OR '1'='1' --",
  'javascript:alert(1)',
  '\u202Eexe.txt',
  'a\u200Bb',
  'x'.repeat(5000),
  'xn--mnchen-3ya.de',
  'münchen.de',
  'مثال.إختبار',
  '12; DROP TABLE orders',
  '%3Cscript%3E',
];

/** A query value as a router delivers it: text, a number, a boolean or a repeated parameter. */
const queryValue = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 20 })), { maxLength: 3 }),
);

function expectSanitised(kind: Kind, value: unknown): void {
  if (value === undefined) return;
  if (kind === 'integer') {
    expect(Number.isSafeInteger(value) && (value as number) > 0, String(value)).toBe(true);
    return;
  }
  expect(typeof value).toBe('string');
  expect(value as string).toMatch(ALLOWED[kind]);
}

describe('route search schemas sanitise every query parameter of both specs', () => {
  it.each(ROUTES)('$route: each listed parameter has its sanitiser', ({ schema, params }) => {
    expect(Object.keys(schema.shape).sort()).toEqual(Object.keys(params).sort());
  });

  it.each(ROUTES)(
    '$route: hostile values come out with only their allowed characters, or not at all',
    ({ schema, params }) => {
      const names = Object.keys(params);
      fc.assert(
        fc.property(fc.dictionary(fc.constantFrom(...names), queryValue), (search) => {
          const parsed = schema.safeParse(search);
          // A route never fails on its query: the sanitisers clean instead of refusing.
          expect(parsed.success).toBe(true);
          if (!parsed.success) return;
          for (const [name, kind] of Object.entries(params)) expectSanitised(kind, parsed.data[name]);
        }),
        { numRuns: 200 },
      );
    },
  );

  it('keeps no markup, quote, whitespace or direction mark of the classic payloads', () => {
    for (const { schema, params } of ROUTES) {
      for (const payload of HOSTILE) {
        const parsed = schema.parse(Object.fromEntries(Object.keys(params).map((name) => [name, payload])));
        for (const value of Object.values(parsed)) {
          expect(String(value ?? '')).not.toMatch(/[<>"'`\s\u200B\u202E();:]/u);
        }
      }
    }
  });

  it('keeps an IDN domain term readable (letters of any script) and drops unknown parameters', () => {
    expect(categoriesSearch.parse({ d: 'münchen.de' }).d).toBe('münchen.de');
    expect(categoriesSearch.parse({ d: '<b>münchen</b>.de' }).d).toBe('bmünchenb.de');
    expect(stepSearch.parse({ promocode: 'SAVE10', tid: 'abc', unknown: 'x' })).toEqual({});
  });
});
