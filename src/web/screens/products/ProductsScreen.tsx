import { listedProducts } from '@domain/catalogue/listing';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCategories, useProducts } from '@web/api/queries/catalogue';
import { useVat } from '@web/api/queries/session';
import { useWizardIntents } from '@web/app/wizard-intents';
import { PageHeading } from '@web/layout/PageHeading';
import { QueryState } from '@web/layout/QueryState';
import { FormattedMessage, useIntl } from 'react-intl';
import { ProductCard } from './ProductCard';

const route = getRouteApi('/products/$slug');

/** `/products/$slug` (catalogue spec section 2). */
export function ProductsScreen() {
  const intl = useIntl();
  const { slug } = route.useParams();
  const { d, tid } = route.useSearch();
  const wizard = useWizardIntents();
  const categories = useCategories();
  const products = useProducts();
  const vat = useVat();

  const category = categories.data?.find((candidate) => candidate.slug === slug);
  const title = category?.name ?? intl.formatMessage({ id: 'products.title' });
  const shown = products.data ? listedProducts(products.data, slug) : [];
  const withVat = vat.data?.prices_with_vat ?? true;

  return (
    <>
      <p className="back-link">
        <Link to="/categories" search={{ d, tid }}>
          <FormattedMessage id="products.all_categories" />
        </Link>
      </p>
      <PageHeading title={title} />
      {category?.description ? <p className="lead">{category.description}</p> : null}
      <QueryState isError={!products.data && products.isError} isLoading={!products.data}>
        {shown.length === 0 ? (
          <p>
            <FormattedMessage id="products.empty" />
          </p>
        ) : (
          <ul className="card-grid">
            {shown.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} withVat={withVat} onOrder={wizard.orderProduct} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
