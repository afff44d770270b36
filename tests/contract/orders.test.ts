import { orderApi } from '@contract/api';
import { ApiError } from '@contract/common';
import type { ErrorOf } from '@contract/endpoint';
import {
  ConfirmOrderBody,
  ConfirmOrderResponse,
  KnownFrom,
  OrderData,
  OrderFeedback,
  OrderIdParam,
  OrderResponse,
  OrderState,
  RequiredAgreements,
  SmsValidateBody,
  SmsValidationError,
} from '@contract/orders';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { confirmBody } from '../support/confirm-body';

const long = (n: number) => 'x'.repeat(n);

const cart = {
  items: [
    {
      row_id: 'a'.repeat(32),
      product: {
        id: 12,
        maturity_id: 3,
        interval_id: 1,
        promotion: null,
        additional_fields: [],
        informations: [],
      },
      addons: [{ id: 40, maturity_id: 9, interval_id: 1, promotion: null, additional_fields: [] }],
      upsells: [],
      domains: [
        {
          id: 1,
          name: 'example.de',
          inclusive: true,
          inclusive_first_year: false,
          auth_code: null,
          promotion_code: null,
          additional_fields: [],
        },
      ],
      is_preconfigured: false,
    },
  ],
};

const existingCustomerOrder = confirmBody(cart, '0b6c1f0e-6a7e-4d3b-9a51-3f3c8a2b4d11');

const newCustomerOrder = {
  ...existingCustomerOrder,
  advertised_customer: 'K-100234',
  referral_id: 'partner-42',
  known_from: 'other',
  other_known_from: 'A friend at the fair',
  comment: 'Please call before activation.',
  allowed_newsletter: true,
  mca_agreement: true,
  eult_agreement: true,
  gtc_agreement: true,
  basic_info: {
    group: 0,
    first_name: 'Erika',
    last_name: 'Mustermann',
    company_name: 'Muster GmbH',
    company_vat_id: 'DE123456789',
    email: 'erika@example.com',
    gender: 1,
  },
  address_info: {
    street: 'Hauptstr. 1',
    postal_code: '10115',
    city: 'Berlin',
    country_code: 'DE',
    phone: '+49 30 123456',
  },
  payment: {
    type: 'sepa',
    holder: 'Muster GmbH',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    bank: null,
    permission: true,
  },
};

describe('order confirm (POST /api/v2/orders)', () => {
  it('an existing customer sends feedback, agreements and the cart', () => {
    expect(ConfirmOrderBody.parse(existingCustomerOrder)).toEqual(existingCustomerOrder);
  });

  it('a new customer also sends basic info, address info and payment', () => {
    expect(orderApi.confirm.body.parse(newCustomerOrder)).toEqual(newCustomerOrder);
  });

  it.each([
    ['no idempotency key', { ...existingCustomerOrder, idempotency_key: undefined }],
    ['a short idempotency key', { ...existingCustomerOrder, idempotency_key: 'abc' }],
    [
      'an idempotency key with spaces',
      { ...existingCustomerOrder, idempotency_key: 'a b c d e f g h i j k l' },
    ],
    ['a comment over 1000 characters', { ...existingCustomerOrder, comment: long(1001) }],
    ['an over-long other_known_from', { ...existingCustomerOrder, other_known_from: long(1001) }],
    ['an unknown known_from', { ...existingCustomerOrder, known_from: 'tv' }],
    ['newsletter as text', { ...existingCustomerOrder, allowed_newsletter: 'yes' }],
    ['no gtc agreement', { ...existingCustomerOrder, gtc_agreement: undefined }],
    ['no cart', { ...existingCustomerOrder, cart: undefined }],
    [
      'a cart item with a bad row id',
      { ...existingCustomerOrder, cart: { items: [{ ...cart.items[0], row_id: 'x' }] } },
    ],
    ['a payment without type', { ...newCustomerOrder, payment: { permission: true } }],
    [
      'basic info with gender 2',
      { ...newCustomerOrder, basic_info: { ...newCustomerOrder.basic_info, gender: 2 } },
    ],
    [
      'address without street',
      { ...newCustomerOrder, address_info: { ...newCustomerOrder.address_info, street: undefined } },
    ],
  ])('rejects %s', (_name, body) => {
    expect(ConfirmOrderBody.safeParse(body).success).toBe(false);
  });

  it('answers order_code, order_id and whether the order waits for its SMS code', () => {
    const placed = { order_code: 'ORD-2025-000123', order_id: 123, status: 'awaiting_sms_validation' };
    expect(ConfirmOrderResponse.parse(placed)).toEqual(placed);
    expect(ConfirmOrderResponse.safeParse({ order_code: 'ORD-1', status: 'placed' }).success).toBe(false);
    expect(ConfirmOrderResponse.safeParse({ order_code: '', order_id: 1, status: 'placed' }).success).toBe(
      false,
    );
    expect(ConfirmOrderResponse.safeParse({ order_code: 'ORD-1', order_id: 1 }).success).toBe(false);
    expect(orderApi.confirm.status).toBe(201);
  });
});

