import { z } from 'zod';
import { AdminMeResponse } from './admin';
import { BrandResponse } from './brand';
import { CartResponse, SaveCartBody } from './cart';
import { CategoriesResponse, PaymentIntervalsResponse, ProductsQuery, ProductsResponse } from './catalogue';
import {
  CountriesResponse,
  LocaleBody,
  LocaleResponse,
  VatResponse,
  ZipCodesParam,
  ZipCodesResponse,
} from './customer';
import { DomainGroupsResponse, DomainsQuery, DomainsResponse } from './domains';
import { endpoint } from './endpoint';

/**
 * Every call of both specs, by area. Areas not yet served by the server are still described here
 * so client and server grow from the same definitions.
 */
export const catalogueApi = {
  categories: endpoint({ method: 'GET', path: '/api/v2/categories', response: CategoriesResponse }),
  products: endpoint({
    method: 'GET',
    path: '/api/v2/products',
    query: ProductsQuery,
    response: ProductsResponse,
  }),
  paymentIntervals: endpoint({
    method: 'GET',
    path: '/api/v2/payment-intervals',
    response: PaymentIntervalsResponse,
  }),
  domains: endpoint({
    method: 'GET',
    path: '/api/v2/domains',
    query: DomainsQuery,
    response: z.union([DomainsResponse, DomainGroupsResponse]),
  }),
} as const;

export const cartApi = {
  getCart: endpoint({ method: 'GET', path: '/api/v2/session/cart', response: CartResponse }),
  saveCart: endpoint({
    method: 'PUT',
    path: '/api/v2/session/cart',
    body: SaveCartBody,
    response: CartResponse,
  }),
} as const;

export const sessionApi = {
  vat: endpoint({ method: 'GET', path: '/api/v2/session/vat', response: VatResponse }),
  getLocale: endpoint({ method: 'GET', path: '/api/v2/session/locale', response: LocaleResponse }),
  saveLocale: endpoint({
    method: 'PUT',
    path: '/api/v2/session/locale',
    body: LocaleBody,
    response: LocaleResponse,
  }),
  countries: endpoint({ method: 'GET', path: '/api/v2/countries', response: CountriesResponse }),
  zipcodes: endpoint({
    method: 'GET',
    path: '/api/v2/zipcodes/:code',
    params: ZipCodesParam,
    response: ZipCodesResponse,
  }),
} as const;

export const brandApi = {
  currentBrand: endpoint({ method: 'GET', path: '/api/v2/brands/current', response: BrandResponse }),
  adminMe: endpoint({ method: 'GET', path: '/api/v2/admins/me', response: AdminMeResponse }),
} as const;
