import type { Cart, CartElement } from '@contract/cart';
import type { CatalogueContext } from '@domain/catalogue-context';
import { readComposite } from '@domain/validation/additional-fields/composite';

/** What the mailing-address product's fields say about its customer (basic info's copy button). */
export interface MailingAddressData {
  group?: 0 | 1;
  first_name?: string;
  last_name?: string;
  company_name?: string;
}

const text = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

/**
 * The customer data the visitor already gave in the mailing-address product's fields (nsa customer
 * type: private or business use; the postal power of attorney: the principal's names and company),
 * or null when the cart holds none.
 */
export function mailingAddressData(cart: Cart, catalogue: CatalogueContext): MailingAddressData | null {
  const data: MailingAddressData = {};
  const elements: CartElement[] = cart.items.flatMap((item) => [item.product, ...item.addons]);
  for (const element of elements) {
    const product = catalogue.productsById[element.id];
    if (!product) continue;
    for (const value of element.additional_fields) {
      const definition = product.additionalFields.find((field) => field.id === value.field_id);
      switch (definition?.input_component) {
        case 'nsa_customer_type':
          if (value.value === 'private') data.group = 1;
          if (value.value === 'business') data.group = 0;
          break;
        case 'ppoa_private_authorization':
        case 'ppoa_business_authorization': {
          const parts = readComposite(value.value) ?? {};
          data.first_name ??= text(parts.first_name);
          data.last_name ??= text(parts.last_name);
          data.company_name ??= text(parts.company_name);
          break;
        }
        default:
          break;
      }
    }
  }
  return data.first_name || data.last_name || data.company_name ? data : null;
}
