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
    checkout: () => import('virtual:catalogue/de-DE/checkout'),
    cart: () => import('virtual:catalogue/de-DE/cart'),
    domains: () => import('virtual:catalogue/de-DE/domains'),
    fields: () => import('virtual:catalogue/de-DE/fields'),
  },
  'en-GB': {
    checkout: () => import('virtual:catalogue/en-GB/checkout'),
    cart: () => import('virtual:catalogue/en-GB/cart'),
    domains: () => import('virtual:catalogue/en-GB/domains'),
    fields: () => import('virtual:catalogue/en-GB/fields'),
  },
};

/** Parts some screen has asked for: a language switch loads them in the new language too. */
const wanted = new Set<CataloguePart>();
/** Per locale: the latest merge (each builds on the one before) and the parts it holds. */
const merges = new Map<LocaleCode, { messages: Promise<LoadedCatalogue>; parts: Set<CataloguePart> }>();

let active: Readonly<Record<string, MessageFormatElement[]>> = {};

const withChunks = async (
  base: Promise<LoadedCatalogue>,
  chunks: ParsedChunk[],
): Promise<LoadedCatalogue> => {
  const [messages, ...loaded] = await Promise.all([base, ...chunks]);
  return Object.assign({}, messages, ...loaded.map((chunk) => chunk.default));
};

/**
 * Loads a locale's pre-parsed messages: the core and every part asked for so far, with `parts`.
 * Calls build on each other, so whichever answers last holds everything asked for; the keys of the
 * answer are the ones `isMessageKey` knows.
 */
export async function loadCatalogue(
  locale: LocaleCode,
  parts: readonly CataloguePart[] = [],
): Promise<LoadedCatalogue> {
  for (const part of parts) wanted.add(part);
  const before = merges.get(locale);
  const missing = [...wanted].filter((part) => !before?.parts.has(part));
  let merge = before;
  if (!merge || missing.length > 0) {
    const base = merge?.messages ?? coreLoaders[locale]().then((chunk) => chunk.default as LoadedCatalogue);
    merge = {
      messages: withChunks(
        base,
        missing.map((part) => partLoaders[locale][part]()),
      ),
      parts: new Set([...(merge?.parts ?? []), ...missing]),
    };
    merges.set(locale, merge);
  }
  let messages = await merge.messages;
  // A later call may have added parts meanwhile: answer with the newest merge.
  for (let latest = merges.get(locale); latest && latest !== merge; latest = merges.get(locale)) {
    merge = latest;
    messages = await latest.messages;
  }
  active = messages;
  return messages;
}

/**
 * Whether a key computed at run time (a machine's title or notice) is in the catalogues. Every
 * locale has the same keys (the catalogues do not compile otherwise), and nothing is rendered before
 * the session's catalogue is loaded (SessionGate), so the loaded one answers for all.
 */
export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(active, key);
