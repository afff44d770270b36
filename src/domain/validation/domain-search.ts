import type { CatalogueContext } from '@domain/catalogue-context';
import { LIMITS } from './limits';

/** An offending character of a search input; `name` is set for the ones named in words. */
export interface ForbiddenCharacter {
  char: string;
  /** 'space' for any whitespace, 'comma' for ','; the UI translates `domain_search.character_{name}`. */
  name: 'space' | 'comma' | null;
}

/**
 * Errors of the domain search input. Keys (ours, the spec names none):
 * `domain_search.form_validation.required`, `.min_length` (2), `.cannot_be_registered` (label
 * before the first dot longer than 63: 'domain cannot be registered'), `.forbidden_characters`
 * (with the offending characters, each once, in order of appearance).
 */
export type DomainSearchError =
  | { key: 'domain_search.form_validation.required' }
  | { key: 'domain_search.form_validation.min_length'; length: number }
  | { key: 'domain_search.form_validation.cannot_be_registered'; length: number }
  | { key: 'domain_search.form_validation.forbidden_characters'; characters: ForbiddenCharacter[] };

const ALLOWED_CHARACTER = /^[\p{L}\p{M}\p{Nd}.-]$/u;
const EDGE_DOTS_AND_HYPHENS = /^[.-]+|[.-]+$/g;

/**
 * The input as it is searched: trimmed, lower case, leading and trailing dots and hyphens removed,
 * a leading `www.` removed (then the edges cleaned again).
 */
export function normalizeDomainInput(input: string): string {
  const cleaned = input.trim().toLowerCase().replace(EDGE_DOTS_AND_HYPHENS, '');
  return cleaned.replace(/^www\./, '').replace(EDGE_DOTS_AND_HYPHENS, '');
}

function forbiddenCharacters(text: string): ForbiddenCharacter[] {
  const found = new Map<string, ForbiddenCharacter>();
  for (const char of text) {
    if (ALLOWED_CHARACTER.test(char)) continue;
    if (/\s/u.test(char)) found.set(' ', { char: ' ', name: 'space' });
    else found.set(char, { char, name: char === ',' ? 'comma' : null });
  }
  return [...found.values()];
}

/**
 * Validates the typed search input (catalogue spec section 5): required; only letters, digits,
 * dots and hyphens (whitespace, punctuation and symbols such as ` ~ ! @ § # $ % ^ & * ( ) + = [ ]
 * { } | \ ' < , > ? / " ; : are forbidden); at least 2 characters and a first label of at most
 * 63 characters, both measured on the normalised input (see normalizeDomainInput).
 */
export function validateDomainSearch(input: string): DomainSearchError | null {
  const trimmed = input.trim();
  if (trimmed === '') return { key: 'domain_search.form_validation.required' };
  const characters = forbiddenCharacters(trimmed);
  if (characters.length > 0) return { key: 'domain_search.form_validation.forbidden_characters', characters };
  const normalized = normalizeDomainInput(trimmed);
  if ([...normalized].length < LIMITS.domainSearchMin) {
    return { key: 'domain_search.form_validation.min_length', length: LIMITS.domainSearchMin };
  }
  const firstLabel = normalized.split('.', 1).join('');
  if ([...firstLabel].length > LIMITS.domainLabelMax) {
    return { key: 'domain_search.form_validation.cannot_be_registered', length: LIMITS.domainLabelMax };
  }
  return null;
}

export interface SanitizedDomainSearch {
  /** What to look up: `sld.tld`, or the bare name when no TLD was typed. */
  domain: string;
  /** The name without TLD (second-level label). */
  sld: string;
  /** The TLD without dot (`de`, `co.uk`), or null for a bare name (the lookup tries all TLDs). */
  tld: string | null;
}

function split(domain: string): SanitizedDomainSearch {
  const dot = domain.indexOf('.');
  return { domain, sld: domain.slice(0, dot), tld: domain.slice(dot + 1) };
}

/**
 * The search as far as the offered TLDs decide it: `decided` with the query, or `needsSuffixList`
 * for a name that ends in no offered TLD, whose registrable domain the public suffix list decides
 * (registrable-domain.ts; the browser loads that list only for such a name: 30 KB gzip).
 */
export type DomainSearchPlan =
  | { kind: 'decided'; query: SanitizedDomainSearch }
  | { kind: 'needsSuffixList'; name: string };

/**
 * Sanitises the input on submit: forbidden characters dropped, normalised (normalizeDomainInput),
 * repeated dots collapsed, and subdomains reduced to the registrable domain:
 * - the longest offered TLD (`offeredTlds`: full TLDs without dot, lower case, e.g. `de`, `co.uk`)
 *   that ends the name, with one label before it, wins: `shop.example.co.uk` gives `example.co.uk`
 *   when `co.uk` is offered;
 * - a two-level TLD that is not offered is not kept: with only `uk` offered the same input gives
 *   `co.uk` (name `co`, TLD `uk`), which the lookup then reports as not registrable;
 * - when no offered TLD matches, the public suffix list decides (`needsSuffixList`, then
 *   queryByRegistrableDomain).
 * Returns null when nothing is left.
 */
export function planDomainSearch(input: string, offeredTlds: ReadonlySet<string>): DomainSearchPlan | null {
  const kept = [...input].filter((char) => ALLOWED_CHARACTER.test(char)).join('');
  const text = normalizeDomainInput(kept.replace(/\.{2,}/g, '.'));
  if (text === '') return null;
  const labels = text.split('.');
  if (labels.length === 1) return { kind: 'decided', query: { domain: text, sld: text, tld: null } };
  for (let start = 1; start < labels.length; start += 1) {
    const tld = labels.slice(start).join('.');
    if (offeredTlds.has(tld)) return { kind: 'decided', query: split(`${labels[start - 1]}.${tld}`) };
  }
  return { kind: 'needsSuffixList', name: text };
}

/**
 * The query of a name no offered TLD ends (`needsSuffixList`): its registrable domain by the public
 * suffix list (`a.example.com.au` gives `example.com.au`), or, for a name that is itself a public
 * suffix (no registrable domain), its last two labels.
 */
export function queryByRegistrableDomain(
  name: string,
  registrableDomain: string | null,
): SanitizedDomainSearch {
  return split(registrableDomain ?? name.split('.').slice(-2).join('.'));
}

/** What a search bar outside the lookup hands to it: the validation error, or the term (query d). */
export type DomainSearchTerm = { error: DomainSearchError; term: null } | { error: null; term: string };

/**
 * A search from outside the lookup (the categories screen): the typed input validated, then
 * sanitised as far as the offered TLDs decide (planDomainSearch). A name no offered TLD ends is
 * handed on normalised; the lookup reduces it by the public suffix list.
 */
export function domainSearchTerm(input: string, offeredTlds: ReadonlySet<string>): DomainSearchTerm {
  const error = validateDomainSearch(input);
  if (error) return { error, term: null };
  const plan = planDomainSearch(input, offeredTlds);
  if (plan === null) return { error: { key: 'domain_search.form_validation.required' }, term: null };
  return { error: null, term: plan.kind === 'decided' ? plan.query.domain : plan.name };
}

/** The active TLDs of the catalogue as the sanitiser wants them (full TLD without dot, lower case). */
export const offeredTlds = (ctx: Pick<CatalogueContext, 'tldsByName'>): ReadonlySet<string> =>
  new Set(
    Object.values(ctx.tldsByName)
      .filter((tld) => tld.is_active)
      .map((tld) => tld.tld.toLowerCase()),
  );
