/** Rules of a `validation_rules` string that take no parameter. */
const FLAG_RULES = [
  'required',
  'string',
  'integer',
  'boolean',
  'persons',
  'fqdn',
  'secure_password',
  'alpha',
  'alpha_num',
  'alpha_dash',
  'email',
  'numeric',
  'ipv4',
  'ipv6',
  'exists',
] as const;

export type FlagRuleName = (typeof FLAG_RULES)[number];

export type FieldRule =
  | { name: FlagRuleName }
  | { name: 'min' | 'max'; value: number }
  | { name: 'in'; values: readonly string[] }
  | { name: 'sameAs'; other: string };

export interface ParsedRules {
  /** Known rules in the order written. */
  rules: readonly FieldRule[];
  /**
   * Parts not understood (unknown names, `min:x`, `in:` without values, ...). They are ignored
   * in the browser: the server validates them and returns errors (spec: "server-side
   * additional-field rules beyond those returned as errors").
   */
  unknown: readonly string[];
}

function isFlagRule(name: string): name is FlagRuleName {
  return (FLAG_RULES as readonly string[]).includes(name);
}

function parseRule(part: string): FieldRule | null {
  const colon = part.indexOf(':');
  const name = colon === -1 ? part : part.slice(0, colon);
  const param = colon === -1 ? '' : part.slice(colon + 1).trim();
  if (colon === -1) return isFlagRule(name) ? { name } : null;
  if ((name === 'min' || name === 'max') && /^\d+$/.test(param)) return { name, value: Number(param) };
  if (name === 'in') {
    const values = param
      .split(',')
      .map((value) => value.trim())
      .filter((value) => value !== '');
    return values.length > 0 ? { name, values } : null;
  }
  if (name === 'sameAs' && param !== '') return { name, other: param };
  return null;
}

/** Parses a pipe-separated rule string such as `required|string|min:3|max:63|fqdn`. */
export function parseValidationRules(text: string): ParsedRules {
  const rules: FieldRule[] = [];
  const unknown: string[] = [];
  for (const raw of text.split('|')) {
    const part = raw.trim();
    if (part === '') continue;
    const rule = parseRule(part);
    if (rule) rules.push(rule);
    else unknown.push(part);
  }
  return { rules, unknown };
}

export function hasRule(rules: readonly FieldRule[], name: FieldRule['name']): boolean {
  return rules.some((rule) => rule.name === name);
}
