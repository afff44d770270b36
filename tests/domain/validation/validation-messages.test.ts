import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocaleCode } from '@contract/common';
import { FIELD_MESSAGE_PREFIX } from '@domain/validation/additional-fields/field-error';
import { BasicInfoForm } from '@domain/validation/checkout/basic-info';
import { createSepaForm } from '@domain/validation/checkout/sepa';
import { LIMITS } from '@domain/validation/limits';
import {
  CHECKOUT_FORM_MESSAGE_KEYS,
  CHECKOUT_FORM_MESSAGES,
} from '@domain/validation/messages/checkout-form-messages';
import { FIELD_MESSAGES } from '@domain/validation/messages/field-messages';
import { catalogues } from '@web/i18n/catalogues';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const locales = LocaleCode.options;

/** Every message of a locale's browser catalogue, core and parts together. */
const browserTexts = (locale: LocaleCode): Readonly<Record<string, string>> => catalogues[locale];

describe('one catalogue of validation messages for server and browser', () => {
  it.each(locales)('the browser shows the checkout forms’ texts the server answers with (%s)', (locale) => {
    const shown = browserTexts(locale);
    for (const key of CHECKOUT_FORM_MESSAGE_KEYS)
      expect(shown[key]).toBe(CHECKOUT_FORM_MESSAGES[locale][key]);
  });

  it.each(locales)(
    'the browser shows the additional fields’ texts the server answers with (%s)',
    (locale) => {
      const shown = browserTexts(locale);
      for (const [name, text] of Object.entries(FIELD_MESSAGES[locale])) {
        expect(shown[`${FIELD_MESSAGE_PREFIX}.${name}`]).toBe(text);
      }
    },
  );

  it.each(locales)('a length message names the limit the schema checks (%s)', (locale) => {
    const tooLong = 'x'.repeat(LIMITS.nameMax + 1);
    const basic = z.safeParse(BasicInfoForm, {
      group: 0,
      gender: 0,
      first_name: tooLong,
      last_name: 'b',
      email: 'a@b.de',
    });
    const sepa = z.safeParse(createSepaForm({ showBankField: true }), {
      holder: 'x'.repeat(LIMITS.sepaHolderMin - 1),
      iban: 'x'.repeat(LIMITS.ibanMax + 1),
      bic: 'COBADEFFXXX',
      bank: 'x'.repeat(LIMITS.bankMax + 1),
      permission: true,
    });
    const keyed = [...(basic.error?.issues ?? []), ...(sepa.error?.issues ?? [])].map(
      (issue) => issue.message,
    );
    const expected: Record<string, number> = {
      'customer.form_validation.first_name_max_length': LIMITS.nameMax,
      'payment.form_validation.holder_min_length': LIMITS.sepaHolderMin,
      'payment.form_validation.iban_max_length': LIMITS.ibanMax,
      'payment.form_validation.bank_max_length': LIMITS.bankMax,
    };
    for (const [key, limit] of Object.entries(expected)) {
      expect(keyed).toContain(key);
      expect(
        CHECKOUT_FORM_MESSAGES[locale][key as keyof (typeof CHECKOUT_FORM_MESSAGES)[LocaleCode]],
      ).toContain(String(limit));
    }
    const password = new IntlMessageFormat(FIELD_MESSAGES[locale].password, locale).format({ label: 'P' });
    expect(password).toContain(String(LIMITS.passwordMin));
  });

  it('no message text types a limit as a literal number', () => {
    const folders = ['src/domain/validation/messages', 'src/web/i18n/sections', 'src/server/i18n'];
    const limitInText =
      /\d+\s*(?:characters?|Zeichen|additional|weitere)|(?:at least|at most|exactly|mindestens|höchstens|genau)\s+\d/;
    const offenders: string[] = [];
    for (const folder of folders) {
      for (const file of readdirSync(join(root, folder))) {
        if (!file.endsWith('.ts')) continue;
        const source = readFileSync(join(root, folder, file), 'utf8').replace(/\$\{[^}]*\}/g, '{limit}');
        // Comments are not texts.
        const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
        for (const match of code.matchAll(/'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g)) {
          if (limitInText.test(match[0])) offenders.push(`${folder}/${file}: ${match[0]}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
