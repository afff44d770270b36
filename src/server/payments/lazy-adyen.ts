import type { CardPaymentConfig } from '../config';
import type { CardPaymentProvider } from './types';

type AdyenConfig = Extract<CardPaymentConfig, { kind: 'adyen' }>;

/**
 * Adyen's server library takes over a second of CPU to load; the shop loads it on the first card
 * call, and never when the sandbox provider is in use (the default), so every start stays quick.
 */
export class LazyAdyenCardProvider implements CardPaymentProvider {
  readonly name = 'adyen' as const;
  private provider: Promise<CardPaymentProvider> | undefined;

  constructor(private readonly config: AdyenConfig) {}

  private loaded(): Promise<CardPaymentProvider> {
    this.provider ??= import('./adyen').then(({ AdyenCardProvider }) => new AdyenCardProvider(this.config));
    return this.provider;
  }

  async paymentMethods(input: Parameters<CardPaymentProvider['paymentMethods']>[0]) {
    return (await this.loaded()).paymentMethods(input);
  }

  async createPayment(input: Parameters<CardPaymentProvider['createPayment']>[0]) {
    return (await this.loaded()).createPayment(input);
  }

  async paymentDetails(input: Parameters<CardPaymentProvider['paymentDetails']>[0]) {
    return (await this.loaded()).paymentDetails(input);
  }
}
