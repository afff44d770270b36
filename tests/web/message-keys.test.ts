import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RequiredAgreements } from '@contract/orders';
import { CART_NOTICE_KEYS } from '@domain/cart/notices';
import { PROMOTION_NOTICE_KEYS } from '@domain/promotions/notices';
import { FIELD_ERROR_NAMES, FIELD_MESSAGE_PREFIX } from '@domain/validation/additional-fields/field-error';
import { customerKey, SAME_PASSWORD_KEY } from '@domain/validation/checkout/message-keys';
import { confirmKey, paymentKey, smsKey } from '@domain/validation/checkout/order-message-keys';
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
 * messages, view titles, field and search errors, period and promotion labels, the checkout forms'
 * messages); each must exist in both catalogues.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCANNED_DIRS = ['machines', 'src/domain'];
const EXCLUDED_DIRS: readonly string[] = [];

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

// --- Checkout form keys ------------------------------------------------------------------------

/**
 * The checkout forms build their keys with `customerKey(field, rule)` and its siblings
 * (src/domain/validation/checkout/message-keys.ts), with literal arguments or through a helper
 * whose parameter is the field (`withMax('street', ...)`, `lengthRules('referral_id', ...)`,
 * `compactCode('iban')`). The scan resolves both: literal calls give their key; a call whose field
 * is a parameter of its enclosing function gives one key per call of that function with a literal
 * there.
 */
const KEY_BUILDERS: Readonly<Record<string, (field: string, rule: string) => string>> = {
  customerKey,
  confirmKey,
  paymentKey,
  smsKey,
};
const CHECKOUT_KEY_DIRS = ['src/domain/validation/checkout', 'machines'];

type AstNode = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
const stringLiteral = (node: unknown): string | null =>
  isNode(node) && node.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
const identifierName = (node: unknown): string | null =>
  isNode(node) && node.type === 'Identifier' && typeof node.name === 'string' ? node.name : null;

interface EnclosingFunction {
  name: string;
  params: readonly (string | null)[];
}

/** Calls of a helper that names the field by its parameter: (helper, parameter index, builder, rule). */
interface KeyTemplate {
  helper: string;
  param: number;
  builder: string;
  rule: string;
}

function functionOf(node: AstNode, name: string | null): EnclosingFunction | null {
  if (!name) return null;
  const params = Array.isArray(node.params) ? node.params.map(identifierName) : [];
  return { name, params };
}

function walk(
  node: unknown,
  visit: (node: AstNode, within: EnclosingFunction | null) => void,
  within: EnclosingFunction | null = null,
): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit, within);
    return;
  }
  if (!isNode(node)) return;
  visit(node, within);
  let inner = within;
  if (node.type === 'FunctionDeclaration') inner = functionOf(node, identifierName(node.id)) ?? within;
  if (node.type === 'VariableDeclarator' && isNode(node.init)) {
    const init = node.init;
    if (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression') {
      walk(node.id, visit, within);
      walk(init, visit, functionOf(init, identifierName(node.id)) ?? within);
      return;
    }
  }
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type') walk(value, visit, inner);
  }
}

function checkoutFormKeys(): { keys: Set<string>; unresolved: string[] } {
  const keys = new Set<string>();
  const templates: KeyTemplate[] = [];
  const calls: { callee: string; args: unknown[] }[] = [];
  const unresolved: string[] = [];
  for (const file of CHECKOUT_KEY_DIRS.flatMap(sourceFiles)) {
    const parsed = parseSync(file, readFileSync(join(ROOT, file), 'utf8'));
    walk(parsed.program, (node, within) => {
      if (node.type !== 'CallExpression') return;
      const callee = identifierName(node.callee);
      const args = Array.isArray(node.arguments) ? node.arguments : [];
      if (!callee) return;
      calls.push({ callee, args });
      const builder = KEY_BUILDERS[callee];
      if (!builder) return;
      const field = stringLiteral(args[0]);
      const rule = stringLiteral(args[1]);
      if (field !== null && rule !== null) {
        keys.add(builder(field, rule));
        return;
      }
      const param = within ? within.params.indexOf(identifierName(args[0])) : -1;
      if (within && param >= 0 && rule !== null)
        templates.push({ helper: within.name, param, builder: callee, rule });
      else unresolved.push(`${file}: ${callee}(...)`);
    });
  }
  for (const template of templates) {
    const builder = KEY_BUILDERS[template.builder];
    for (const call of calls.filter((entry) => entry.callee === template.helper)) {
      const field = stringLiteral(call.args[template.param]);
      if (field !== null && builder) keys.add(builder(field, template.rule));
    }
  }
  return { keys, unresolved };
}

const checkoutKeys = checkoutFormKeys();

/** Keys the confirm machine builds from the agreement names (`confirmKey(`${agreement}_agreement`, 'required')`). */
const AGREEMENT_KEYS = RequiredAgreements.keyof().options.map((agreement) =>
  confirmKey(`${agreement}_agreement`, 'required'),
);

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
    ...checkoutKeys.keys,
    ...AGREEMENT_KEYS,
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

  it("the scan finds the checkout forms' keys, also those built through a helper", () => {
    const keys = checkoutKeys.keys;
    // Literal calls, helpers with the field as parameter (withMax, lengthRules, compactCode).
    expect(keys).toContain('customer.form_validation.email_valid_email');
    expect(keys).toContain('customer.form_validation.street_max_length');
    expect(keys).toContain('confirm.form_validation.referral_id_min_length');
    expect(keys).toContain('payment.form_validation.iban_required');
    expect(keys).toContain('sms.form_validation.code_length');
    expect(literals.has(SAME_PASSWORD_KEY)).toBe(true);
    expect(keys.size).toBeGreaterThan(50);
    // The agreement keys are the only ones built from a computed field name.
    expect(checkoutKeys.unresolved).toEqual(['machines/payment/confirm.machine.ts: confirmKey(...)']);
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
