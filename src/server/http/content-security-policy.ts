import type { TrackerOrigins } from '@domain/tracking/trackers';
import type { CardPaymentConfig } from '../config';

/**
 * Origins the card provider's browser components load from (Adyen Web: secured card fields and
 * styles from `checkoutshopper-{environment}.adyen.com`; live in every region Adyen serves).
 * The sandbox provider is the shop itself: no outside origin.
 */
export function cardProviderOrigins(cardPayments: CardPaymentConfig): string[] {
  if (cardPayments.kind === 'sandbox') return [];
  if (cardPayments.environment === 'test') return ['https://checkoutshopper-test.adyen.com'];
  return ['', '-us', '-au', '-apse', '-in'].map(
    (region) => `https://checkoutshopper-live${region}.adyen.com`,
  );
}

/**
 * The shop's Content-Security-Policy: the app itself, plus the card provider's origins when one is
 * configured. 3-D Secure challenges open frames of the card issuer's bank, which no list can name,
 * so with a card provider frames may come from any https origin (Adyen's advice); scripts never.
 * `outside` adds the error-reporting DSN's origin and the brands' trackers when configured
 * (outside-origins.ts).
 */
export function contentSecurityPolicy(options: {
  httpsOnly: boolean;
  cardPayments: CardPaymentConfig;
  outside?: TrackerOrigins;
}) {
  const provider = cardProviderOrigins(options.cardPayments);
  const outside = options.outside ?? { script: [], img: [], connect: [] };
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...provider, ...outside.script],
      styleSrc: ["'self'", "'unsafe-inline'", ...provider],
      imgSrc: ["'self'", 'data:', ...provider, ...outside.img],
      connectSrc: ["'self'", ...provider, ...outside.connect],
      frameSrc: provider.length > 0 ? ["'self'", 'https:'] : ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Plain-HTTP development hosts such as cloudkontor.localhost must not be upgraded to HTTPS.
      upgradeInsecureRequests: options.httpsOnly ? [] : null,
    },
  };
}
