import { DOMAIN_TITLES } from '@machines/domain-lookup/messages';
import { currentRow } from '@machines/domain-lookup/selectors';
import { useInclusiveTlds } from '@web/api/queries/domains';
import { PageHeading } from '@web/layout/PageHeading';
import { useAreaState } from '@web/wizard/use-area-state';
import { useWizard } from '@web/wizard/wizard-context';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { QuestionTiles } from './QuestionTiles';
import { useScreenTitle } from './use-screen-title';
import './domains.css';
import { LoadingStatus } from '@web/layout/LoadingStatus';

/**
 * `/domains/do-you-want-to-add-a-domain`: add domains (to the lookup with the row's id) or skip to
 * the next step. The header names the domains still included free of charge, as the server counts
 * them for the row's product and domains (`POST /api/v2/products/:id/inclusive-tlds`).
 */
export function AddDomainQuestionScreen() {
  const intl = useIntl();
  const title = useScreenTitle('domainsAddDomainQuestion', DOMAIN_TITLES.addDomainQuestion);
  const snapshot = useAreaState('domainLookup');
  const { send } = useWizard();
  const context = snapshot?.context ?? null;
  const row = context ? currentRow(context) : null;
  const product = row && context ? context.catalogue.productsById[row.product.id] : undefined;
  const domains = useMemo(() => row?.domains.map((domain) => domain.name) ?? [], [row]);
  const inclusive = useInclusiveTlds(product?.id ?? null, domains, (product?.freeTlds.length ?? 0) > 0);
  const count = inclusive.tlds.reduce((sum, entry) => sum + entry.amount, 0);
  const tlds = intl.formatList(
    inclusive.tlds.map((entry) => `.${entry.tld}`),
    { type: 'conjunction' },
  );

  return (
    <>
      <PageHeading title={title} />
      {count > 0 ? (
        <p className="lead domain-question-inclusive">
          <FormattedMessage id="domain_lookup.add_domain.inclusive" values={{ count, tlds }} />
        </p>
      ) : null}
      {snapshot ? (
        <QuestionTiles
          busy={false}
          tiles={[
            {
              title: 'domain_lookup.add_domain.add_title',
              text: 'domain_lookup.add_domain.add_text',
              button: 'domain_lookup.add_domain.add_button',
              primary: true,
              onChoose: () => send({ type: 'QUESTION.ACCEPTED' }),
            },
            {
              title: 'domain_lookup.add_domain.skip_title',
              text: 'domain_lookup.add_domain.skip_text',
              button: 'domain_lookup.add_domain.skip_button',
              onChoose: () => send({ type: 'QUESTION.DECLINED' }),
            },
          ]}
        />
      ) : (
        <LoadingStatus message="domain_lookup.loading" />
      )}
    </>
  );
}
