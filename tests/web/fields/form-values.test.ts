import type { AdditionalFieldDefinition, InputComponent } from '@contract/catalogue';
import {
  validateNsaAdditionalAddressData,
  validateNsaAddress,
} from '@domain/validation/additional-fields/nsa';
import {
  validatePpoaBusinessAuthorization,
  validatePpoaPrivateAuthorization,
} from '@domain/validation/additional-fields/ppoa';
import { linuxImageName, readWindowsImage, WINDOWS_IMAGES } from '@web/fields/cloud-images';
import { countryNamed, matchCountries } from '@web/fields/country-search';
import {
  allowedValues,
  formName,
  initialFormValue,
  initialFormValues,
  numberBounds,
  ruleErrorsById,
  singleFieldHeadline,
  valueShape,
  valuesByFieldKey,
  valuesToStore,
} from '@web/fields/form-values';
import { catalogues } from '@web/i18n/catalogues';
import { describe, expect, it } from 'vitest';

let nextId = 1;
function field(
  component: InputComponent,
  rules: string,
  extra: Partial<AdditionalFieldDefinition> = {},
): AdditionalFieldDefinition {
  nextId += 1;
  return {
    id: nextId,
    key: `${component}_${nextId}`,
    label: `Label ${nextId}`,
    headline: null,
    order: nextId,
    input_component: component,
    validation_rules: rules,
    is_postponed: false,
    prefilled_with: null,
    ...extra,
  };
}

describe('value shapes of the input components', () => {
  it.each([
    ['text', 'required|string|fqdn', 'text'],
    ['country', 'required|string|min:2|max:2|exists', 'text'],
    ['nsa_periods', 'required|integer|min:1|max:12', 'text'],
    ['nsa_address', 'required', 'parts'],
    ['nsa_additional_address_data', '', 'parts'],
    ['ppoa_private_authorization', '', 'parts'],
    ['ppoa_business_authorization', '', 'parts'],
    ['nsa_additional_tenants', 'persons|max:11', 'persons'],
    ['ppoa_private_legal_text', 'boolean|in:true', 'flag'],
    // The tick box stays a tick box even when its rules do not say boolean.
    ['ppoa_business_legal_text', '', 'flag'],
    ['ppoa_signature_font', 'required|string|in:coming-soon,montez-regular,sacramento-regular', 'text'],
  ] as const)('%s (%s) is held as %s', (component, rules, shape) => {
    expect(valueShape(field(component, rules))).toBe(shape);
  });
});

describe('initial values', () => {
  it('starts from the stored value, or the empty value of the shape', () => {
    expect(initialFormValue(field('text', 'string'), 'shop.example.com')).toBe('shop.example.com');
    expect(initialFormValue(field('nsa_periods', 'integer'), 4)).toBe('4');
    expect(initialFormValue(field('text', 'string'), null)).toBe('');
    expect(initialFormValue(field('nsa_address', 'required'), [{ street: 'Am Markt', number: '1' }])).toEqual(
      {
        street: 'Am Markt',
        number: '1',
      },
    );
    expect(initialFormValue(field('ppoa_private_legal_text', 'boolean|in:true'), true)).toBe(true);
    expect(initialFormValue(field('ppoa_private_legal_text', 'boolean|in:true'), null)).toBe(false);
  });

  it('the signature font defaults to coming-soon (spec section 9)', () => {
    expect(initialFormValue(field('ppoa_signature_font', 'required|string'), null)).toBe('coming-soon');
    expect(initialFormValue(field('ppoa_signature_font', 'required|string'), 'montez-regular')).toBe(
      'montez-regular',
    );
  });

  it('the PO box starts unticked and the tenants list with one blank row', () => {
    expect(initialFormValue(field('nsa_additional_address_data', ''), null)).toEqual({ po_box: '0' });
    expect(initialFormValue(field('nsa_additional_tenants', 'persons'), null)).toEqual([
      { first_name: '', last_name: '' },
    ]);
    expect(
      initialFormValue(field('nsa_additional_tenants', 'persons'), [
        { first_name: 'Ada', last_name: 'Lovelace' },
      ]),
    ).toEqual([{ first_name: 'Ada', last_name: 'Lovelace' }]);
  });

  it('form names come from field ids, so keys with dots are never read as paths', () => {
    const dotted = field('text', 'string', { key: 'basic_info.email' });
    expect(formName(dotted)).toBe(`field_${dotted.id}`);
    expect(Object.keys(initialFormValues([dotted], []))).toEqual([`field_${dotted.id}`]);
  });
});

