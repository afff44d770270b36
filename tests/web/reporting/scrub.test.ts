import type { Event } from '@sentry/browser';
import { scrubBreadcrumb, scrubEvent, scrubStreamedSpan, scrubText, scrubUrl } from '@web/reporting/scrub';
import { pathTemplate } from '@web/reporting/url-templates';
import { describe, expect, it } from 'vitest';

const origin = 'https://shop.example';

/** What a visitor typed during a journey: none of it may appear in a report. */
const PERSONAL = [
  'Erika',
  'Mustermann',
  'erika.mustermann@example.com',
  'DE89 3704 0044 0532 0130 00',
  'DE89370400440532013000',
  '+49 30 1234567',
  '4111 1111 1111 1111',
  'Hauptstraße 5',
  'SUMMER24',
  'erika-mustermann',
  'K7p2x',
];

describe('paths and URLs in reports', () => {
  it('the shop’s routes appear as templates: no ids, codes or names', () => {
    expect(pathTemplate('/api/v2/promotions/SUMMER24')).toBe('/api/v2/promotions/:code');
    expect(pathTemplate('/api/v2/domain-recommendations/erika-mustermann')).toBe(
      '/api/v2/domain-recommendations/:domain',
    );
    expect(pathTemplate('/api/v1/4711/sms')).toBe('/api/v1/:id/sms');
    expect(pathTemplate('/api/v2/orders')).toBe('/api/v2/orders');
    expect(pathTemplate('/api/v2/session/order')).toBe('/api/v2/session/order');
    expect(pathTemplate('/success/4711')).toBe('/success/:orderId');
    expect(pathTemplate('/confirm/ABCD2345EF')).toBe('/confirm/:orderCode');
    expect(pathTemplate('/confirm')).toBe('/confirm/:orderCode');
    expect(pathTemplate('/customer/basic-info')).toBe('/customer/basic-info');
    expect(pathTemplate('/')).toBe('/');
  });

  it('unknown paths keep their first segment only; built assets stay as they are', () => {
    expect(pathTemplate('/legal/erika-mustermann/x')).toBe('/legal/:value/:value');
    expect(pathTemplate('/assets/app-1a2b3c4.js')).toBe('/assets/app-1a2b3c4.js');
  });

  it('query values and fragments are dropped, their names kept', () => {
    expect(scrubUrl('/session-restore?session_code=abc123secret#top', origin)).toBe(
      '/session-restore?session_code=[Filtered]',
    );
    expect(scrubUrl(`${origin}/api/v2/zipcodes/DE?search=Berl`, origin)).toBe(
      `${origin}/api/v2/zipcodes/:code?search=[Filtered]`,
    );
    expect(scrubUrl('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3', origin)).toBe(
      'https://www.googletagmanager.com/gtm.js?id=[Filtered]',
    );
  });
});

describe('free text in reports', () => {
  it('e-mail addresses, IBANs, phone and card numbers, URLs and API paths are replaced', () => {
    const text =
      'GET /api/v2/promotions/SUMMER24?x=1 failed for erika.mustermann@example.com, IBAN DE89 3704 0044 0532 0130 00 ' +
      'and DE89370400440532013000, phone +49 30 1234567, card 4111 1111 1111 1111 on https://shop.example/success/4711?a=b';
    const scrubbed = scrubText(text, origin);
    for (const value of ['SUMMER24', 'erika.mustermann', 'DE89', '1234567', '4111', '4711', 'a=b']) {
      expect(scrubbed).not.toContain(value);
    }
    expect(scrubbed).toContain('/api/v2/promotions/:code?x=[Filtered]');
    expect(scrubbed).toContain('[email]');
    expect(scrubbed).toContain('[iban]');
    expect(scrubbed).toContain('https://shop.example/success/:orderId?a=[Filtered]');
  });

  it('keeps what names no one: status codes, short numbers, route ids and support references', () => {
    expect(
      scrubText('GET /api/v1/:id/sms failed: http_502 (state sms/complete.resending, K7QM-4PXT)', origin),
    ).toBe('GET /api/v1/:id/sms failed: http_502 (state sms/complete.resending, K7QM-4PXT)');
  });
});

describe('breadcrumbs', () => {
  it('console lines are left out', () => {
    expect(scrubBreadcrumb({ category: 'console', message: 'Erika Mustermann' }, origin)).toBeNull();
  });

  it('calls and navigations keep their route templates; bodies are left out', () => {
    const fetchCrumb = scrubBreadcrumb(
      {
        category: 'fetch',
        data: {
          method: 'GET',
          url: '/api/v2/domain-recommendations/erika-mustermann?tld=de',
          status_code: 200,
          request_body: '{"first_name":"Erika"}',
          response_body_size: 120,
        },
      },
      origin,
    );
    expect(fetchCrumb?.data).toEqual({
      method: 'GET',
      url: '/api/v2/domain-recommendations/:domain?tld=[Filtered]',
      status_code: 200,
      response_body_size: 120,
    });
    const navigation = scrubBreadcrumb(
      { category: 'navigation', data: { from: '/oauth/callback?code=secret-code', to: '/success/4711' } },
      origin,
    );
    expect(navigation?.data).toEqual({ from: '/oauth/callback?code=[Filtered]', to: '/success/:orderId' });
  });
});

