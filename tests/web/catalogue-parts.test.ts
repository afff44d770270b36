import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTE_AREAS } from '@machines/wizard/route-areas';
import { type CataloguePart, cataloguePartNames, screenCatalogueParts } from '@web/i18n/catalogue-parts';
import { catalogueChunk, catalogues, PART_SECTIONS } from '@web/i18n/catalogues';
import { parseSync, Visitor } from 'vite';
import { describe, expect, it } from 'vitest';
import { aliases } from '../../vite.config';

/**
 * The browser loads the core of the catalogue before the app renders and each part with the
 * screens that need it (src/web/i18n/catalogue-parts.ts). A key of a part used by code that runs
 * without that part would show as its raw key. So the sources are read as the bundler reads them:
 * from the app's entry and from each screen, along every import that is not type-only, collecting
 * the message keys each file writes (literals, and the keys a template, a prefix or a stem constant starts).
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

const allKeys = Object.keys(catalogues['en-GB']);
const partOfKey = new Map<string, CataloguePart>(
  cataloguePartNames.flatMap((part) =>
    Object.keys(catalogueChunk('en-GB', part)).map((key) => [key, part] as const),
  ),
);

function resolveImport(fromFile: string, specifier: string): string | null {
  const alias = Object.entries(aliases).find(([name]) => specifier.startsWith(`${name}/`));
  const base = alias
    ? join(alias[1], specifier.slice(alias[0].length))
    : specifier.startsWith('.')
      ? join(ROOT, dirname(fromFile), specifier)
      : null;
  if (base === null) return null;
  const found = EXTENSIONS.map((extension) => base + extension).find(
    (path) => /\.tsx?$/.test(path) && existsSync(path),
  );
  return found ? relative(ROOT, found).split('\\').join('/') : null;
}

interface SourceFacts {
  imports: string[];
  keys: Set<string>;
}

const facts = new Map<string, SourceFacts>();

/** A file's runtime imports and the message keys it writes. */
function read(file: string): SourceFacts {
  const known = facts.get(file);
  if (known) return known;
  const parsed = parseSync(file, readFileSync(join(ROOT, file), 'utf8'));
  if (parsed.errors.length > 0) throw new Error(`${file} does not parse: ${parsed.errors[0]?.message}`);
  const result: SourceFacts = { imports: [], keys: new Set() };
  const importFrom = (specifier: unknown) => {
    const resolved = typeof specifier === 'string' ? resolveImport(file, specifier) : null;
    if (resolved) result.imports.push(resolved);
  };
  const noteKeys = (text: string | null | undefined, isPrefix: boolean) => {
    if (!text?.includes('.')) return;
    if (Object.hasOwn(catalogues['en-GB'], text)) {
      result.keys.add(text);
      return;
    }
    // A template's start, a constant ending in a dot, or a constant holding a family's stem
    // (`product.additional_fields_form_validation`): every key it can start.
    const start = isPrefix || text.endsWith('.') ? text : `${text}.`;
    for (const key of allKeys) if (key.startsWith(start)) result.keys.add(key);
  };
  new Visitor({
    ImportDeclaration: (node) => {
      if (node.importKind !== 'type') importFrom(node.source.value);
    },
    ExportNamedDeclaration: (node) => {
      if (node.source && node.exportKind !== 'type') importFrom(node.source.value);
    },
    ExportAllDeclaration: (node) => {
      if (node.exportKind !== 'type') importFrom(node.source.value);
    },
    ImportExpression: (node) => {
      if (node.source.type === 'Literal') importFrom(node.source.value);
    },
    Literal: (node) => {
      if (typeof node.value === 'string') noteKeys(node.value, false);
    },
    TemplateLiteral: (node) => {
      node.quasis.forEach((quasi, index) => {
        noteKeys(quasi.value.cooked, index < node.expressions.length);
      });
    },
  }).visit(parsed.program);
  facts.set(file, result);
  return result;
}

/** Every source file a file leads to at run time (itself included), not entering `stops`. */
function closure(root: string, stops: readonly string[] = []): Set<string> {
  const seen = new Set<string>([root, ...stops]);
  const queue = [root];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const next of read(file).imports) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  for (const stop of stops) seen.delete(stop);
  return seen;
}

