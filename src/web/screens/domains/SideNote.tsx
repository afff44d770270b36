import type { CartItem } from '@contract/cart';
import { isDomainOnlyItem } from '@domain/cart/domain-only';
import { hostingNumberOf, rowDisplayName } from '@domain/cart/hosting-number';
import type { CatalogueContext } from '@domain/catalogue-context';
import type { ShownPrice } from '@domain/prices/shown-price';
import { ShownPriceText } from '@web/components/price/ShownPriceText';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

interface Props {
  /** The cart row the lookup adds domains to. */
  row: CartItem | null;
  catalogue: CatalogueContext;
  /** A domain's price as its cart row shows it (`domainOfferPrice`). */
  priceOf: (name: string) => ShownPrice | null;
  /** The machine's note-box rule: continue waits for a required domain. */
  canContinue: boolean;
  busy: boolean;
  /** A click on a chosen domain removes it (DOMAIN.CLICKED, as in the results). */
  onRemove: (name: string) => void;
  onContinue: () => void;
}

/** The side note: what the cart row holds so far, and the way on. */
export function SideNote({ row, catalogue, priceOf, canContinue, busy, onRemove, onContinue }: Props) {
  const intl = useIntl();
  const headingId = useId();
  const hintId = useId();
  const product = row ? catalogue.productsById[row.product.id] : undefined;
  const domains = row?.domains ?? [];
  return (
    <aside className="domain-side-note" aria-labelledby={headingId}>
      <h2 id={headingId} className="domain-side-note-heading">
        <FormattedMessage id="domain_lookup.side_note.heading" />
      </h2>
      {row && product ? (
        <p className="domain-side-note-product">
          {isDomainOnlyItem(row, catalogue) && hostingNumberOf(row) === null ? (
            <FormattedMessage id="domain_lookup.side_note.domain_only" />
          ) : (
            <FormattedMessage
              id="domain_lookup.side_note.domains_for"
              values={{
                product: isDomainOnlyItem(row, catalogue)
                  ? hostingNumberOf(row)
                  : rowDisplayName(row, product.name),
              }}
            />
          )}
        </p>
      ) : null}
      {domains.length === 0 ? (
        <p className="domain-side-note-empty">
          <FormattedMessage id="domain_lookup.side_note.empty" />
        </p>
      ) : (
        <ul className="domain-side-note-list">
          {domains.map((domain) => {
            const price = priceOf(domain.name);
            return (
              <li key={domain.name} className="domain-side-note-item">
                <span className="domain-side-note-name">{domain.name}</span>
                {domain.auth_code ? (
                  <span className="domain-side-note-badge">
                    <FormattedMessage id="domain_lookup.side_note.transfer" />
                  </span>
                ) : null}
                {price ? <ShownPriceText price={price} vatNote={false} /> : null}
                <button
                  type="button"
                  className="button-link"
                  aria-label={intl.formatMessage(
                    { id: 'domain_lookup.action.remove_label' },
                    { domain: domain.name },
                  )}
                  aria-disabled={busy ? true : undefined}
                  onClick={() => {
                    if (!busy) onRemove(domain.name);
                  }}
                >
                  <FormattedMessage id="domain_lookup.action.remove" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <button
        type="button"
        className="button button-primary domain-side-note-continue"
        disabled={!canContinue}
        aria-describedby={canContinue ? undefined : hintId}
        aria-disabled={busy ? true : undefined}
        onClick={() => {
          if (!busy) onContinue();
        }}
      >
        <FormattedMessage id="domain_lookup.side_note.continue" />
      </button>
      {canContinue ? null : (
        <p id={hintId} className="domain-side-note-hint">
          <FormattedMessage id="domain_lookup.side_note.domain_required" />
        </p>
      )}
    </aside>
  );
}
