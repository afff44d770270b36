import { FormattedMessage, useIntl } from 'react-intl';
import type { DomainPriceView } from './prices';

/** A domain's price per 12 months, "inclusive", or free for the first 12 months. */
export function DomainPrice({ price }: { price: DomainPriceView }) {
  const intl = useIntl();
  const money = (amount: number) => intl.formatNumber(amount, { style: 'currency', currency: 'EUR' });
  switch (price.kind) {
    case 'inclusive':
      return (
        <span className="domain-price domain-price-inclusive">
          <FormattedMessage id="domain_lookup.price.inclusive" />
        </span>
      );
    case 'inclusive_first_year':
      return (
        <span className="domain-price domain-price-inclusive">
          <FormattedMessage
            id="domain_lookup.price.inclusive_first_year"
            values={{ price: money(price.perYear) }}
          />
        </span>
      );
    case 'regular':
      return (
        <span className="domain-price">
          <FormattedMessage id="domain_lookup.price.per_year" values={{ price: money(price.perYear) }} />
        </span>
      );
  }
}
