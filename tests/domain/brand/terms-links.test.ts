import { termsLinks } from '@domain/brand/terms-links';
import { describe, expect, it } from 'vitest';

const terms = { business: '/agb-business', private: '/agb-private' };

describe('the general terms a brand links', () => {
  it.each([
    [true, true, ['business', 'private']],
    [true, false, ['business']],
    [false, true, ['private']],
  ])('companies %s, private persons %s: %j', (allow_companies, allow_private_persons, audiences) => {
    const links = termsLinks({ allow_companies, allow_private_persons, terms });
    expect(links.map((link) => link.audience)).toEqual(audiences);
  });

  it('links each to its own page', () => {
    expect(termsLinks({ allow_companies: true, allow_private_persons: false, terms })).toEqual([
      { audience: 'business', url: '/agb-business' },
    ]);
  });
});
