import type { MailAttachment } from '@contract/brand';
import { LABEL_MESSAGE_KEYS } from '@domain/labels/message-keys';
import { mailLabel, mailMessageTexts, mailText } from '@server/i18n/mail-messages';
import { attachmentsFor } from '@server/mail/attachments';
import { catalogues } from '@web/i18n/catalogues';
import { describe, expect, it } from 'vitest';

/** Values for every placeholder of the labels. */
const LABEL_VALUES = {
  count: 2,
  label: 'Launch offer',
  percent: 33,
  amount: 2,
  code: 'WELCOME10',
  from: 'no',
  price: 4.27,
  period: 'month',
  months: 3,
  until: 0,
};

/** The mail's texts against the browser's: one price, term and promotion wording on every screen. */
describe('the confirmation mail’s texts', () => {
  for (const locale of ['de-DE', 'en-GB'] as const) {
    it(`uses the browser’s very texts for every key both have (${locale})`, () => {
      const web: Record<string, string> = catalogues[locale];
      const shared = Object.entries(mailMessageTexts(locale)).filter(([key]) => key in web);
      expect(shared.length).toBeGreaterThan(20);
      for (const [key, text] of shared) expect(text, key).toBe(web[key]);
    });
  }

  it('has a text for every term, interval, price and promotion label of the rules', () => {
    const used = LABEL_MESSAGE_KEYS.filter((key) =>
      /^period\.(maturity|interval|months)|^promotion\.|^price\./.test(key),
    );
    for (const key of used) {
      expect(() => mailLabel('de-DE', { key, values: LABEL_VALUES }), key).not.toThrow();
    }
    expect(
      mailLabel('de-DE', {
        key: 'price.amount',
        values: { from: 'no', price: 4.27, period: 'month', months: 3 },
      }),
    ).toBe('4,27\u00a0€ pro Monat in den ersten 3 Monaten');
    expect(mailText('en-GB', 'mail.vat', { percent: 19 })).toBe('VAT 19%');
    expect(mailText('de-DE', 'mail.vat', { percent: 7.7 })).toBe('MwSt. 7,7 %');
  });
});

describe('which attachments an order gets', () => {
  const file = (applies_to: MailAttachment['applies_to']): MailAttachment => ({
    applies_to,
    file_name: `${applies_to}.pdf`,
    file: `brand/${applies_to}.pdf`,
  });
  const all = [file('all'), file('private'), file('business'), file('mca'), file('eult'), file('gtc')];
  const names = (list: MailAttachment[]) => list.map((attachment) => attachment.applies_to);
  const none = { mca: false, eult: false, gtc: false };

  it('the terms of the customer’s kind and those for everyone', () => {
    expect(names(attachmentsFor(all, 'private', none))).toEqual(['all', 'private']);
    expect(names(attachmentsFor(all, 'business', none))).toEqual(['all', 'business']);
    expect(names(attachmentsFor(all, null, none))).toEqual(['all']);
  });

  it('the agreements the cart required', () => {
    expect(names(attachmentsFor(all, 'business', { mca: true, eult: false, gtc: true }))).toEqual([
      'all',
      'business',
      'mca',
      'gtc',
    ]);
  });
});