/** Keys of the parts not in `allowed`, written by the given files: `file: key (part)`. */
function keysOutside(files: Iterable<string>, allowed: readonly CataloguePart[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    for (const key of read(file).keys) {
      const part = partOfKey.get(key);
      if (part !== undefined && !allowed.includes(part)) problems.push(`${file}: ${key} (${part})`);
    }
  }
  return problems.sort();
}

const screens = readdirSync(join(ROOT, 'src/web/screens'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.screen.tsx'))
  .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/'));

const routeOfScreen = (screen: string) => screen.slice(screen.lastIndexOf('/') + 1, -'.screen.tsx'.length);

/**
 * Areas whose machines run only while one of their own screens is shown (the wizard starts an area
 * for its routes), and every screen of theirs loads these parts: their machines and rules may name
 * those keys (the confirm and SMS machines validate with the order forms' messages).
 */
const AREA_PARTS: Readonly<Record<string, { area: string; parts: readonly CataloguePart[] }>> = {
  'src/web/wizard/actors/payment.ts': { area: 'confirm', parts: ['order'] },
  'src/web/wizard/actors/sms.ts': { area: 'sms', parts: ['order'] },
  'machines/payment/confirm.machine.ts': { area: 'confirm', parts: ['order'] },
  'machines/sms/sms.machine.ts': { area: 'sms', parts: ['order'] },
};
const areaActors = Object.keys(AREA_PARTS);

// The app's entry reaches the wizard and every area machine (the areas above stop the scan), and
// the categories and products screens through their routes; the other screens only through the
// registry's glob, which the scan does not follow.
const core = closure('src/web/main.tsx', areaActors);

describe('catalogue parts: each key loads before the code that shows it', () => {
  it('the scan follows the imports and sees the keys', () => {
    expect(core.has('machines/wizard/wizard.machine.ts')).toBe(true);
    expect(core.has('src/web/screens/products/ProductsScreen.tsx')).toBe(true);
    expect(core.has('src/web/screens/checkout/confirm.screen.tsx')).toBe(false);
    expect(screens.length).toBeGreaterThan(30);
    expect(read('src/web/screens/domains/SideNote.tsx').keys.size).toBeGreaterThan(0);
    // A template names every key it can build: `fields.part.${part}`.
    expect(read('src/web/fields/use-field-messages.ts').keys).toContain('fields.part.street');
  });

  it('every part is used by some screen, and every part key is in one part only', () => {
    const used = new Set(screens.flatMap((screen) => screenCatalogueParts(screen)));
    expect([...used].sort()).toEqual([...cataloguePartNames].sort());
    const partKeys = Object.values(PART_SECTIONS)
      .flat()
      .flatMap((section) => Object.keys(section['en-GB']));
    expect(new Set(partKeys).size).toBe(partKeys.length);
  });

  it('the core (entry, layout, wizard, machines, rules) writes no key of a part', () => {
    expect(keysOutside(core, [])).toEqual([]);
  });

  it.each(areaActors)(
    '%s: its area writes keys of its parts only, and all its screens load them',
    (actor) => {
      const { area, parts } = AREA_PARTS[actor] ?? { area: '', parts: [] };
      const own = [...closure(actor)].filter((file) => !core.has(file));
      expect(keysOutside(own, parts)).toEqual([]);
      const areaScreens = screens.filter(
        (screen) => ROUTE_AREAS[routeOfScreen(screen) as keyof typeof ROUTE_AREAS] === area,
      );
      expect(areaScreens.length).toBeGreaterThan(0);
      for (const screen of areaScreens)
        expect(screenCatalogueParts(screen)).toEqual(expect.arrayContaining([...parts]));
    },
  );

  it.each(screens)('%s writes only keys of the core and of its parts', (screen) => {
    const own = [...closure(screen)].filter((file) => !core.has(file));
    expect(keysOutside(own, screenCatalogueParts(screen))).toEqual([]);
  });
});
