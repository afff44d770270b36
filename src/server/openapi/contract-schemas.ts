import * as admin from '@contract/admin';
import * as auth from '@contract/auth';
import * as brand from '@contract/brand';
import * as cart from '@contract/cart';
import * as catalogue from '@contract/catalogue';
import * as common from '@contract/common';
import * as customer from '@contract/customer';
import * as domains from '@contract/domains';
import * as drafts from '@contract/drafts';
import * as feedback from '@contract/feedback';
import * as fields from '@contract/fields';
import * as orders from '@contract/orders';
import * as payment from '@contract/payment';
import * as promotions from '@contract/promotions';
import * as support from '@contract/support';
import * as vat from '@contract/vat';
import type { z } from 'zod';

const modules = [
  common,
  catalogue,
  cart,
  customer,
  vat,
  domains,
  promotions,
  fields,
  payment,
  orders,
  feedback,
  drafts,
  auth,
  brand,
  admin,
  support,
];

const isSchema = (value: unknown): value is z.core.$ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/**
 * Every zod schema the contract's HTTP modules export (not the browser's storage or page
 * configuration), under its export name (the first name where one schema is
 * exported twice): the named components of the OpenAPI document.
 */
export function namedContractSchemas(): Map<z.core.$ZodType, string> {
  const named = new Map<z.core.$ZodType, string>();
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) {
      if (isSchema(value) && !named.has(value)) named.set(value, name);
    }
  }
  return named;
}