describe('values sent and stored', () => {
  const fqdn = field('text', 'required|string|min:4|max:253|fqdn');
  const periods = field('nsa_periods', 'required|integer|min:1|max:12');
  const poBox = field('nsa_additional_address_data', '');
  const tenants = field('nsa_additional_tenants', 'persons|max:11');
  const legal = field('ppoa_private_legal_text', 'boolean|in:true');
  const definitions = [fqdn, periods, poBox, tenants, legal];
  const values = {
    [formName(fqdn)]: '  shop.example.com ',
    [formName(periods)]: '2',
    [formName(poBox)]: { addition: ' c/o Muster ', po_box: '0', po_box_number: '12' },
    [formName(tenants)]: [
      { first_name: ' Ada ', last_name: 'Lovelace' },
      { first_name: '', last_name: '' },
    ],
    [formName(legal)]: false,
  };

  it('by field key for the rules and the product-selection machine', () => {
    expect(valuesByFieldKey(definitions, values)).toEqual({
      [fqdn.key]: '  shop.example.com ',
      [periods.key]: 2,
      [poBox.key]: [{ addition: ' c/o Muster ', po_box: '0', po_box_number: '12' }],
      [tenants.key]: [
        { first_name: ' Ada ', last_name: 'Lovelace' },
        { first_name: '', last_name: '' },
      ],
      // An unticked box is no answer.
      [legal.key]: null,
    });
  });

  it('normalised by the domain rules for storing (trimmed, complete tenants, no PO box parts unticked)', () => {
    expect(valuesToStore(definitions, values)).toEqual([
      { field_id: fqdn.id, field_key: fqdn.key, value: 'shop.example.com' },
      { field_id: periods.id, field_key: periods.key, value: 2 },
      { field_id: poBox.id, field_key: poBox.key, value: [{ addition: 'c/o Muster', po_box: '0' }] },
      { field_id: tenants.id, field_key: tenants.key, value: [{ first_name: 'Ada', last_name: 'Lovelace' }] },
      { field_id: legal.id, field_key: legal.key, value: null },
    ]);
  });
});

describe('rule errors come from src/domain', () => {
  it('reports the first failing rule of a field by field id', () => {
    const fqdn = field('text', 'required|string|min:4|max:253|fqdn', { label: 'Domain' });
    const errors = ruleErrorsById([fqdn], { [formName(fqdn)]: 'not a domain' });
    expect(errors.get(fqdn.id)?.key).toBe('product.additional_fields_form_validation.fqdn');
    expect(ruleErrorsById([fqdn], { [formName(fqdn)]: 'example.com' }).size).toBe(0);
  });

  it('composite fields carry their parts; the PO box parts are required only when ticked', () => {
    const poBox = field('nsa_additional_address_data', '');
    const unticked = ruleErrorsById([poBox], { [formName(poBox)]: { po_box: '0' } });
    expect(unticked.size).toBe(0);
    const ticked = ruleErrorsById([poBox], { [formName(poBox)]: { po_box: '1', po_box_number: '7' } });
    expect(Object.keys(ticked.get(poBox.id)?.subfields ?? {})).toEqual(['po_box_zip', 'po_box_city']);
  });

  it('tenants need both names or neither, at most 11', () => {
    const tenants = field('nsa_additional_tenants', 'persons|max:11');
    const half = ruleErrorsById([tenants], { [formName(tenants)]: [{ first_name: 'Ada', last_name: '' }] });
    expect(half.get(tenants.id)?.key).toBe('product.additional_fields_form_validation.persons');
    const twelve = Array.from({ length: 12 }, (_, index) => ({ first_name: `A${index}`, last_name: 'B' }));
    expect(ruleErrorsById([tenants], { [formName(tenants)]: twelve }).get(tenants.id)?.key).toBe(
      'product.additional_fields_form_validation.persons_max',
    );
  });
});

