/**
 * Customers of the local development authority (the stand-in for a brand's CRM login). Their
 * passwords are fixtures for development and tests; the authority only exists outside production.
 */
export interface DevCustomer {
  /** The OpenID subject. */
  sub: string;
  email: string;
  password: string;
  customerNumber: string;
  /** 1 private person, 0 company (the shop's customer groups). */
  group: 0 | 1;
  /** 0 Mr, 1 Ms. */
  gender: 0 | 1;
  givenName: string;
  familyName: string;
  companyName: string | null;
  companyVatId: string | null;
  address: { street: string; postalCode: string; city: string; country: string };
  /** Empty: the customer has no phone number on file (the SMS screen asks for one). */
  phone: string;
  /** Hosting contracts, as the cloud panel knows them (hosting number, product's external id). */
  hostingSubscriptions: readonly { id: string; externalProductId: string }[];
}

export const DEV_CUSTOMERS: readonly DevCustomer[] = [
  {
    sub: 'crm-100234',
    email: 'erika@kunde.example',
    password: 'erika-test-1',
    customerNumber: 'K-100234',
    group: 1,
    gender: 1,
    givenName: 'Erika',
    familyName: 'Mustermann',
    companyName: null,
    companyVatId: null,
    address: { street: 'Friedrichstraße 43', postalCode: '10117', city: 'Berlin', country: 'DE' },
    phone: '+49 30 1234567',
    hostingSubscriptions: [
      { id: 'WH-4711', externalProductId: 'wh-m' },
      // A contract whose product the shop no longer sells: its domains go into a domain-only row.
      { id: 'WH-1999', externalProductId: 'wh-legacy-1999' },
    ],
  },
  {
    sub: 'crm-200468',
    email: 'max@firma.example',
    password: 'max-test-1',
    customerNumber: 'K-200468',
    group: 0,
    gender: 0,
    givenName: 'Max',
    familyName: 'Beispiel',
    companyName: 'Beispiel GmbH',
    companyVatId: 'DE123456789',
    address: { street: 'Hafenstraße 7', postalCode: '20457', city: 'Hamburg', country: 'DE' },
    phone: '',
    hostingSubscriptions: [{ id: 'VPS-8800', externalProductId: 'vps-linux-m' }],
  },
];

export const findDevCustomer = (sub: string): DevCustomer | undefined =>
  DEV_CUSTOMERS.find((customer) => customer.sub === sub);

/** The OpenID claims the shop reads (standard ones plus `customer_number`, `group`, company data). */
export function claimsOf(customer: DevCustomer): Record<string, unknown> {
  return {
    sub: customer.sub,
    email: customer.email,
    email_verified: true,
    given_name: customer.givenName,
    family_name: customer.familyName,
    gender: customer.gender === 1 ? 'female' : 'male',
    phone_number: customer.phone || undefined,
    address: {
      street_address: customer.address.street,
      postal_code: customer.address.postalCode,
      locality: customer.address.city,
      country: customer.address.country,
    },
    customer_number: customer.customerNumber,
    customer_group: customer.group,
    company_name: customer.companyName ?? undefined,
    company_vat_id: customer.companyVatId ?? undefined,
    hosting_subscriptions: customer.hostingSubscriptions.map((subscription) => ({
      id: subscription.id,
      external_product_id: subscription.externalProductId,
    })),
  };
}
