import {
  domainSearchTerm,
  normalizeDomainInput,
  planDomainSearch,
  queryByRegistrableDomain,
  validateDomainSearch,
} from '@domain/validation/domain-search';
import { registrableDomainOf, sanitizeDomainSearch } from '@domain/validation/registrable-domain';
import { describe, expect, it } from 'vitest';

const key = (name: string) => `domain_search.form_validation.${name}`;

describe('domain search: required, at least 2 characters', () => {
  it.each([
    ['', key('required')],
    ['   ', key('required')],
    ['a', key('min_length')],
    [' a ', key('min_length')],
    ['ab', null],
    ['www.a', key('min_length')],
    ['-a-', key('min_length')],
    ['.', key('min_length')],
    ['ä', key('min_length')],
    ['äb', null],
  ])('%j gives %s', (input, expected) => {
    expect(validateDomainSearch(input)?.key ?? null).toBe(expected);
  });

  it('carries the minimum', () => {
    expect(validateDomainSearch('a')).toEqual({ key: key('min_length'), length: 2 });
  });
});

describe('domain search: label before the first dot at most 63', () => {
  it.each([
    ['a'.repeat(63), null],
    ['a'.repeat(64), key('cannot_be_registered')],
    [`${'a'.repeat(63)}.de`, null],
    [`${'a'.repeat(64)}.de`, key('cannot_be_registered')],
    [`www.${'a'.repeat(63)}.de`, null],
    [`www.${'a'.repeat(64)}.de`, key('cannot_be_registered')],
    [`example.${'a'.repeat(64)}`, null],
  ])('a %#. input gives %s', (input, expected) => {
    expect(validateDomainSearch(input)?.key ?? null).toBe(expected);
  });

  it('carries the maximum', () => {
    expect(validateDomainSearch('a'.repeat(64))).toEqual({ key: key('cannot_be_registered'), length: 63 });
  });
});

describe('domain search: forbidden characters', () => {
  it.each([...'`~!@§#$%^&*()+=[]{}|\\\'<>?/";:_'])('%j is forbidden', (char) => {
    expect(validateDomainSearch(`my${char}shop.de`)).toEqual({
      key: key('forbidden_characters'),
      characters: [{ char, name: null }],
    });
  });

  it.each([
    ['my shop', [{ char: ' ', name: 'space' }]],
    ['my\tshop', [{ char: ' ', name: 'space' }]],
    ['a,b', [{ char: ',', name: 'comma' }]],
    [
      'my shop, my@place  @home',
      [
        { char: ' ', name: 'space' },
        { char: ',', name: 'comma' },
        { char: '@', name: null },
      ],
    ],
  ])('%j lists %j once each, in order', (input, characters) => {
    expect(validateDomainSearch(input)).toEqual({ key: key('forbidden_characters'), characters });
  });

  it.each([['bücher.de'], ['my-shop.de'], ['пример.рф'], ['shop24.de'], ['  example.de  ']])(
    '%j is allowed',
    (input) => {
      expect(validateDomainSearch(input)).toBeNull();
    },
  );

  it('forbidden characters are reported before the length rules', () => {
    expect(validateDomainSearch('@')?.key).toBe(key('forbidden_characters'));
  });
});

describe('normalizeDomainInput', () => {
  it.each([
    ['  Example.DE ', 'example.de'],
    ['www.example.de', 'example.de'],
    ['WWW.Example.de', 'example.de'],
    ['..-example.de.-', 'example.de'],
    ['.www.-example.de', 'example.de'],
    ['wwwexample.de', 'wwwexample.de'],
    ['www.', 'www'],
    ['my-shop', 'my-shop'],
  ])('%j becomes %j', (input, expected) => {
    expect(normalizeDomainInput(input)).toBe(expected);
  });
});

