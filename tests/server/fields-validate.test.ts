import type { FieldToValidate } from '@contract/fields';
import { isPlausibleHouseNumber, isPlausibleStreet } from '@server/routes/fields';
import { loadSeed } from '@server/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

/**
 * `POST /api/v2/additional-fields/validate` with the demo seed's fields (src/server/seed/products):
 * the domain rule engine per field kind, plus the server's own checks (known options, contract
 * transfer ids, street and house number).
 */
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test.stop();
});

/** The demo seed the server is started with; field ids are looked up in it, not hard-coded. */
const seed = loadSeed();

function fieldId(productId: number, key: string): number {
  const field = seed.products
    .find((product) => product.id === productId)
    ?.additionalFields.find((f) => f.key === key);
  if (!field) throw new Error(`seed has no field ${key} on product ${productId}`);
  return field.id;
}

type Owner = FieldToValidate['type'];
const field = (productId: number, key: string, value: FieldToValidate['value'], type: Owner = 'product') => ({
  id: fieldId(productId, key),
  value,
  type,
});

// Products of the seed (src/server/seed/ids.ts).
const WEBHOSTING_M = 102;
const CLOUD_LINUX_S = 201;
const CLOUD_LINUX_M = 202;
const SSL_DV = 301;
const SSL_OV = 302;
const DOMAIN = 401;
const TRANSFER = 601;
const UPSELL_MAIL = 801;
const NSA = 1301;
const PPOA = 1401;

