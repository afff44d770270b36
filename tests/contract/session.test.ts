import { checkoutApi, sessionApi } from '@contract/api';
import {
  AddressInfoBody,
  BasicInfoBody,
  CustomerResponse,
  CustomerType,
  ReferralBody,
  ReferralResponse,
  ReferrerResponse,
  SaveAddressInfoResponse,
  SaveBasicInfoResponse,
} from '@contract/customer';
import { describe, expect, it } from 'vitest';

const basicInfo = {
  group: 1,
  first_name: 'Erika',
  last_name: 'Mustermann',
  company_name: null,
  company_vat_id: null,
  email: 'erika@example.com',
  gender: 1,
};
const address = {
  street: 'Hauptstr. 1',
  postal_code: '10115',
  city: 'Berlin',
  country_code: 'DE',
  phone: '+49 30 123456',
};

describe('basic info (GET, PUT /api/v2/session/basic-info)', () => {
  it('a private person and a company parse', () => {
    expect(checkoutApi.saveBasicInfo.body.parse(basicInfo)).toEqual(basicInfo);
    const company = {
      ...basicInfo,
      group: 0,
      gender: 0,
      company_name: 'Muster GmbH',
      company_vat_id: 'DE123456789',
    };
    expect(BasicInfoBody.parse(company)).toEqual(company);
    expect(SaveBasicInfoResponse.parse({ data: company })).toEqual({ data: company });
    expect(checkoutApi.getBasicInfo.response.parse({ data: null })).toEqual({ data: null });
  });

  it.each([
    ['group 2', { ...basicInfo, group: 2 }],
    ['gender as text', { ...basicInfo, gender: 'Ms' }],
    ['no email', { ...basicInfo, email: undefined }],
    ['a numeric first name', { ...basicInfo, first_name: 42 }],
    ['an over-long last name', { ...basicInfo, last_name: 'x'.repeat(1001) }],
    ['no company_name key', { ...basicInfo, company_name: undefined }],
  ])('rejects %s', (_name, body) => {
    expect(BasicInfoBody.safeParse(body).success).toBe(false);
  });
});

describe('address info (GET, PUT /api/v2/session/address-info)', () => {
  it('an address parses', () => {
    expect(checkoutApi.saveAddressInfo.body.parse(address)).toEqual(address);
    expect(SaveAddressInfoResponse.parse({ data: address })).toEqual({ data: address });
    expect(checkoutApi.getAddressInfo.response.parse({ data: address })).toEqual({ data: address });
  });

  it.each([
    ['a lower-case country', { ...address, country_code: 'de' }],
    ['a three-letter country', { ...address, country_code: 'DEU' }],
    ['no phone', { ...address, phone: undefined }],
    ['a numeric postal code', { ...address, postal_code: 10115 }],
    ['an over-long street', { ...address, street: 'x'.repeat(1001) }],
  ])('rejects %s', (_name, body) => {
    expect(AddressInfoBody.safeParse(body).success).toBe(false);
  });
});

describe('customer, referral, referrer, cancel', () => {
  it('the session customer parses', () => {
    const answer = { data: { customer_number: null, basicInfo, address, validated: false }, notices: [] };
    expect(CustomerResponse.parse(answer)).toEqual(answer);
    expect(
      checkoutApi.customer.response.safeParse({ data: { ...answer.data, validated: 'no' } }).success,
    ).toBe(false);
  });

  it('customer types are crm, company, private_person', () => {
    expect(CustomerType.options).toEqual(['crm', 'company', 'private_person']);
  });

  it('referral: PUT body id, GET answers the id', () => {
    expect(sessionApi.saveReferral.body.parse({ id: 'partner-42' })).toEqual({ id: 'partner-42' });
    expect(ReferralBody.safeParse({ id: 'a' }).success).toBe(false);
    expect(ReferralBody.safeParse({ id: 'partner 42' }).success).toBe(false);
    expect(ReferralBody.safeParse({}).success).toBe(false);
    const answer = { data: { id: 'partner-42', source: 'cookie_pvid' } };
    expect(sessionApi.getReferral.response.parse(answer)).toEqual(answer);
    expect(ReferralResponse.safeParse({ data: { id: 'x', source: 'guess' } }).success).toBe(false);
  });

  it('referrer answers an id', () => {
    expect(sessionApi.referrer.response.parse({ id: 'partner-42' })).toEqual({ id: 'partner-42' });
    expect(ReferrerResponse.parse({ id: null })).toEqual({ id: null });
    expect(ReferrerResponse.safeParse({}).success).toBe(false);
  });

  it('session cancel is a GET answered with ok', () => {
    expect(checkoutApi.cancel.path).toBe('/api/v2/session/cancel');
    expect(checkoutApi.cancel.response.parse({ ok: true })).toEqual({ ok: true });
  });
});
