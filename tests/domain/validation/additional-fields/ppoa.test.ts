import { validateFieldValue } from '@domain/validation/additional-fields/validate-field';
import { describe, expect, it } from 'vitest';
import { field, msg } from './fixtures';

const business = (rules = 'required') => field(rules, { input_component: 'ppoa_business_authorization' });
const personal = (rules = 'required') => field(rules, { input_component: 'ppoa_private_authorization' });

const failingParts = (definition: ReturnType<typeof field>, record: Record<string, string>) =>
  Object.keys(validateFieldValue(definition, [record])?.subfields ?? {});

describe('ppoa business authorization: company name required', () => {
  const complete = { company_name: 'Berg GmbH', first_name: 'Anna', last_name: 'Berg' };

  it.each([
    ['required', complete, []],
    ['required', { ...complete, company_name: '' }, ['company_name']],
    ['required', { ...complete, company_name: '   ' }, ['company_name']],
    ['required', { first_name: 'Anna', last_name: 'Berg' }, ['company_name']],
    ['required', {}, ['company_name', 'first_name', 'last_name']],
    ['', {}, []],
    ['', { first_name: 'Anna', last_name: 'Berg' }, ['company_name']],
    ['required', { ...complete, company_name: 'c'.repeat(100) }, []],
    ['required', { ...complete, company_name: 'c'.repeat(101) }, ['company_name']],
  ])('%j with %j fails on %j', (rules, record, parts) => {
    expect(failingParts(business(rules), record)).toEqual(parts);
  });

  it('reports the company name first', () => {
    expect(validateFieldValue(business(), [{}])?.values.label).toBe('company_name');
  });
});

describe('ppoa private authorization: both names', () => {
  it.each([
    ['required', { first_name: 'Anna', last_name: 'Berg' }, []],
    ['required', { first_name: 'Anna' }, ['last_name']],
    ['required', { company_name: 'ignored', first_name: 'Anna', last_name: 'Berg' }, []],
    ['', {}, []],
    ['', { last_name: 'Berg' }, ['first_name']],
    ['required', { first_name: 'f'.repeat(101), last_name: 'l'.repeat(100) }, ['first_name']],
  ])('%j with %j fails on %j', (rules, record, parts) => {
    expect(failingParts(personal(rules), record)).toEqual(parts);
  });

  it('a value of the wrong shape is invalid', () => {
    expect(validateFieldValue(personal(), 'Anna Berg')?.key).toBe(msg('invalid'));
  });
});