describe('events', () => {
  it('no user, cookies, headers but the browser’s, bodies or extra data; everything else scrubbed', () => {
    const event: Event = {
      message: 'Saving failed for erika.mustermann@example.com',
      user: { email: 'erika.mustermann@example.com', username: 'Erika Mustermann' },
      extra: { form: { first_name: 'Erika', last_name: 'Mustermann' } },
      request: {
        url: `${origin}/confirm?redirectResult=K7p2x`,
        cookies: { sid: 'secret' },
        headers: {
          'User-Agent': 'Chromium',
          Referer: `${origin}/customer/basic-info?name=Erika`,
          Cookie: 'sid=x',
        },
        data: { iban: 'DE89370400440532013000' },
        query_string: 'redirectResult=K7p2x',
      },
      exception: {
        values: [
          {
            type: 'ApiRequestError',
            value: 'GET /api/v2/promotions/SUMMER24 failed with status 500',
            stacktrace: {
              frames: [{ filename: `${origin}/assets/app-1a2b3c4.js`, vars: { street: 'Hauptstraße 5' } }],
            },
          },
        ],
      },
      breadcrumbs: [
        { category: 'console', message: '+49 30 1234567' },
        { category: 'ui.click', message: 'input#basic-info-email[name="erika-mustermann"]' },
      ],
      tags: { route: 'smsValidation', support_reference: 'K7QM-4PXT' },
      transaction: '/success/4711',
    };
    const scrubbed = scrubEvent(event, origin);
    const text = JSON.stringify(scrubbed);
    for (const value of PERSONAL) expect(text).not.toContain(value);
    expect(text).not.toContain('secret');
    expect(scrubbed.request).toEqual({
      url: `${origin}/confirm/:orderCode?redirectResult=[Filtered]`,
      headers: { 'User-Agent': 'Chromium' },
    });
    expect(scrubbed.user).toBeUndefined();
    expect(scrubbed.extra).toBeUndefined();
    expect(scrubbed.breadcrumbs).toHaveLength(1);
    expect(scrubbed.tags).toEqual({ route: 'smsValidation', support_reference: 'K7QM-4PXT' });
    expect(scrubbed.transaction).toBe('/success/:orderId');
    expect(scrubbed.exception?.values?.[0]?.value).toBe(
      'GET /api/v2/promotions/:code failed with status 500',
    );
    expect(scrubbed.exception?.values?.[0]?.stacktrace?.frames?.[0]).toEqual({
      filename: `${origin}/assets/app-1a2b3c4.js`,
    });
  });
});

describe('streamed spans (page loads, navigations, requests, interactions)', () => {
  const span = (name: string, attributes: Record<string, unknown>) => ({
    trace_id: '2',
    span_id: '1',
    name,
    start_timestamp: 0,
    end_timestamp: 1,
    status: 'ok' as const,
    is_segment: false,
    attributes,
  });

  it('a request keeps its operation, method, status and route template; query and body are left out', () => {
    const scrubbed = scrubStreamedSpan(
      span('GET /api/v2/domain-recommendations/erika-mustermann?q=erika', {
        'sentry.op': 'http.client',
        'http.request.method': 'GET',
        'http.response.status_code': 200,
        url: `${origin}/api/v2/domain-recommendations/erika-mustermann?q=erika`,
        'http.query': '?q=erika',
        'http.request.body': '{"name":"Erika Mustermann"}',
        'http.response_content_length': { value: 512, unit: 'byte' },
      }),
      origin,
    );
    expect(scrubbed.name).toBe('GET /api/v2/domain-recommendations/:domain?q=[Filtered]');
    expect(scrubbed.attributes).toEqual({
      'sentry.op': 'http.client',
      'http.request.method': 'GET',
      'http.response.status_code': 200,
      url: `${origin}/api/v2/domain-recommendations/:domain?q=[Filtered]`,
      'http.response_content_length': { value: 512, unit: 'byte' },
    });
  });

  it('a page load is named by its route template; an interaction by its element, without attribute values or labels', () => {
    const pageLoad = scrubStreamedSpan(
      span('/sms-validation', { 'sentry.segment.name': '/orders/erika-mustermann/edit' }),
      origin,
    );
    expect(pageLoad.name).toBe('/sms-validation');
    expect(JSON.stringify(pageLoad)).not.toContain('erika-mustermann');
    const click = scrubStreamedSpan(
      span('body > form > input[name="iban"][value="DE89 3704 0044 0532 0130 00"]', {
        'sentry.op': 'ui.interaction.click',
        'ui.element.label': 'Erika Mustermann, Hauptstraße 5',
        'user.email': 'erika.mustermann@example.com',
      }),
      origin,
    );
    expect(click.name).toBe('body > form > input[name][value]');
    expect(click.attributes['sentry.op']).toBe('ui.interaction.click');
    expect(click.attributes).not.toHaveProperty('ui.element.label');
    for (const value of PERSONAL) expect(JSON.stringify(click)).not.toContain(value);
  });
});