async function validate(fields: unknown[], locale = 'en-GB') {
  const response = await test.server.app.inject({
    method: 'POST',
    url: '/api/v2/additional-fields/validate',
    headers: { host: 'hostwerk.localhost', 'accept-language': locale },
    payload: { fields },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { valid: boolean; errors: Record<string, string[]> };
}

/** The messages the server gives for one field sent alone. */
async function errorsOf(entry: { id: number; value: unknown; type: Owner }, locale = 'en-GB') {
  const body = await validate([entry], locale);
  return body.errors[String(entry.id)] ?? [];
}

const address = (parts: Record<string, string>) => [
  { street: 'Hauptstraße', number: '12a', zip: '10115', city: 'Berlin', ...parts },
];

describe(`additional fields validation (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('accepts valid values of every field kind and owner type', async () => {
    const body = await validate([
      // text with format rules
      field(WEBHOSTING_M, 'ftp_username', '  web_user-1  '),
      field(WEBHOSTING_M, 'admin_email', 'admin@example.org'),
      field(WEBHOSTING_M, 'project_name', ''),
      field(SSL_DV, 'certificate_fqdn', 'shop.example.org'),
      field(CLOUD_LINUX_S, 'linux_distro', 'debian-11'),
      field(CLOUD_LINUX_S, 'hostname', 'web-01'),
      field(CLOUD_LINUX_S, 'root_password', 'Secret#2024x'),
      field(CLOUD_LINUX_S, 'root_password_confirmation', 'Secret#2024x'),
      field(CLOUD_LINUX_S, 'ssh_allowed_ipv4', '192.0.2.10'),
      field(CLOUD_LINUX_S, 'ssh_allowed_ipv6', '2001:db8::1'),
      // numbers, as numbers and as text
      field(CLOUD_LINUX_M, 'backup_retention_days', 7),
      field(SSL_OV, 'duns_number', '150483782'),
      field(NSA, 'nsa_periods', '4', 'addon'),
      // server-known options
      field(SSL_OV, 'organisation_country', 'de'),
      field(TRANSFER, 'transfer_id', 'TRF2024A1'),
      // yes-no, persons, composite values
      field(PPOA, 'ppoa_private_legal_text', true, 'addon'),
      field(PPOA, 'ppoa_business_legal_text', 'true', 'addon'),
      field(
        NSA,
        'nsa_additional_tenants',
        [
          { first_name: 'Anna', last_name: 'Muster' },
          { first_name: '', last_name: '' },
        ],
        'addon',
      ),
      field(NSA, 'nsa_address', address({}), 'addon'),
      field(
        NSA,
        'nsa_additional_address_data',
        [{ po_box: '1', po_box_number: '1234', po_box_zip: '10115', po_box_city: 'Berlin' }],
        'addon',
      ),
      field(
        PPOA,
        'ppoa_business_authorization',
        [{ company_name: 'Muster GmbH', first_name: 'Max', last_name: 'Muster' }],
        'addon',
      ),
      field(PPOA, 'ppoa_private_authorization', null, 'addon'),
      field(PPOA, 'ppoa_signature_font', 'montez-regular', 'addon'),
      // domain and upsell fields
      field(DOMAIN, 'nameserver_1', 'ns1.example.org', 'domain'),
      field(DOMAIN, 'glue_ipv4', '192.0.2.53', 'domain'),
      field(UPSELL_MAIL, 'mailbox_name', 'info', 'upsell'),
    ]);
    expect(body).toEqual({ valid: true, errors: {} });
  });

  it.each([
    ['required text', field(WEBHOSTING_M, 'ftp_username', '   '), 'Please fill in “FTP user name”.'],
    [
      'too short text',
      field(WEBHOSTING_M, 'ftp_username', 'ab'),
      '“FTP user name” must be at least 3 characters long.',
    ],
    [
      'alpha_dash',
      field(WEBHOSTING_M, 'ftp_username', 'web user'),
      '“FTP user name” may only contain letters, digits, hyphens and underscores.',
    ],
    [
      'e-mail',
      field(WEBHOSTING_M, 'admin_email', 'admin@'),
      'Please enter a valid email address in “Administrator e-mail address”.',
    ],
    [
      'fqdn',
      field(SSL_DV, 'certificate_fqdn', 'not a domain'),
      'Please provide a valid domain in “Domain or subdomain”.',
    ],
    [
      'secure password',
      field(CLOUD_LINUX_S, 'root_password', 'password'),
      '“Administrator password” must be at least 8 characters long and contain an upper-case letter, a lower-case letter, a digit and a special character.',
    ],
    [
      'in (select)',
      field(CLOUD_LINUX_S, 'linux_distro', 'windows-95'),
      'Please choose one of the permitted values for “Operating system”.',
    ],
    [
      'ipv4',
      field(CLOUD_LINUX_S, 'ssh_allowed_ipv4', '999.1.1.1'),
      'Please enter a valid IPv4 address in “Allow access only from this IPv4 address”.',
    ],
    [
      'ipv6',
      field(CLOUD_LINUX_S, 'ssh_allowed_ipv6', '2001:db8::zz'),
      'Please enter a valid IPv6 address in “Allow access only from this IPv6 address”.',
    ],
    [
      'integer',
      field(CLOUD_LINUX_M, 'backup_retention_days', '1.5'),
      '“Backup retention (days)” must be a whole number.',
    ],
    [
      'integer maximum',
      field(CLOUD_LINUX_M, 'backup_retention_days', 31),
      '“Backup retention (days)” must not be more than 30.',
    ],
    [
      'integer minimum',
      field(NSA, 'nsa_periods', 0, 'addon'),
      '“Forwarding rhythm (weeks)” must be at least 1.',
    ],
    ['numeric', field(SSL_OV, 'duns_number', 'x12'), '“D-U-N-S number” must be a number.'],
    [
      'yes-no with in:true',
      field(PPOA, 'ppoa_private_legal_text', false, 'addon'),
      'Please choose one of the permitted values for “Legal notes read (private person)”.',
    ],
    [
      'yes-no shape',
      field(PPOA, 'ppoa_private_legal_text', 'maybe', 'addon'),
      'Please answer “Legal notes read (private person)” with yes or no.',
    ],
    [
      'text where a list came',
      field(WEBHOSTING_M, 'ftp_username', [{ a: 'b' }]),
      'The value of “FTP user name” is not valid.',
    ],
    [
      'persons half filled',
      field(NSA, 'nsa_additional_tenants', [{ first_name: 'Anna', last_name: ' ' }], 'addon'),
      'Please make sure to provide both the first and last name for each tenant in “Additional tenants”.',
    ],
    [
      'persons over 11',
      field(
        NSA,
        'nsa_additional_tenants',
        Array.from({ length: 12 }, (_, n) => ({ first_name: `A${n}`, last_name: 'B' })),
        'addon',
      ),
      'You can add at most 11 additional people in “Additional tenants”.',
    ],
    [
      'persons shape',
      field(NSA, 'nsa_additional_tenants', 'Anna Muster', 'addon'),
      'The value of “Additional tenants” is not valid.',
    ],
    [
      'address part missing',
      field(NSA, 'nsa_address', address({ city: '' }), 'addon'),
      'Please fill in “City”.',
    ],
    [
      'address shape',
      field(NSA, 'nsa_address', 'Hauptstraße 12', 'addon'),
      'The value of “Your current address” is not valid.',
    ],
    [
      'PO box ticked without number',
      field(
        NSA,
        'nsa_additional_address_data',
        [{ po_box: '1', po_box_zip: '10115', po_box_city: 'Berlin' }],
        'addon',
      ),
      'Please fill in “PO box number”.',
    ],
    [
      'company name for business authorization',
      field(
        PPOA,
        'ppoa_business_authorization',
        [{ company_name: '', first_name: 'Max', last_name: 'Muster' }],
        'addon',
      ),
      'Please fill in “Company name”.',
    ],
    [
      'unknown country',
      field(SSL_OV, 'organisation_country', 'XX'),
      'The value chosen for “Country of the organisation” is not available.',
    ],
    [
      'domain field',
      field(DOMAIN, 'nameserver_1', 'ns1', 'domain'),
      'Please provide a valid domain in “Own name server (optional)”.',
    ],
    [
      'upsell field',
      field(UPSELL_MAIL, 'mailbox_name', '', 'upsell'),
      'Please fill in “Name of the first mailbox”.',
    ],
  ])('%s → error', async (_name, entry, message) => {
    expect(await errorsOf(entry)).toEqual([message]);
  });

  it('checks sameAs against the partner field sent in the same call', async () => {
    const password = field(CLOUD_LINUX_S, 'root_password', 'Secret#2024x');
    const repeat = field(CLOUD_LINUX_S, 'root_password_confirmation', 'Secret#2024y');
    const body = await validate([password, repeat]);
    expect(body.valid).toBe(false);
    expect(body.errors).toEqual({
      [String(repeat.id)]: ['“Repeat password” must match “Administrator password”.'],
    });
  });

  it('answers with every failing field by id, and only those', async () => {
    const good = field(WEBHOSTING_M, 'ftp_username', 'webuser');
    const bad = field(WEBHOSTING_M, 'admin_email', 'nope');
    const body = await validate([good, bad]);
    expect(body.valid).toBe(false);
    expect(Object.keys(body.errors)).toEqual([String(bad.id)]);
  });

  describe('contract transfer id (server-only: the contract_transfers table)', () => {
    it.each(['TRF2024A1', 'TRF2024B2', 'TRF2025C3', ' trf2025c3 '])(
      'accepts the seeded id %j',
      async (id) => {
        expect(await errorsOf(field(TRANSFER, 'transfer_id', id))).toEqual([]);
      },
    );

    it('refuses an unknown id with its own message, in the visitor’s language', async () => {
      const unknown = field(TRANSFER, 'transfer_id', 'TRF2099Z9');
      expect(await errorsOf(unknown)).toEqual([
        'No contract with this transfer ID was found. Please check the ID.',
      ]);
      expect(await errorsOf(unknown, 'de-DE')).toEqual([
        'Zu dieser Übernahme-ID wurde kein Vertrag gefunden. Bitte prüfen Sie die ID.',
      ]);
    });

    it('gives the rule error first when the id is not even well-formed', async () => {
      expect(await errorsOf(field(TRANSFER, 'transfer_id', 'TRF'))).toEqual([
        '“Transfer ID” must be at least 8 characters long.',
      ]);
      expect(await errorsOf(field(TRANSFER, 'transfer_id', ''))).toEqual(['Please fill in “Transfer ID”.']);
    });
  });

  describe('street and house number of the address field (server-only plausibility check)', () => {
    const nsaAddress = (parts: Record<string, string>) => field(NSA, 'nsa_address', address(parts), 'addon');

    it.each([
      ['Straße des 17. Juni', '135'],
      ['Am Markt', '1'],
      ['1st Avenue', '12-14'],
      ["Rue de l'Église", '3b'],
      ['Hauptstr.', '12/1'],
      ['Kö', '7 A'],
    ])('accepts %j %j', async (street, number) => {
      expect(await errorsOf(nsaAddress({ street, number }))).toEqual([]);
    });

    it.each([
      ['12', '5', ['Please enter a real street name, for example Main Street.']],
      ['--', '5', ['Please enter a real street name, for example Main Street.']],
      ['Hauptstraße', 'abc', ['Please enter a house number such as 12, 12a or 12-14.']],
      ['Hauptstraße', '0', ['Please enter a house number such as 12, 12a or 12-14.']],
      ['Hauptstraße', '12 abc', ['Please enter a house number such as 12, 12a or 12-14.']],
      [
        '#!?',
        'x',
        [
          'Please enter a real street name, for example Main Street.',
          'Please enter a house number such as 12, 12a or 12-14.',
        ],
      ],
    ])('refuses %j %j', async (street, number, messages) => {
      expect(await errorsOf(nsaAddress({ street, number }))).toEqual(messages);
    });

    it('leaves parts the rule engine already refused to the rule engine', async () => {
      expect(await errorsOf(nsaAddress({ street: '', number: 'abc' }))).toEqual([
        'Please fill in “Street”.',
        'Please enter a house number such as 12, 12a or 12-14.',
      ]);
    });

    it('answers in German for a German visitor', async () => {
      expect(await errorsOf(nsaAddress({ street: '12', number: 'x', city: '' }), 'de-DE')).toEqual([
        'Bitte füllen Sie „Ort“ aus.',
        'Bitte geben Sie einen echten Straßennamen an, zum Beispiel Hauptstraße.',
        'Bitte geben Sie eine Hausnummer wie 12, 12a oder 12-14 an.',
      ]);
    });

    it('is a deterministic rule (unit)', () => {
      expect(isPlausibleStreet('  Lange   Reihe ')).toBe(true);
      expect(isPlausibleStreet('A')).toBe(false);
      expect(isPlausibleStreet('-Weg')).toBe(false);
      expect(isPlausibleHouseNumber('99999')).toBe(true);
      expect(isPlausibleHouseNumber('100000')).toBe(false);
      expect(isPlausibleHouseNumber('012')).toBe(false);
      expect(isPlausibleHouseNumber('3b - 3d')).toBe(true);
    });
  });

  it('answers the rule engine’s messages in German for a German visitor', async () => {
    expect(await errorsOf(field(WEBHOSTING_M, 'ftp_username', ''), 'de-DE')).toEqual([
      'Bitte füllen Sie „FTP-Benutzername“ aus.',
    ]);
  });

  it('refuses fields that are unknown or sent with the wrong owner type', async () => {
    const unknown = 'This field is not known for this kind of item.';
    expect(await errorsOf({ id: 999_999, value: 'x', type: 'product' })).toEqual([unknown]);
    expect(await errorsOf(field(WEBHOSTING_M, 'ftp_username', 'webuser', 'domain'))).toEqual([unknown]);
    expect(await errorsOf(field(DOMAIN, 'nameserver_1', 'ns1.example.org', 'product'))).toEqual([unknown]);
    expect(await errorsOf(field(NSA, 'nsa_periods', 4, 'product'))).toEqual([unknown]);
    expect(await errorsOf(field(CLOUD_LINUX_S, 'hostname', 'web-01', 'addon'))).toEqual([unknown]);
  });
});

describe('bodies the contract does not allow are 4xx with field errors, never 500', () => {
  const post = (payload: string, contentType = 'application/json') =>
    test.server.app.inject({
      method: 'POST',
      url: '/api/v2/additional-fields/validate',
      headers: { 'content-type': contentType, 'accept-language': 'en-GB' },
      payload,
    });

  it.each([
    ['an empty object', '{}', 'fields'],
    ['no fields', '{"fields":[]}', 'fields'],
    ['fields that are not a list', '{"fields":{"1":"x"}}', 'fields'],
    ['a field without id', '{"fields":[{"value":"x","type":"product"}]}', 'fields.0.id'],
    ['a negative id', '{"fields":[{"id":-1,"value":"x","type":"product"}]}', 'fields.0.id'],
    ['an id as text', '{"fields":[{"id":"10201","value":"x","type":"product"}]}', 'fields.0.id'],
    ['an unknown owner type', '{"fields":[{"id":10201,"value":"x","type":"category"}]}', 'fields.0.type'],
    ['an object value', '{"fields":[{"id":10201,"value":{"a":1},"type":"product"}]}', 'fields.0.value'],
    [
      'a value over 1000 characters',
      JSON.stringify({ fields: [{ id: 10201, value: 'x'.repeat(1001), type: 'product' }] }),
      'fields.0.value',
    ],
    [
      'more than 100 fields',
      JSON.stringify({
        fields: Array.from({ length: 101 }, () => ({ id: 10201, value: 'x', type: 'product' })),
      }),
      'fields',
    ],
    ['null', 'null', '_'],
    ['a list', '[]', '_'],
  ])('%s → 422', async (_name, payload, path) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe('validation_failed');
    expect(response.json().errors[path]?.length).toBeGreaterThan(0);
  });

  it('refuses broken JSON with 400 and other media types with 415', async () => {
    expect((await post('{"fields":[')).statusCode).toBe(400);
    expect((await post('fields=1', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
  });
});
