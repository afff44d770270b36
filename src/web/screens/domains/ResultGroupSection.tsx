import type { DomainStatus } from '@contract/domains';
import { type DomainStatusMeaning, domainStatusMeaning } from '@domain/cart/domain-status';
import type { ShownPrice } from '@domain/prices/shown-price';
import type { EntryAction, ResultEntry, ResultGroupView } from '@machines/domain-lookup/selectors';
import type { ResultGroupId } from '@machines/domain-lookup/types';
import { ShownPriceText } from '@web/components/price/ShownPriceText';
import { isMessageKey } from '@web/i18n/load-catalogue';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

const STATUS_TEXTS = {
  free: 'domain_lookup.status.free',
  transferable: 'domain_lookup.status.transferable',
  unavailable: 'domain_lookup.status.unavailable',
  already_owned: 'domain_lookup.status.already_owned',
  unknown: 'domain_lookup.status.unknown',
} as const satisfies Record<DomainStatusMeaning, string>;

const ACTIONS = {
  add: { text: 'domain_lookup.action.add', label: 'domain_lookup.action.add_label' },
  transfer: { text: 'domain_lookup.action.transfer', label: 'domain_lookup.action.transfer_label' },
  remove: { text: 'domain_lookup.action.remove', label: 'domain_lookup.action.remove_label' },
  assigned: { text: 'domain_lookup.action.assigned', label: 'domain_lookup.action.assigned_label' },
  retry: { text: 'domain_lookup.action.retry', label: 'domain_lookup.action.retry_label' },
} as const satisfies Record<EntryAction, { text: string; label: string }>;

/** Statuses whose price is not shown: the name cannot be ordered. */
const NOT_ORDERABLE: readonly (DomainStatus | null)[] = [2, 4];

export interface ResultRowProps {
  entry: ResultEntry;
  action: EntryAction | null;
  /** A name's price as the cart row shows it once added (`domainOfferPrice`); null if not offered. */
  priceOf: (name: string) => ShownPrice | null;
  /** A click waits while the cart is being saved. */
  busy: boolean;
  /** The group is in view, so names without an answer are being checked. */
  asked: boolean;
  onAction: (entry: ResultEntry, action: EntryAction) => void;
}

function StatusText({ entry, asked }: { entry: ResultEntry; asked: boolean }) {
  if (entry.inCart) return <FormattedMessage id="domain_lookup.status.in_cart" />;
  if (entry.status === null) return asked ? <FormattedMessage id="domain_lookup.status.checking" /> : null;
  return <FormattedMessage id={STATUS_TEXTS[domainStatusMeaning(entry.status)]} />;
}

/** One result: the name, its availability, its price per 12 months and what the visitor can do. */
function ResultRow(props: ResultRowProps) {
  const { entry, action, priceOf, busy, asked, onAction } = props;
  const intl = useIntl();
  const statusId = useId();
  const price = entry.inCart || !NOT_ORDERABLE.includes(entry.status) ? priceOf(entry.name) : null;
  const meaning = entry.status === null ? 'checking' : domainStatusMeaning(entry.status);
  return (
    <li className="domain-result" data-status={entry.inCart ? 'in_cart' : meaning}>
      <span className="domain-result-name">{entry.name}</span>
      <span id={statusId} className="domain-result-status">
        <StatusText entry={entry} asked={asked} />
      </span>
      <span className="domain-result-price">
        {price ? <ShownPriceText price={price} vatNote={false} /> : null}
      </span>
      <span className="domain-result-action">
        {action ? (
          <button
            type="button"
            className={`button ${action === 'add' || action === 'transfer' ? 'button-primary' : ''}`}
            aria-label={intl.formatMessage({ id: ACTIONS[action].label }, { domain: entry.name })}
            aria-describedby={statusId}
            aria-disabled={busy ? true : undefined}
            onClick={() => {
              if (!busy) onAction(entry, action);
            }}
          >
            <FormattedMessage id={ACTIONS[action].text} />
          </button>
        ) : null}
      </span>
    </li>
  );
}

interface GroupProps extends Omit<ResultRowProps, 'entry' | 'action' | 'asked'> {
  group: ResultGroupView;
  /** The machine already counts this group as in view (no need to observe it). */
  visible: boolean;
  onVisible: (groupId: ResultGroupId) => void;
  actionOf: (entry: ResultEntry) => EntryAction | null;
}

/**
 * A group of results (your desired domain, our suggestions, a TLD group). Its availability is
 * asked for once it scrolls into view: the screen reports GROUP.VISIBLE, the machine fetches.
 */
export function ResultGroupSection({ group, visible, onVisible, actionOf, ...row }: GroupProps) {
  const intl = useIntl();
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const visibleRef = useRef(onVisible);
  visibleRef.current = onVisible;

  useEffect(() => {
    const element = ref.current;
    if (visible || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        visibleRef.current(group.id);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, group.id]);

  const title = isMessageKey(group.title) ? intl.formatMessage({ id: group.title }) : group.title;
  return (
    <section
      ref={ref}
      className="domain-result-group"
      aria-labelledby={headingId}
      aria-busy={group.fetching}
      data-group={String(group.id)}
    >
      <h2 id={headingId} className="domain-result-group-title">
        {title}
      </h2>
      {group.fetching ? (
        <p className="domain-result-group-loading loading-text">
          <FormattedMessage id="domain_lookup.results.group_loading" />
        </p>
      ) : null}
      <ul className="domain-result-list">
        {group.entries.map((entry) => (
          <ResultRow key={entry.name} entry={entry} action={actionOf(entry)} asked={visible} {...row} />
        ))}
      </ul>
    </section>
  );
}
