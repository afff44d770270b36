import { mailingAddressData } from '@web/screens/checkout/mailing-address';
import { describe, expect, it } from 'vitest';
import { cartItem, cartOf, catalogue, element, field, product } from '../../domain/cart/fixtures';

const customerType = field(5001, { input_component: 'nsa_customer_type' });
const privateAuthorization = field(5101, { input_component: 'ppoa_private_authorization' });
const businessAuthorization = field(5102, { input_component: 'ppoa_business_authorization' });
const nsa = product(50, { additionalFields: [customerType] });
const ppoa = product(51, { additionalFields: [privateAuthorization, businessAuthorization] });
const postal = product(5);
const shop = catalogue({ products: [postal, nsa, ppoa] });

function postalRow(values: {
  type?: string;
  private?: Record<string, string>;
  business?: Record<string, string>;
}) {
  return cartItem(postal, 12, 12, {
    addons: [
      {
        ...element(nsa, 12, 12),
        additional_fields: values.type ? [{ field_id: 5001, value: values.type }] : [],
      },
      {
        ...element(ppoa, 12, 12),
        additional_fields: [
          ...(values.private ? [{ field_id: 5101, value: [values.private] }] : []),
          ...(values.business ? [{ field_id: 5102, value: [values.business] }] : []),
        ],
      },
    ],
  });
}

describe('copy from the mailing-address product (basic info)', () => {
  it('a private power of attorney gives the names and private use the customer type', () => {
    const cart = cartOf(
      postalRow({ type: 'private', private: { first_name: ' Erika ', last_name: 'Muster' } }),
    );
    expect(mailingAddressData(cart, shop)).toEqual({ group: 1, first_name: 'Erika', last_name: 'Muster' });
  });

  it('a business power of attorney gives the company too', () => {
    const cart = cartOf(
      postalRow({
        type: 'business',
        business: { company_name: 'ACME GmbH', first_name: 'Max', last_name: 'M' },
      }),
    );
    expect(mailingAddressData(cart, shop)).toEqual({
      group: 0,
      company_name: 'ACME GmbH',
      first_name: 'Max',
      last_name: 'M',
    });
  });

  it('without names or company there is nothing to copy', () => {
    expect(mailingAddressData(cartOf(postalRow({ type: 'private' })), shop)).toBeNull();
    expect(mailingAddressData(cartOf(), shop)).toBeNull();
  });
});
