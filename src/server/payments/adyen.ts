import adyen, { Types } from '@adyen/api-library';

import type { LocaleCode } from '@contract/common';
import { AdyenPaymentMethod, AdyenResultCode } from '@contract/payment';
import type { CardPaymentConfig } from '../config';
import {
  type CardPaymentMethods,
  type CardPaymentProvider,
  type CardPaymentResult,
  type CreateCardPayment,
  ProviderError,
} from './types';

// The library is CommonJS with getter exports that Node's ESM loader cannot name: take them from
// the default export (works under tsx/Node and under Vite alike).
const { CheckoutAPI, Client, Config, EnvironmentEnum, HttpClientException } = adyen;
type CheckoutAPI = InstanceType<typeof CheckoutAPI>;

type AdyenConfig = Extract<CardPaymentConfig, { kind: 'adyen' }>;

/** Adyen's answer as the library types it (create and details answers have the same fields we read). */
interface AdyenAnswer {
  resultCode?: string;
  action?: unknown;
  merchantReference?: string;
  pspReference?: string;
  refusalReason?: string;
  additionalData?: Record<string, string>;
}

const plain = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

function toResult(answer: AdyenAnswer): CardPaymentResult {
  const resultCode = AdyenResultCode.safeParse(answer.resultCode);
  const action = plain(answer.action) as CardPaymentResult['action'] | undefined;
  const data = answer.additionalData ?? {};
  return {
    resultCode: resultCode.success ? resultCode.data : 'Error',
    action: action && typeof action.type === 'string' ? action : null,
    merchantReference: answer.merchantReference ?? null,
    pspReference: answer.pspReference ?? null,
    // The stored card's token: `tokenization.storedPaymentMethodId` (newer accounts) or the classic key.
    recurringReference:
      data['tokenization.storedPaymentMethodId'] ?? data['recurring.recurringDetailReference'] ?? null,
    refusalReason: answer.refusalReason ?? null,
  };
}

/** Adyen speaks `de-DE`/`en-GB` as shopper locales too. */
const shopperLocale = (locale: LocaleCode): string => locale;

/**
 * Card payments through Adyen's Checkout API with the official server library
 * (`@adyen/api-library`): `/paymentMethods`, `/payments` (with our reference as merchant reference
 * and idempotency key), `/payments/details` for the redirect result. Cards are stored for the
 * subscription (`storePaymentMethod`, recurring model `Subscription`), so the order carries a
 * recurring reference. Switched on by ADYEN_API_KEY, ADYEN_CLIENT_KEY and ADYEN_MERCHANT_ACCOUNT.
 */
export class AdyenCardProvider implements CardPaymentProvider {
  readonly name = 'adyen' as const;
  private readonly checkout: CheckoutAPI;

  constructor(
    private readonly config: AdyenConfig,
    /** The library's HTTP client; tests pass a fake, production uses the library's own. */
    httpClient?: ConstructorParameters<typeof Client>[1],
  ) {
    const client = new Client(
      new Config({
        apiKey: config.apiKey,
        environment: config.environment === 'live' ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
        ...(config.liveUrlPrefix ? { liveEndpointUrlPrefix: config.liveUrlPrefix } : {}),
      }),
      httpClient,
    );
    client.setTimeouts(15_000);
    this.checkout = new CheckoutAPI(client);
  }

  async paymentMethods(input: {
    countryCode: string;
    amountCents: number;
    currency: string;
    locale: LocaleCode;
  }): Promise<CardPaymentMethods> {
    const answer = await this.call(() =>
      this.checkout.PaymentsApi.paymentMethods({
        merchantAccount: this.config.merchantAccount,
        countryCode: input.countryCode,
        amount: { currency: input.currency, value: input.amountCents },
        channel: Types.checkout.PaymentMethodsRequest.ChannelEnum.Web,
        shopperLocale: shopperLocale(input.locale),
      }),
    );
    const methods = (plain(answer.paymentMethods) as unknown[] | undefined) ?? [];
    return {
      clientKey: this.config.clientKey,
      environment: this.config.environment,
      methods: methods.flatMap((method) => {
        const parsed = AdyenPaymentMethod.safeParse(method);
        return parsed.success ? [parsed.data] : [];
      }),
    };
  }

  async createPayment(input: CreateCardPayment): Promise<CardPaymentResult> {
    const request = {
      merchantAccount: this.config.merchantAccount,
      reference: input.reference,
      amount: { currency: input.currency, value: input.amountCents },
      paymentMethod: input.paymentMethod,
      returnUrl: input.returnUrl,
      origin: input.origin,
      channel: Types.checkout.PaymentRequest.ChannelEnum.Web,
      shopperEmail: input.shopperEmail,
      shopperReference: input.shopperReference,
      shopperLocale: shopperLocale(input.locale),
      shopperInteraction: Types.checkout.PaymentRequest.ShopperInteractionEnum.Ecommerce,
      recurringProcessingModel: Types.checkout.PaymentRequest.RecurringProcessingModelEnum.Subscription,
      storePaymentMethod: true,
    } as unknown as Types.checkout.PaymentRequest;
    const answer = await this.call(() =>
      this.checkout.PaymentsApi.payments(request, { idempotencyKey: `payment-${input.reference}` }),
    );
    return toResult(answer as AdyenAnswer);
  }

  async paymentDetails({ redirectResult }: { redirectResult: string }): Promise<CardPaymentResult | null> {
    try {
      const answer = await this.checkout.PaymentsApi.paymentsDetails({ details: { redirectResult } });
      return toResult(answer as AdyenAnswer);
    } catch (error) {
      // Adyen answers 422 (400 for a malformed body) for a redirect result it did not issue or cannot
      // read: that is a decision (refused). Credentials or outages (401, 403, 5xx) are failures.
      if (error instanceof HttpClientException && (error.statusCode === 400 || error.statusCode === 422)) {
        return null;
      }
      throw new ProviderError('Adyen payment details failed', { cause: error });
    }
  }

  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw new ProviderError('Adyen call failed', { cause: error });
    }
  }
}
