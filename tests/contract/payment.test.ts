import { checkoutApi, paymentApi } from '@contract/api';
import type { BodyOf, ResponseOf } from '@contract/endpoint';
import {
  AdyenCreatePaymentBody,
  AdyenPaymentDetailsBody,
  AdyenPaymentMethodsBody,
  AdyenPaymentMethodsResponse,
  AdyenPaymentResponse,
  PaymentOptionResponse,
  PaymentTypeSlug,
  PaymentTypesResponse,
  PaypalCancelSubscriptionBody,
  PaypalCreateSubscriptionBody,
  PaypalCreateSubscriptionResponse,
  type SessionPaymentBody,
  SessionPaymentBody as SessionPaymentBodySchema,
} from '@contract/payment';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { sepaPayment } from '../support/sepa-payment';

const long = (n: number) => 'x'.repeat(n);

describe('payment types', () => {
  it.each([
    'sepa',
    'paypal',
    'paypal-integration',
    'credit-card',
    'bank-transfer',
    'adyen-scheme',
    'adyen-ideal',
  ])('slug %s is accepted', (slug) => {
    expect(PaymentTypeSlug.safeParse(slug).success).toBe(true);
  });

  it.each(['adyen-', 'adyen-Scheme X', 'paypalintegration', 'bitcoin', '', 3])(
    'slug %s is rejected',
    (slug) => {
      expect(PaymentTypeSlug.safeParse(slug).success).toBe(false);
    },
  );

  it('the payment-types list parses', () => {
    const answer = {
      data: [
        { is_active: true, name: 'SEPA direct debit', slug: 'sepa', sms_validation_required: true },
        { is_active: true, name: 'PayPal', slug: 'paypal-integration', sms_validation_required: false },
        { is_active: true, name: 'Credit card', slug: 'adyen-scheme', sms_validation_required: false },
        { is_active: false, name: 'Bank transfer', slug: 'bank-transfer', sms_validation_required: false },
      ],
    };
    expect(checkoutApi.paymentTypes.response.parse(answer)).toEqual(answer);
    expect(
      PaymentTypesResponse.safeParse({ data: [{ is_active: 'yes', name: 'x', slug: 'sepa' }] }).success,
    ).toBe(false);
  });
});

describe('session payment option (PUT /api/v2/session/payment)', () => {
  const sepa = { ...sepaPayment(), sms_validation: true };

  it.each([
    ['SEPA with holder, iban, bic, bank, permission', sepa],
    ['SEPA without bank name', { ...sepa, bank: null }],
    ['PayPal with permission true', { type: 'paypal', permission: true }],
    [
      'PayPal integration with a subscription id',
      { type: 'paypal-integration', permission: true, paypal_reference: 'I-BW452GLLEP1G' },
    ],
    ['bank transfer', { type: 'bank-transfer', permission: true, sms_validation: false }],
    ['credit card (legacy)', { type: 'credit-card', permission: true }],
    ['card provider before authorisation', { type: 'adyen-scheme', permission: true, psp_reference: null }],
    [
      'card provider with references',
      { type: 'adyen-scheme', permission: true, psp_reference: '8815', recurring_reference: '8416' },
    ],
  ])('%s parses', (_name, body) => {
    const parsed = SessionPaymentBodySchema.parse(body);
    expect(parsed.type).toBe(body.type);
    expect(checkoutApi.savePayment.body.safeParse(body).success).toBe(true);
  });

  it('keeps the SEPA fields', () => {
    const parsed = SessionPaymentBodySchema.parse(sepa);
    expect(parsed).toEqual(sepa);
  });

  it.each([
    ['SEPA without iban', { ...sepa, iban: undefined }],
    ['SEPA with a numeric iban', { ...sepa, iban: 12345 }],
    ['SEPA with an over-long holder', { ...sepa, holder: long(1001) }],
    ['SEPA with permission as text', { ...sepa, permission: 'yes' }],
    ['PayPal with permission false', { type: 'paypal', permission: false }],
    ['bank transfer without permission', { type: 'bank-transfer' }],
    [
      'card provider with over-long reference',
      { type: 'adyen-scheme', permission: true, psp_reference: long(1001) },
    ],
    ['unknown type', { type: 'cash', permission: true }],
    ['no type', { permission: true }],
    ['sms_validation as text', { type: 'paypal', permission: true, sms_validation: 'true' }],
  ])('%s is rejected', (_name, body) => {
    expect(SessionPaymentBodySchema.safeParse(body).success).toBe(false);
  });

  it('the stored option answers with every field, or null', () => {
    const option = {
      type: 'sepa',
      bank: null,
      bic: 'COBADEFFXXX',
      holder: 'Erika Mustermann',
      iban: 'DE89370400440532013000',
      permission: true,
      psp_reference: null,
      recurring_reference: null,
      paypal_reference: null,
      sms_validation: true,
    };
    expect(PaymentOptionResponse.parse({ data: option })).toEqual({ data: option });
    expect(PaymentOptionResponse.parse({ data: null })).toEqual({ data: null });
    expect(PaymentOptionResponse.safeParse({ data: { type: 'sepa' } }).success).toBe(false);
  });

  it('types follow the union', () => {
    expectTypeOf<BodyOf<typeof checkoutApi.savePayment>>().toEqualTypeOf<SessionPaymentBody>();
  });
});

