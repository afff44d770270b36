import { domainApi, promotionApi } from '@contract/api';
import {
  DomainAvailabilityBody,
  DomainAvailabilityResponse,
  DomainParam,
  DomainRecommendationsResponse,
  InclusiveTldsBody,
  InclusiveTldsResponse,
} from '@contract/domains';
import { PromotionCodeParam, PromotionsResponse } from '@contract/promotions';
import { describe, expect, it } from 'vitest';

describe('domain calls', () => {
  it('inclusive-tlds takes the product id and domains, answers inclusiveTlds', () => {
    expect(domainApi.inclusiveTlds.params.parse({ id: '12' })).toEqual({ id: 12 });
    expect(domainApi.inclusiveTlds.params.safeParse({ id: 'x' }).success).toBe(false);
    const body = { domains: ['example.de', 'example.com'] };
    expect(InclusiveTldsBody.parse(body)).toEqual(body);
    expect(InclusiveTldsBody.safeParse({ domains: 'example.de' }).success).toBe(false);
    expect(InclusiveTldsBody.safeParse({ domains: ['x'.repeat(254)] }).success).toBe(false);
    const answer = { inclusiveTlds: [{ tld: 'de', amount: 1 }] };
    expect(InclusiveTldsResponse.parse(answer)).toEqual(answer);
    expect(InclusiveTldsResponse.safeParse({ inclusiveTlds: [{ tld: 'de', amount: -1 }] }).success).toBe(
      false,
    );
  });

  it.each(['example.de', 'müller.de', 'my-shop', 'ab'])(
    'recommendations accept the searched name %s',
    (domain) => {
      expect(DomainParam.parse({ domain })).toEqual({ domain });
    },
  );

  it.each(['a', 'a b.de', 'x/y.de', '<script>', 'x'.repeat(254)])('recommendations reject %s', (domain) => {
    expect(domainApi.domainRecommendations.params.safeParse({ domain }).success).toBe(false);
  });

  it('recommendations answer a list of names', () => {
    expect(DomainRecommendationsResponse.parse({ data: ['example.shop'] })).toEqual({
      data: ['example.shop'],
    });
    expect(DomainRecommendationsResponse.safeParse({ data: 'example.shop' }).success).toBe(false);
  });

  it('availability takes at most 5 domains and answers domain, tld, status', () => {
    const body = { domains: ['example.de', 'example.com', 'example.net', 'example.org', 'example.eu'] };
    expect(domainApi.domainAvailability.body.parse(body)).toEqual(body);
    expect(DomainAvailabilityBody.safeParse({ domains: [...body.domains, 'example.at'] }).success).toBe(
      false,
    );
    expect(DomainAvailabilityBody.safeParse({ domains: [] }).success).toBe(false);
    const answer = {
      data: [
        { domain: 'example.de', tld: 'de', status: 0 },
        { domain: 'example.com', tld: 'com', status: 1 },
        { domain: 'example.net', tld: 'net', status: 2 },
        { domain: 'example.org', tld: 'org', status: 4 },
      ],
    };
    expect(DomainAvailabilityResponse.parse(answer)).toEqual(answer);
    expect(
      DomainAvailabilityResponse.safeParse({ data: [{ domain: 'x.de', tld: 'de', status: 3 }] }).success,
    ).toBe(false);
  });
});

describe('promotion calls', () => {
  it('GET /api/v2/promotions/:code takes a code', () => {
    expect(promotionApi.promotion.params.parse({ code: 'SUMMER-25' })).toEqual({ code: 'SUMMER-25' });
    for (const code of ['', 'a b', 'x'.repeat(65), 'x/y']) {
      expect(PromotionCodeParam.safeParse({ code }).success).toBe(false);
    }
  });

  it('the promotions list parses', () => {
    const promotion = {
      code: 'SUMMER-25',
      type: 'product',
      discount_type: 'percentage',
      value: 25,
      requires: [],
      is_recurring: true,
      recurs_for: 3,
      is_automatic: false,
      discount_label: null,
      applies_to: { type: 'product', list: [12] },
      supported: { maturity_months: [12, 24], interval_months: [1], for_addon: false, for_upsell: false },
    };
    const answer = { automatic: [], applied: [promotion] };
    expect(promotionApi.promotions.response.parse(answer)).toEqual(answer);
    expect(
      PromotionsResponse.safeParse({ automatic: [], applied: [{ ...promotion, value: -1 }] }).success,
    ).toBe(false);
  });
});
