import type { CardPaymentMethod } from '@machines/payment/confirm.machine';

/**
 * The card form's payment data (the drop-in's encrypted fields, or the sandbox form's holder name)
 * from the payment step to buy now. Kept in memory only, never stored: after a reload or a return
 * from the provider it is gone, and buy now opens the payment modal ("payment data missing").
 */
let pending: CardPaymentMethod | null = null;

export const cardData = {
  keep(data: CardPaymentMethod | null): void {
    pending = data;
  },
  /** The data for one payment attempt; taken out, as the provider's encrypted data is single-use. */
  take(): CardPaymentMethod | null {
    const data = pending;
    pending = null;
    return data;
  },
  peek: (): CardPaymentMethod | null => pending,
};

/** Card provider methods are the `adyen-*` slugs; the drop-in's method type follows the prefix. */
export const isCardSlug = (slug: string): slug is `adyen-${string}` => slug.startsWith('adyen-');
export const cardMethodType = (slug: `adyen-${string}`): string => slug.slice('adyen-'.length);
