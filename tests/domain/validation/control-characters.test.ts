import { AddressForm } from '@domain/validation/checkout/address';
import { BasicInfoForm } from '@domain/validation/checkout/basic-info';
import { OrderFeedbackForm } from '@domain/validation/checkout/order-feedback';
import { withoutControlCharacters } from '@domain/validation/control-characters';
import { describe, expect, it } from 'vitest';

/**
 * Direction controls typed into a name, an address or a comment would turn the text after them
 * around wherever the shop shows it (issue #10, right-to-left characters): they are dropped like
 * surrounding spaces, while Arabic and Hebrew letters stay as typed. So are the C0 control
 * characters (tab, line feed and carriage return aside) and DEL, which the database cannot store
 * or no one sees.
 */
describe('withoutControlCharacters', () => {
  it.each([
    ['\u0000', ''],
    ['An\u0000na\u0007\u001B\u007F', 'Anna'],
    ['line\nnext\tcolumn\r', 'line\nnext\tcolumn\r'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['\u202A\u202B\u202C\u202D\u202E', ''],
    ['\u2066isolated\u2069 \u2067a\u2068', 'isolated a'],
    ['Müller-Lüdenscheidt', 'Müller-Lüdenscheidt'],
    ['محمد', 'محمد'],
    ['שלום Berlin', 'שלום Berlin'],
  ])('%j → %j', (typed, kept) => {
    expect(withoutControlCharacters(typed)).toBe(kept);
  });
});

describe('customer data keeps no invisible controls', () => {
  it('in names, company and e-mail of the basic info', () => {
    const parsed = BasicInfoForm.parse({
      group: 0,
      gender: 1,
      first_name: ' \u202EAnna',
      last_name: 'Berg\u202E ',
      email: 'anna@example.com',
      company_name: 'Berg\u2067 GmbH',
      company_vat_id: null,
    });
    expect([parsed.first_name, parsed.last_name, parsed.company_name]).toEqual(['Anna', 'Berg', 'Berg GmbH']);
  });

  it('in street, city and postcode of the address', () => {
    const parsed = AddressForm.parse({
      street: 'Hauptstr.\u202E 1',
      postal_code: '10115\u202D',
      city: '\u202EBerlin',
      country_code: 'de',
      phone: '+49 30 1234567',
    });
    expect([parsed.street, parsed.postal_code, parsed.city]).toEqual(['Hauptstr. 1', '10115', 'Berlin']);
  });

  it('a name of control characters alone is a missing name', () => {
    const parsed = BasicInfoForm.safeParse({
      group: 1,
      gender: 1,
      first_name: '\u0000',
      last_name: 'Berg\u0000',
      email: 'anna@example.com',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['first_name', 'customer.form_validation.first_name_required'],
    ]);
  });

  it('in the comment of the order feedback, and a comment of controls alone is no comment', () => {
    expect(OrderFeedbackForm.parse({ comment: 'Bitte\u202E schnell' }).comment).toBe('Bitte schnell');
    expect(OrderFeedbackForm.parse({ comment: '\u202E\u202C' }).comment).toBeUndefined();
  });
});
