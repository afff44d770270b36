import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CART_NOTICE_KEYS } from '@domain/cart/notices';
import { PROMOTION_NOTICE_KEYS } from '@domain/promotions/notices';
import { FIELD_ERROR_NAMES, FIELD_MESSAGE_PREFIX } from '@domain/validation/additional-fields/field-error';
import type { ForbiddenCharacter } from '@domain/validation/domain-search';
import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import { NOTICE_KEYS as LOOKUP_NOTICE_STEMS } from '@machines/domain-lookup/messages';
import { catalogues } from '@web/i18n/catalogues';
import { parseSync, Visitor } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * The machines and the business rules hand message keys to the web app (notice titles and
 * messages, view titles, field and search errors, period and promotion labels); each must exist in
 * both catalogues. The checkout form keys (src/domain/validation/checkout) come with the checkout
 * screens and are not checked here yet.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCANNED_DIRS = ['machines', 'src/domain'];
const EXCLUDED_DIRS = ['src/domain/validation/checkout/'];

/** A dotted, lower-case first word: `cart.product_removed_title`, `period.maturity.annual`. */
const KEY_SHAPE = /^[a-z][a-zA-Z0-9_]*(\.[a-zA-Z0-9_]+)+$/;

/** Key-shaped literals of the scanned sources that are not message keys, with the reason. */
const NOT_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'card.submittingDetails': 'state path of the confirm machine (machines/payment/confirm.machine.ts)',
  'xstate.done.actor.redeemPromoCode': 'XState event type (machines/cart/guards.ts)',
  'xstate.done.actor.saveCart': 'XState event type (machines/postfill/guards.ts)',
  'xstate.done.actor.validateFields': 'XState event type (machines/postfill/guards.ts)',
  [FIELD_MESSAGE_PREFIX]: 'prefix of the field-error keys, which FIELD_ERROR_NAMES completes',
};

/**
 * The domain lookup's notices build their keys from a stem (`${stem}_title`, `${stem}_body`), so
 * the stems written in that file are not keys themselves.
 */
const LOOKUP_MESSAGES_FILE = 'machines/domain-lookup/messages.ts';
const lookupStems: readonly string[] = Object.values(LOOKUP_NOTICE_STEMS);

/** The search errors name some forbidden characters in words: `domain_search.character_{name}`. */
const NAMED_CHARACTERS = ['space', 'comma'] as const satisfies readonly NonNullable<
  ForbiddenCharacter['name']
>[];
type UnlistedCharacterName = Exclude<
  NonNullable<ForbiddenCharacter['name']>,
  (typeof NAMED_CHARACTERS)[number]
>;
const everyCharacterNameListed: [UnlistedCharacterName] extends [never] ? true : never = true;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((file) => !EXCLUDED_DIRS.some((excluded) => file.startsWith(excluded)));
}

/** Every key-shaped string literal (quotes or template text, never comments), with its files. */
function scanLiterals(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const note = (text: string | null, file: string) => {
    if (text === null || !KEY_SHAPE.test(text)) return;
    const files = found.get(text) ?? new Set<string>();
    files.add(file);
    found.set(text, files);
  };
  for (const file of SCANNED_DIRS.flatMap(sourceFiles)) {
    const parsed = parseSync(file, readFileSync(join(ROOT, file), 'utf8'));
    if (parsed.errors.length > 0) throw new Error(`${file} does not parse: ${parsed.errors[0]?.message}`);
    new Visitor({
      Literal: (node) => {
        if (typeof node.value === 'string') note(node.value, file);
      },
      TemplateLiteral: (node) => {
        for (const part of node.quasis) note(part.value.cooked ?? null, file);
      },
    }).visit(parsed.program);
  }
  return found;
}

const literals = scanLiterals();

/** The keys the machines and rules produce. */
function producedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const [literal, files] of literals) {
    if (Object.hasOwn(NOT_MESSAGE_KEYS, literal)) continue;
    const stemOnly =
      lookupStems.includes(literal) && [...files].every((file) => file === LOOKUP_MESSAGES_FILE);
    if (!stemOnly) keys.add(literal);
  }
  const derived = [
    ...FIELD_ERROR_NAMES.map((name) => `${FIELD_MESSAGE_PREFIX}.${name}`),
    ...lookupStems.flatMap((stem) => [`${stem}_title`, `${stem}_body`]),
    // Undotted keys (the spec's names), which the scan cannot tell from other words.
    ...Object.values(CART_NOTICE_KEYS).flatMap(({ title, message }) => [title, message]),
    ...Object.values(PROMOTION_NOTICE_KEYS),
    ...NAMED_CHARACTERS.map((name) => `domain_search.character_${name}`),
  ];
  for (const key of derived) keys.add(key);
  return keys;
}

const locales = Object.keys(catalogues) as (keyof typeof catalogues)[];
const textOf = (locale: keyof typeof catalogues, key: string): string | undefined =>
  (catalogues[locale] as Readonly<Record<string, string>>)[key];

/** Names of the values a message uses: `{name}`, `{n, plural, ...}`, `{n, number}`, `<tag>`. */
function argumentNames(elements: readonly MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (
      isArgumentElement(element) ||
      isNumberElement(element) ||
      isDateElement(element) ||
      isTimeElement(element)
    ) {
      names.add(element.value);
    } else if (isSelectElement(element) || isPluralElement(element)) {
      names.add(element.value);
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    } else if (isTagElement(element)) {
      names.add(`<${element.value}>`);
      argumentNames(element.children, names);
    }
  }
  return names;
}

/** The sorted value names of a message, or null when it does not parse (reported by its own test). */
function sortedNames(text: string): string[] | null {
  try {
    return [...argumentNames(parse(text))].sort();
  } catch {
    return null;
  }
}

describe('message keys of the machines and business rules', () => {
  it('the scan reads the sources and sees their keys', () => {
    expect(literals.get('cart.product_removed_title')).toEqual(new Set(['src/domain/cart/notices.ts']));
    expect(literals.get('periods.maturity.title')?.size).toBeGreaterThan(0);
    expect(literals.size).toBeGreaterThan(50);
  });

  it('every entry of the allowlist still occurs in the sources', () => {
    expect(Object.keys(NOT_MESSAGE_KEYS).filter((literal) => !literals.has(literal))).toEqual([]);
    expect(everyCharacterNameListed).toBe(true);
  });

  it.each(locales)('%s has a text for every key they produce', (locale) => {
    const missing = [...producedKeys()].filter((key) => textOf(locale, key) === undefined).sort();
    expect(missing).toEqual([]);
  });
});

describe('catalogue texts', () => {
  it.each(locales)('every %s message parses as ICU MessageFormat', (locale) => {
    const broken = Object.entries(catalogues[locale]).flatMap(([key, text]) => {
      try {
        parse(text);
        return [];
      } catch (error) {
        return [`${key}: ${String(error)}`];
      }
    });
    expect(broken).toEqual([]);
  });

  it('en-GB and de-DE use the same placeholders in every message', () => {
    const mismatches = Object.keys(catalogues['en-GB']).flatMap((key) => {
      const english = sortedNames(textOf('en-GB', key) ?? '');
      const german = sortedNames(textOf('de-DE', key) ?? '');
      if (english === null || german === null) return [];
      return english.join() === german.join() ? [] : [{ key, 'en-GB': english, 'de-DE': german }];
    });
    expect(mismatches).toEqual([]);
  });

  it('both catalogues hold the same keys', () => {
    expect(Object.keys(catalogues['de-DE']).sort()).toEqual(Object.keys(catalogues['en-GB']).sort());
  });
});
