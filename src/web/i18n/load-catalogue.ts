import type { LocaleCode } from '@contract/common';
import type { MessageFormatElement } from 'react-intl';
import type { CataloguePart } from './catalogue-parts';
import type { MessageKey } from './catalogues';

/** A locale's messages: the core and the parts loaded so far (the build parses the catalogues). */
export type LoadedCatalogue = Readonly<Record<MessageKey, MessageFormatElement[]>>;

type ParsedChunk = Promise<{ default: Readonly<Record<string, MessageFormatElement[]>> }>;

/**
 * Each locale's core and each of its parts are chunks of their own: a visitor downloads only the
 * language they see, and a part only with the screens that show it (catalogue-parts.ts).
 */
const coreLoaders: Record<LocaleCode, () => ParsedChunk> = {
  'de-DE': () => import('virtual:catalogue/de-DE'),
  'en-GB': () => import('virtual:catalogue/en-GB'),
};
const partLoaders: Record<LocaleCode, Record<CataloguePart, () => ParsedChunk>> = {
  'de-DE': {
    checkout: () => import('virtual:catalogue/de-DE-checkout'),
    order: () => import('virtual:catalogue/de-DE-order'),
    cart: () => import('virtual:catalogue/de-DE-cart'),
    domains: () => import('virtual:catalogue/de-DE-domains'),
    fields: () => import('virtual:catalogue/de-DE-fields'),
  },
  'en-GB': {
    checkout: () => import('virtual:catalogue/en-GB-checkout'),
    order: () => import('virtual:catalogue/en-GB-order'),
    cart: () => import('virtual:catalogue/en-GB-cart'),
    domains: () => import('virtual:catalogue/en-GB-domains'),
    fields: () => import('virtual:catalogue/en-GB-fields'),
  },
};

/** Parts a screen has shown: a language switch loads them in the new language too. */
const shown = new Set<CataloguePart>();
/** Chunks asked for, by locale and part; one that did not arrive (offline) is asked for again. */
const chunks = new Map<string, ParsedChunk>();

function chunk(key: string, load: () => ParsedChunk): ParsedChunk {
  const known = chunks.get(key);
  if (known) return known;
  const loading = load();
  chunks.set(key, loading);
  loading.catch(() => chunks.delete(key));
  return loading;
}

/** One object per locale and set of parts, so an unchanged catalogue renders nothing again. */
const merged = new Map<string, LoadedCatalogue>();

let active: Readonly<Record<string, MessageFormatElement[]>> = {};

/**
 * Loads a locale's pre-parsed messages: the core, the parts screens have shown so far, and
 * `parts`. If a screen shows another part meanwhile, the answer includes it too, so whichever call
 * answers last holds everything shown. The keys of the answer are the ones `isMessageKey` knows.
 */
export async function loadCatalogue(
  locale: LocaleCode,
  parts: readonly CataloguePart[] = [],
): Promise<LoadedCatalogue> {
  let names: CataloguePart[];
  let messages: LoadedCatalogue;
  do {
    names = [...new Set([...shown, ...parts])];
    const [core, ...loaded] = await Promise.all([
      chunk(locale, coreLoaders[locale]),
      ...names.map((part) => chunk(`${locale}-${part}`, partLoaders[locale][part])),
    ]);
    const key = `${locale}:${[...names].sort().join(',')}`;
    messages = merged.get(key) ?? Object.assign({}, core.default, ...loaded.map((part) => part.default));
    merged.set(key, messages);
    for (const part of parts) shown.add(part);
  } while ([...shown].some((part) => !names.includes(part)));
  active = messages;
  return messages;
}

/**
 * Whether a key computed at run time (a machine's title or notice) is in the catalogues. Every
 * locale has the same keys (the catalogues do not compile otherwise), and nothing is rendered before
 * the session's catalogue is loaded (SessionGate), so the loaded one answers for all.
 */
export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(active, key);
