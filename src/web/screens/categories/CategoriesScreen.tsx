import { listedCategories } from '@domain/catalogue/listing';
import { getRouteApi } from '@tanstack/react-router';
import { useCategories, useProducts } from '@web/api/queries/catalogue';
import { useWizardIntents } from '@web/app/wizard-intents';
import { PageHeading } from '@web/layout/PageHeading';
import { QueryState } from '@web/layout/QueryState';
import { useWizardSelect } from '@web/wizard/use-wizard-select';
import { FormattedMessage, useIntl } from 'react-intl';
import { CategoryCard } from './CategoryCard';
import { DomainSearchBar } from './DomainSearchBar';

const route = getRouteApi('/categories');

/** `/categories` (catalogue spec section 2). */
export function CategoriesScreen() {
  const intl = useIntl();
  const { d, tid } = route.useSearch();
  const wizard = useWizardIntents();
  const searchError = useWizardSelect((snapshot) => snapshot.context.domainSearchError, null);
  const categories = useCategories();
  const products = useProducts();
  const domainCapableOnly = d !== undefined;

  const title =
    d !== undefined
      ? intl.formatMessage({ id: 'categories.title_with_domain' }, { domain: d })
      : intl.formatMessage({ id: 'categories.title' });

  const categoryList = categories.data;
  const productList = products.data;
  const ready = categoryList !== undefined && (!domainCapableOnly || productList !== undefined);
  const shown = ready ? listedCategories(categoryList, productList ?? [], { domainCapableOnly }) : [];

  return (
    <>
      <PageHeading title={title} />
      {d === undefined ? <DomainSearchBar error={searchError} onSearch={wizard.searchDomain} /> : null}
      <QueryState isError={!ready && (categories.isError || products.isError)} isLoading={!ready}>
        {shown.length === 0 ? (
          <p>
            <FormattedMessage id="categories.empty" />
          </p>
        ) : (
          <ul className="card-grid">
            {shown.map((category) => (
              <li key={category.id}>
                <CategoryCard category={category} d={d} tid={tid} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
