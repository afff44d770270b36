import { DOMAIN_TITLES } from '@machines/domain-lookup/messages';
import { currentRow, isSavingQuestion } from '@machines/domain-lookup/selectors';
import { PageHeading } from '@web/layout/PageHeading';
import { useAreaState } from '@web/wizard/use-area-state';
import { useWizard } from '@web/wizard/wizard-context';
import { FormattedMessage, useIntl } from 'react-intl';
import { QuestionTiles } from './QuestionTiles';
import { useScreenTitle } from './use-screen-title';
import './domains.css';
import { LoadingStatus } from '@web/layout/LoadingStatus';

/**
 * `/domains/do-you-want-to-add-a-product`: add products (the row becomes the temporary domain-only
 * item and the visitor goes to the categories with tid and d) or go straight to the cart (the cart
 * is saved first). The machine decides both; the tiles only report the choice.
 */
export function AddProductQuestionScreen() {
  const intl = useIntl();
  const title = useScreenTitle('domainsAddProductQuestion', DOMAIN_TITLES.addProductQuestion);
  const snapshot = useAreaState('domainLookup');
  const { send } = useWizard();
  const row = snapshot ? currentRow(snapshot.context) : null;
  const domains = row?.domains.map((domain) => domain.name) ?? [];

  return (
    <>
      <PageHeading title={title} />
      {domains.length > 0 ? (
        <p className="lead">
          <FormattedMessage
            id="domain_lookup.add_product.domains"
            values={{ domains: intl.formatList(domains, { type: 'conjunction' }) }}
          />
        </p>
      ) : null}
      {snapshot ? (
        <QuestionTiles
          busy={isSavingQuestion(snapshot)}
          tiles={[
            {
              title: 'domain_lookup.add_product.add_title',
              text: 'domain_lookup.add_product.add_text',
              button: 'domain_lookup.add_product.add_button',
              primary: true,
              onChoose: () => send({ type: 'QUESTION.ACCEPTED' }),
            },
            {
              title: 'domain_lookup.add_product.cart_title',
              text: 'domain_lookup.add_product.cart_text',
              button: 'domain_lookup.add_product.cart_button',
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
