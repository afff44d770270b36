import type { Brand } from '@contract/brand';
import type { LocaleCode } from '@contract/common';
import type { z } from 'zod';
import { de, en } from 'zod/locales';
import { serverMessage } from './messages';

/**
 * The brand locale that best matches an Accept-Language header (language tags compared by their
 * primary subtag, in the header's order of preference), else the brand's default locale.
 */
export function negotiateLocale(
  acceptLanguage: string | undefined,
  brand: Pick<Brand, 'locales'>,
): LocaleCode {
  const offered = brand.locales.map((locale) => locale.code);
  const fallback = brand.locales.find((locale) => locale.is_default)?.code ?? offered[0] ?? 'en-GB';
  if (!acceptLanguage) return fallback;
  const wanted = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag.length > 0 && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const exact = offered.find((code) => code.toLowerCase() === tag);
    if (exact) return exact;
    const primary = tag.split('-')[0];
    const sameLanguage = offered.find((code) => code.toLowerCase().split('-')[0] === primary);
    if (sameLanguage) return sameLanguage;
  }
  return fallback;
}

const zodLocales = { 'de-DE': de(), 'en-GB': en() } as const;

/**
 * zod error map that writes field messages in the visitor's language. A field left out says it is
 * required, and a text that does not match its pattern says so without showing the pattern; the
 * rest is zod's own wording in that language.
 */
export function zodErrorMap(locale: LocaleCode): z.core.$ZodErrorMap {
  const zodWording = zodLocales[locale].localeError;
  return (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined)
      return serverMessage(locale, 'field_missing');
    if (issue.code === 'invalid_format' && issue.format === 'regex')
      return serverMessage(locale, 'field_format');
    return zodWording(issue);
  };
}
