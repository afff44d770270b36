import { domainOfferPrice } from '@domain/cart/offer-price';
import { DOMAIN_TITLES } from '@machines/domain-lookup/messages';
import {
  canContinue,
  currentRow,
  type EntryAction,
  entryAction,
  holdsLowerGroups,
  isAuthcodeConfirmEnabled,
  isFetchingSuggestions,
  isResolvingSearch,
  isSavingSelection,
  lookupModal,
  type ResultEntry,
  shownResultGroups,
} from '@machines/domain-lookup/selectors';
import type { ResultGroupId } from '@machines/domain-lookup/types';
import { useVat } from '@web/api/queries/session';
import { PageHeading } from '@web/layout/PageHeading';
import { useAreaState } from '@web/wizard/use-area-state';
import { useWizard } from '@web/wizard/wizard-context';
import { useCallback, useDeferredValue } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DomainSearchForm } from './DomainSearchForm';
import { AlreadyAssignedModal, AuthcodeModal } from './LookupModals';
import { ResultGroupSection } from './ResultGroupSection';
import { SideNote } from './SideNote';
import { useScreenTitle } from './use-screen-title';
import './domains.css';
import { LoadingStatus } from '@web/layout/LoadingStatus';

/**
 * `/domains/lookup` (catalogue spec section 2): search bar, the arrow message before results,
 * results grouped by TLD group, the side note with the row's domains, a footnote, the authcode and
 * already-assigned modals. A view of the domain-lookup machine: it renders the snapshot and sends
 * what the visitor did.
 */
export function DomainLookupScreen() {
  const intl = useIntl();
  const title = useScreenTitle('domainsLookup', DOMAIN_TITLES.lookup);
  // The results render from a deferred snapshot: a render of many result rows as answers arrive is
  // one React can interrupt for the visitor's input. The dialogs render from the current one: a
  // field fed a deferred value would show an older text than the one typed and lose keystrokes.
  const current = useAreaState('domainLookup');
  const snapshot = useDeferredValue(current);
  const { send } = useWizard();
  const vat = useVat();
  const withVat = vat.data?.prices_with_vat ?? true;

  const context = snapshot?.context ?? null;
  const row = context ? currentRow(context) : null;
  const priceOf = useCallback(
    (name: string) =>
      context ? domainOfferPrice(context.cart, row?.row_id ?? null, name, context.catalogue) : null,
    [context, row],
  );

  const onVisible = useCallback((groupId: ResultGroupId) => send({ type: 'GROUP.VISIBLE', groupId }), [send]);
  const onAction = useCallback(
    (entry: ResultEntry, action: EntryAction) =>
      send(
        action === 'retry'
          ? { type: 'DOMAIN.RETRIED', name: entry.name }
          : { type: 'DOMAIN.CLICKED', name: entry.name },
      ),
    [send],
  );

  if (!snapshot || !context) {
    return (
      <>
        <PageHeading title={title} />
        <LoadingStatus message="domain_lookup.loading" />
      </>
    );
  }

  const modal = lookupModal(current ?? snapshot);
  const dialog = current?.context ?? context;
  const busy = isSavingSelection(snapshot);
  const groups = shownResultGroups(snapshot);
  const actionOf = (entry: ResultEntry) => entryAction(context, entry);
  const firstYearOnly = context.catalogue.brand.inclusive_domains_first_year_only;

  return (
    <>
      <PageHeading title={title} />
      <div className="domain-lookup">
        <div className="domain-lookup-main">
          <DomainSearchForm
            input={context.search.input}
            error={context.search.error}
            onSearch={(input) => send({ type: 'DOMAIN.SEARCHED', input })}
          />
          {isResolvingSearch(snapshot) ? (
            <LoadingStatus message="domain_lookup.loading" />
          ) : groups.length === 0 ? (
            <p className="domain-lookup-arrow">
              <span className="domain-lookup-arrow-icon" aria-hidden="true">
                ↑
              </span>
              <FormattedMessage id="domain_lookup.arrow_message" />
            </p>
          ) : (
            <section
              className="domain-lookup-results"
              aria-label={intl.formatMessage({ id: 'domain_lookup.results.label' })}
              aria-busy={busy}
            >
              {groups.map((group) => (
                <ResultGroupSection
                  key={String(group.id)}
                  group={group}
                  visible={context.visibleGroups.includes(group.id)}
                  onVisible={onVisible}
                  actionOf={actionOf}
                  priceOf={priceOf}
                  busy={busy}
                  onAction={onAction}
                />
              ))}
              {isFetchingSuggestions(snapshot) ? (
                <p className="loading-text">
                  <FormattedMessage id="domain_lookup.results.suggestions_loading" />
                </p>
              ) : null}
            </section>
          )}
          {/* Below the results once they stop growing from the top (holdsLowerGroups). */}
          {holdsLowerGroups(snapshot) ? null : (
            <p className="domain-lookup-footnote">
              <FormattedMessage
                id={firstYearOnly ? 'domain_lookup.footnote_first_year' : 'domain_lookup.footnote'}
                values={{ vat: withVat ? 'incl' : 'excl' }}
              />
            </p>
          )}
        </div>
        <SideNote
          row={row}
          catalogue={context.catalogue}
          priceOf={priceOf}
          canContinue={canContinue(context)}
          busy={busy}
          onRemove={(name) => send({ type: 'DOMAIN.CLICKED', name })}
          onContinue={() => send({ type: 'LOOKUP.CONTINUE' })}
        />
      </div>
      <AuthcodeModal
        open={modal === 'authcode'}
        domain={dialog.clicked?.name ?? ''}
        value={dialog.authCode}
        canConfirm={isAuthcodeConfirmEnabled(dialog)}
        onChange={(value) => send({ type: 'AUTHCODE.CHANGED', value })}
        onConfirm={() => send({ type: 'AUTHCODE.CONFIRMED' })}
        onCancel={() => send({ type: 'AUTHCODE.CANCELLED' })}
      />
      <AlreadyAssignedModal
        open={modal === 'alreadyAssigned'}
        domain={dialog.clicked?.name ?? ''}
        onClose={() => send({ type: 'MODAL.CLOSED' })}
      />
    </>
  );
}
