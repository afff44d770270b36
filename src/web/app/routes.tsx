import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import { categoriesQuery, productsQuery } from '@web/api/queries/catalogue';
import { vatQuery } from '@web/api/queries/session';
import { Layout } from '@web/layout/Layout';
import { categoriesSearch, productsSearch, sanitiseSlug } from './search/schemas';

export interface RouterContext {
  queryClient: QueryClient;
}

const toCategories = () => {
  throw redirect({ to: '/categories', replace: true });
};

const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Layout });

const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', beforeLoad: toCategories });

const categoriesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'categories',
  validateSearch: categoriesSearch,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(categoriesQuery);
    void context.queryClient.prefetchQuery(productsQuery());
  },
  component: lazyRouteComponent(() => import('@web/screens/categories/CategoriesScreen'), 'CategoriesScreen'),
});

const productsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'products/$slug',
  params: {
    parse: (params) => ({ slug: sanitiseSlug(params.slug) }),
    stringify: (params) => ({ slug: params.slug }),
  },
  validateSearch: productsSearch,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(categoriesQuery);
    void context.queryClient.prefetchQuery(productsQuery());
    void context.queryClient.prefetchQuery(vatQuery);
  },
  component: lazyRouteComponent(() => import('@web/screens/products/ProductsScreen'), 'ProductsScreen'),
});

const cartRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'cart',
  component: lazyRouteComponent(() => import('@web/screens/cart/CartScreen'), 'CartScreen'),
});

/** Unknown paths go to the categories screen (spec section 2). */
const unknownRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', beforeLoad: toCategories });

export const routeTree = rootRoute.addChildren([
  indexRoute,
  categoriesRoute,
  productsRoute,
  cartRoute,
  unknownRoute,
]);
