import { type CardPaymentProvider, type PaypalProvider, ProviderError } from './types';

/**
 * `work`, or a ProviderError once it has not answered within `ms`: a provider that hangs is a
 * failed call (502, "try again"), never a request without end. A late answer is dropped; it can
 * never count as a confirmation, since only recorded answers do.
 */
export function withinTimeBudget<T>(work: Promise<T>, ms: number, call: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderError(`${call}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The card provider with every call bounded by `ms` (the adapters' own timeouts may be longer). */
export function boundedCardProvider(provider: CardPaymentProvider, ms: number): CardPaymentProvider {
  const bounded = <T>(work: Promise<T>, call: string) =>
    withinTimeBudget(work, ms, `${provider.name} ${call}`);
  return {
    name: provider.name,
    paymentMethods: (input) => bounded(provider.paymentMethods(input), 'payment methods'),
    createPayment: (input) => bounded(provider.createPayment(input), 'create payment'),
    paymentDetails: (input) => bounded(provider.paymentDetails(input), 'payment details'),
  };
}

/** The PayPal provider with every call bounded by `ms`. */
export function boundedPaypalProvider(provider: PaypalProvider, ms: number): PaypalProvider {
  const bounded = <T>(work: Promise<T>, call: string) =>
    withinTimeBudget(work, ms, `${provider.name} ${call}`);
  return {
    name: provider.name,
    createSubscription: (input) => bounded(provider.createSubscription(input), 'create subscription'),
    subscriptionStatus: (id) => bounded(provider.subscriptionStatus(id), 'subscription status'),
    cancelSubscription: (id) => bounded(provider.cancelSubscription(id), 'cancel subscription'),
  };
}