describe('order by id', () => {
  it('the id path parameter is a positive integer', () => {
    expect(OrderIdParam.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['abc', '0', '-1', '1.5']) expect(OrderIdParam.safeParse({ id }).success).toBe(false);
  });

  it('the order answer parses', () => {
    const answer = {
      data: {
        id: 123,
        order_code: 'ORD-2025-000123',
        status: 'awaiting_sms_validation',
        order_type: null,
        sms_validation_required: true,
        customer_has_phone: false,
        created_at: '2025-05-01T10:00:00Z',
        vat: {
          treatment: 'reverse_charge',
          vat_id_check: { vat_id: 'ATU12345678', status: 'valid', checked_at: '2025-05-01T09:58:00Z' },
        },
        purchase: {
          currency: 'EUR',
          net: 71.88,
          gross: 71.88,
          lines: [{ article_id: 101, kind: 'product', name: 'Webhosting S', net: 71.88, gross: 71.88 }],
        },
      },
    };
    expect(OrderResponse.parse(answer)).toEqual(answer);
    expect(OrderResponse.safeParse({ data: { ...answer.data, created_at: 'yesterday' } }).success).toBe(
      false,
    );
  });
});

describe('SMS validation', () => {
  it('the validate body is method sms, phoneNo and smsCode', () => {
    const body = { method: 'sms', phoneNo: '+49 171 1234567', smsCode: 'A2B3C' };
    expect(orderApi.validateSms.body.parse(body)).toEqual(body);
    expect(SmsValidateBody.parse({ method: 'sms', smsCode: 'A2B3C' })).toEqual({
      method: 'sms',
      smsCode: 'A2B3C',
    });
  });

  it.each([
    ['another method', { method: 'email', smsCode: 'A2B3C' }],
    ['no code', { method: 'sms' }],
    ['a numeric code', { method: 'sms', smsCode: 12345 }],
    ['an over-long code', { method: 'sms', smsCode: long(17) }],
    ['an over-long phone number', { method: 'sms', smsCode: 'A2B3C', phoneNo: long(65) }],
  ])('rejects %s', (_name, body) => {
    expect(SmsValidateBody.safeParse(body).success).toBe(false);
  });

  it('errors come as { error, message, errors: { phoneNo?, smsCode? } }, a kind of ApiError', () => {
    const answer = {
      error: 'sms_validation_failed',
      message: 'The code is not valid.',
      errors: { smsCode: ['The code is not valid.'] },
    };
    const parsed = SmsValidationError.parse(answer);
    expect(parsed).toEqual(answer);
    expect(ApiError.parse(parsed)).toEqual(answer);
    expect(SmsValidationError.parse({ error: 'x', message: 'y' }).errors).toEqual({});
    expect(SmsValidationError.safeParse({ ...answer, errors: { phoneNo: 'required' } }).success).toBe(false);
    expect(orderApi.validateSms.error).toBe(SmsValidationError);
    expectTypeOf<ErrorOf<typeof orderApi.validateSms>>().toEqualTypeOf<SmsValidationError>();
    expectTypeOf<ErrorOf<typeof orderApi.confirm>>().toEqualTypeOf<ApiError>();
    expectTypeOf<SmsValidationError>().toExtend<ApiError>();
  });

  it('the resend call is GET /api/v1/:id/sms', () => {
    expect(orderApi.resendSms.method).toBe('GET');
    expect(orderApi.resendSms.path).toBe('/api/v1/:id/sms');
    expect(orderApi.resendSms.params.parse({ id: '7' })).toEqual({ id: 7 });
  });
});

describe('order feedback and order state', () => {
  it('knownfrom offers six options', () => {
    expect(KnownFrom.options).toEqual([
      'advertising',
      'magazine',
      'technology_magazine',
      'search_engines',
      'customer_referral',
      'other',
    ]);
  });

  it('feedback parses and rejects an unknown source', () => {
    const feedback = {
      referral_id: 'partner-42',
      comment: null,
      newsletter: true,
      knownfrom: 'search_engines',
      otherknownfrom: null,
    };
    expect(OrderFeedback.parse(feedback)).toEqual(feedback);
    expect(OrderFeedback.safeParse({ ...feedback, knownfrom: 'radio' }).success).toBe(false);
    expect(OrderFeedback.safeParse({ ...feedback, newsletter: undefined }).success).toBe(false);
  });

  it('order state with its order data parses', () => {
    const state = {
      order_code: null,
      order_id: null,
      order_draft_id: 5,
      order_type: 'cloudpit_domains',
      order_data: {
        advertisedcustomer: null,
        referral_id: null,
        knownfrom: null,
        otherknownfrom: null,
        comment: null,
        generalbusinessterm: true,
        privacyterm: true,
        mca_agreement: false,
        newsletter: false,
      },
    };
    expect(OrderState.parse(state)).toEqual(state);
    expect(OrderData.safeParse({ ...state.order_data, privacyterm: 'true' }).success).toBe(false);
    expect(OrderState.safeParse({ ...state, order_type: 'shop' }).success).toBe(false);
  });

  it('required agreements are three flags', () => {
    expect(RequiredAgreements.parse({ mca: true, eult: false, gtc: false })).toEqual({
      mca: true,
      eult: false,
      gtc: false,
    });
    expect(RequiredAgreements.safeParse({ mca: 'true', eult: false, gtc: false }).success).toBe(false);
  });
});