describe('sanitizeDomainSearch: registrable domain', () => {
  const offered = new Set(['de', 'com', 'uk', 'co.uk', 'shop']);
  const withoutCoUk = new Set(['de', 'uk']);

  it.each([
    ['Example.DE', offered, 'example.de', 'example', 'de'],
    ['www.example.de', offered, 'example.de', 'example', 'de'],
    ['shop.example.de', offered, 'example.de', 'example', 'de'],
    ['a.b.shop.example.de', offered, 'example.de', 'example', 'de'],
    ['shop.example.co.uk', offered, 'example.co.uk', 'example', 'co.uk'],
    ['example.co.uk', offered, 'example.co.uk', 'example', 'co.uk'],
    ['shop.example.co.uk', withoutCoUk, 'co.uk', 'co', 'uk'],
    ['example.shop', offered, 'example.shop', 'example', 'shop'],
    ['a.example.com.au', offered, 'example.com.au', 'example', 'com.au'],
    ['a.example.notatld', offered, 'example.notatld', 'example', 'notatld'],
    ['co.uk', withoutCoUk, 'co.uk', 'co', 'uk'],
    ['co.uk', new Set<string>(), 'co.uk', 'co', 'uk'],
    ['x.shop.bücher.de', offered, 'bücher.de', 'bücher', 'de'],
    ['-example..de-', offered, 'example.de', 'example', 'de'],
    ['my shop!.de', offered, 'myshop.de', 'myshop', 'de'],
  ])('%j gives %j', (input, tlds, domain, sld, tld) => {
    expect(sanitizeDomainSearch(input, tlds)).toEqual({ domain, sld, tld });
  });

  it.each([
    ['MyShop', 'myshop'],
    ['www.myshop', 'myshop'],
    ['-myshop.', 'myshop'],
  ])('a bare name %j stays a name %j (the lookup tries all TLDs)', (input, name) => {
    expect(sanitizeDomainSearch(input, offered)).toEqual({ domain: name, sld: name, tld: null });
  });

  it.each([[''], ['...'], ['@@'], ['www.']])('%j leaves nothing to search', (input) => {
    expect(sanitizeDomainSearch(input, offered)).toEqual(
      input === 'www.' ? { domain: 'www', sld: 'www', tld: null } : null,
    );
  });
});

describe('planDomainSearch: what the offered TLDs decide without the public suffix list', () => {
  const offered = new Set(['de', 'com', 'uk', 'co.uk']);

  it.each([
    ['shop.example.de', { domain: 'example.de', sld: 'example', tld: 'de' }],
    ['shop.example.co.uk', { domain: 'example.co.uk', sld: 'example', tld: 'co.uk' }],
    ['MyShop', { domain: 'myshop', sld: 'myshop', tld: null }],
  ])('%j is decided by an offered TLD (or has none): %j', (input, query) => {
    expect(planDomainSearch(input, offered)).toEqual({ kind: 'decided', query });
  });

  it.each([
    ['a.example.com.au', 'a.example.com.au'],
    ['WWW.Example.Notatld', 'example.notatld'],
    ['shop..example.berlin.', 'shop.example.berlin'],
  ])('%j ends in no offered TLD: the list decides the cleaned name %j', (input, name) => {
    expect(planDomainSearch(input, offered)).toEqual({ kind: 'needsSuffixList', name });
  });

  it('leaves nothing to plan for an input of forbidden characters only', () => {
    expect(planDomainSearch('@@', offered)).toBeNull();
  });

  it.each([
    ['a.example.com.au', 'example.com.au', { domain: 'example.com.au', sld: 'example', tld: 'com.au' }],
    ['com.au', null, { domain: 'com.au', sld: 'com', tld: 'au' }],
    ['x.y.com.au', null, { domain: 'com.au', sld: 'com', tld: 'au' }],
  ])('%j with registrable domain %j is searched as %j', (name, registrable, query) => {
    expect(queryByRegistrableDomain(name, registrable)).toEqual(query);
  });

  it.each([
    ['a.example.com.au', 'example.com.au'],
    ['shop.example.co.uk', 'example.co.uk'],
    ['com.au', null],
  ])('the ICANN list gives %j the registrable domain %j', (name, registrable) => {
    expect(registrableDomainOf(name)).toBe(registrable);
  });
});

describe('a search from outside the lookup (categories screen)', () => {
  const offered = new Set(['de', 'co.uk', 'com']);

  it.each([
    ['example.de', 'example.de'],
    ['WWW.Sub.Example.CO.UK.', 'example.co.uk'],
    ['  Shop-Name ', 'shop-name'],
    ['a.example.com.au', 'a.example.com.au'],
  ])('%j is handed to the lookup as %j', (input, term) => {
    expect(domainSearchTerm(input, offered)).toEqual({ error: null, term });
  });

  it.each([
    ['', 'domain_search.form_validation.required'],
    ['x', 'domain_search.form_validation.min_length'],
    ['my shop!', 'domain_search.form_validation.forbidden_characters'],
  ])('%j is not searched: %s', (input, key) => {
    expect(domainSearchTerm(input, offered)).toMatchObject({ error: { key }, term: null });
  });
});