describe('card provider calls', () => {
  it('payment-methods takes a country code and answers client key, environment and methods', () => {
    expect(AdyenPaymentMethodsBody.parse({ countryCode: 'DE' })).toEqual({ countryCode: 'DE' });
    for (const bad of [{ countryCode: 'de' }, { countryCode: 'DEU' }, {}, { countryCode: 49 }]) {
      expect(AdyenPaymentMethodsBody.safeParse(bad).success).toBe(false);
    }
    const answer = {
      client_key: 'test_ABC',
      environment: 'test',
      methods: [
        { type: 'scheme', name: 'Credit Card', brands: ['visa', 'mc'] },
        { type: 'paypal', name: 'PayPal', configuration: { intent: 'capture' } },
      ],
    };
    const parsed: ResponseOf<typeof paymentApi.adyenPaymentMethods> =
      AdyenPaymentMethodsResponse.parse(answer);
    expect(parsed.methods[1]).toEqual(answer.methods[1]);
    expect(AdyenPaymentMethodsResponse.safeParse({ ...answer, environment: 'prod' }).success).toBe(false);
    expect(AdyenPaymentMethodsResponse.safeParse({ ...answer, methods: [{ name: 'x' }] }).success).toBe(
      false,
    );
  });

  const create = {
    paymentMethod: {
      type: 'scheme',
      encryptedCardNumber: 'adyenjs_0_1_25$abc',
      encryptedExpiryMonth: 'adyenjs_0_1_25$def',
      holderName: 'Erika Mustermann',
    },
    origin: 'https://shop.example.com',
    returnUrl: 'https://shop.example.com/confirm',
    channel: 'web',
    shopperEmail: 'erika@example.com',
  };

  it('create-payment takes paymentMethod, origin, returnUrl, channel web, shopperEmail', () => {
    expect(AdyenCreatePaymentBody.parse(create)).toEqual(create);
  });

  it.each([
    ['javascript: return URL', { ...create, returnUrl: 'javascript:alert(1)' }],
    ['relative return URL', { ...create, returnUrl: '/confirm' }],
    ['other channel', { ...create, channel: 'iOS' }],
    ['invalid e-mail', { ...create, shopperEmail: 'erika' }],
    ['payment method without type', { ...create, paymentMethod: { holderName: 'x' } }],
    ['nested payment method data', { ...create, paymentMethod: { type: 'scheme', nested: { a: 1 } } }],
    [
      'over-long encrypted field',
      { ...create, paymentMethod: { type: 'scheme', encryptedCardNumber: long(5001) } },
    ],
    ['missing origin', { ...create, origin: undefined }],
  ])('create-payment rejects %s', (_name, body) => {
    expect(AdyenCreatePaymentBody.safeParse(body).success).toBe(false);
  });

  it('payment-details takes details.redirectResult', () => {
    const body = { details: { redirectResult: 'X6XtfGC3!Y+/=' } };
    expect(AdyenPaymentDetailsBody.parse(body)).toEqual(body);
    for (const bad of [
      {},
      { details: {} },
      { details: { redirectResult: '' } },
      { details: { redirectResult: long(10_001) } },
      { redirectResult: 'abc' },
    ]) {
      expect(AdyenPaymentDetailsBody.safeParse(bad).success).toBe(false);
    }
  });

  it('a payment answer carries the result code, an action, and the references', () => {
    const authorised = {
      resultCode: 'Authorised',
      action: null,
      psp_reference: '881577',
      recurring_reference: '841600',
      refusal_reason: null,
    };
    expect(AdyenPaymentResponse.parse(authorised)).toEqual(authorised);
    const redirect = {
      resultCode: 'RedirectShopper',
      action: {
        type: 'redirect',
        paymentMethodType: 'scheme',
        url: 'https://pay.example/3ds',
        method: 'GET',
      },
      psp_reference: null,
      recurring_reference: null,
      refusal_reason: null,
    };
    expect(paymentApi.adyenCreatePayment.response.parse(redirect)).toEqual(redirect);
    expect(AdyenPaymentResponse.safeParse({ ...authorised, resultCode: 'Great' }).success).toBe(false);
    expect(AdyenPaymentResponse.safeParse({ resultCode: 'Refused' }).success).toBe(false);
  });
});

describe('PayPal subscriptions', () => {
  it('create-subscription has no payload and answers links, one of them rel approve', () => {
    expect(PaypalCreateSubscriptionBody.safeParse(undefined).success).toBe(true);
    expect(PaypalCreateSubscriptionBody.safeParse({}).success).toBe(true);
    expect(PaypalCreateSubscriptionBody.safeParse({ return_url: 'https://evil.example' }).success).toBe(
      false,
    );
    const answer = {
      subscription_id: 'I-BW452GLLEP1G',
      links: [
        {
          rel: 'approve',
          href: 'https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-1',
        },
        {
          rel: 'self',
          href: 'https://api.sandbox.paypal.com/v1/billing/subscriptions/I-BW452GLLEP1G',
          method: 'GET',
        },
      ],
    };
    const parsed = PaypalCreateSubscriptionResponse.parse(answer);
    expect(parsed.links.find((link) => link.rel === 'approve')?.href).toContain('ba_token');
    expect(
      PaypalCreateSubscriptionResponse.safeParse({ ...answer, links: [{ rel: 'approve' }] }).success,
    ).toBe(false);
    expect(
      PaypalCreateSubscriptionResponse.safeParse({
        ...answer,
        links: [{ rel: 'approve', href: 'not a url' }],
      }).success,
    ).toBe(false);
  });

  it('cancel-subscription takes the subscription id', () => {
    expect(PaypalCancelSubscriptionBody.parse({ subscription_id: 'I-BW452GLLEP1G' })).toEqual({
      subscription_id: 'I-BW452GLLEP1G',
    });
    for (const bad of [
      {},
      { subscription_id: '' },
      { subscription_id: 'a b' },
      { subscription_id: long(129) },
    ]) {
      expect(PaypalCancelSubscriptionBody.safeParse(bad).success).toBe(false);
    }
    expect(paymentApi.paypalCancelSubscription.response.parse({ ok: true })).toEqual({ ok: true });
  });
});
