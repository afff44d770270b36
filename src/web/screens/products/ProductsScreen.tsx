import { listedProducts } from '@domain/catalogue/listing';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCategories, useProducts } from '@web/api/queries/catalogue';
import { promotionsQuery } from '@web/api/queries/promotions';
import { useCurrentBrand } from '@web/app/brand-context';
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
  const promotions = useQuery(promotionsQuery);
  const brand = useCurrentBrand();

  const category = categories.data?.find((candidate) => candidate.slug === slug);
  const title = category?.name ?? intl.formatMessage({ id: 'products.title' });
  const shown = products.data ? listedProducts(products.data, slug) : [];
  const offerContext = { promotions: promotions.data ?? [], brand: brand.properties };

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
                <ProductCard product={product} promotions={offerContext} onOrder={wizard.orderProduct} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