describe('every part name a composite rule reports is translated', () => {
  const parts = new Set([
    ...Object.keys(validateNsaAddress({}, true)),
    ...Object.keys(validateNsaAdditionalAddressData({ po_box: '1', addition: 'x'.repeat(101) })),
    ...Object.keys(validatePpoaPrivateAuthorization({}, true)),
    ...Object.keys(validatePpoaBusinessAuthorization({}, true)),
    'po_box',
  ]);

  it.each([...parts])('fields.part.%s exists in both catalogues', (part) => {
    for (const locale of ['en-GB', 'de-DE'] as const) {
      expect(catalogues[locale]).toHaveProperty([`fields.part.${part}`]);
    }
  });
});

describe('options of the selects', () => {
  it('come from the in: rule, and number bounds from min/max', () => {
    expect(allowedValues(field('nsa_customer_type', 'required|string|in:private,business'))).toEqual([
      'private',
      'business',
    ]);
    expect(numberBounds(field('nsa_periods', 'required|integer|min:1|max:12'))).toEqual({ min: 1, max: 12 });
  });

  it('name the spec image options', () => {
    expect(linuxImageName('ubuntu-22.04')).toBe('Ubuntu 22.04');
    expect(linuxImageName('almalinux-8')).toBe('AlmaLinux 8');
    expect(linuxImageName('unknown')).toBe('unknown');
    expect(WINDOWS_IMAGES).toHaveLength(8);
    expect(readWindowsImage('windows-2022-gui-de')).toEqual({ year: '2022', edition: 'gui', language: 'de' });
    expect(readWindowsImage('windows-xp')).toBeNull();
  });
});

describe('country search', () => {
  const countries = [
    { id: 1, code: 'DE', name: 'Deutschland', phone_prefix: '+49', order: 1 },
    { id: 2, code: 'AT', name: 'Österreich', phone_prefix: '+43', order: 2 },
    { id: 3, code: 'CH', name: 'Schweiz', phone_prefix: '+41', order: 3 },
    { id: 4, code: 'US', name: 'Vereinigte Staaten', phone_prefix: '+1', order: 4 },
  ];

  it('finds names starting with the text first, then containing it, and codes; accents do not matter', () => {
    expect(matchCountries(countries, 'oster').map((country) => country.code)).toEqual(['AT']);
    expect(matchCountries(countries, 'ei').map((country) => country.code)).toEqual(['AT', 'CH', 'US']);
    expect(matchCountries(countries, 'ch').map((country) => country.code)).toEqual(['CH', 'DE', 'AT']);
    expect(matchCountries(countries, '')).toHaveLength(4);
  });

  it('takes a typed name or code only when it names a country exactly', () => {
    expect(countryNamed(countries, 'schweiz')?.code).toBe('CH');
    expect(countryNamed(countries, 'at')?.code).toBe('AT');
    expect(countryNamed(countries, 'Schwe')).toBeUndefined();
  });
});

describe('title rule', () => {
  it('the single field headline becomes the title', () => {
    const only = field('text', 'required', { headline: 'Which domain?' });
    expect(singleFieldHeadline([only])).toBe('Which domain?');
    expect(singleFieldHeadline([only, field('text', '')])).toBeNull();
    expect(singleFieldHeadline([field('text', '')])).toBeNull();
  });
});
