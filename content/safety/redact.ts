/**
 * Removes personal details before any provider (or log) sees the child's words.
 * `redactions` lists the kinds removed ('phone', 'email', 'address', 'postcode', 'school', 'surname'),
 * never the values themselves.
 */
export type RedactionKind = 'email' | 'phone' | 'address' | 'postcode' | 'school' | 'surname';

const STREET_TYPES =
  'street|st|road|rd|avenue|ave|lane|ln|drive|dr|close|way|court|ct|crescent|cres|place|pl|boulevard|blvd|terrace|grove|gardens|mews|square|sq|row|walk|hill|parkway|highway|hwy';
const SCHOOL_TYPES = 'primary|elementary|middle|junior|infant|infants|nursery|preschool|pre-school|kindergarten|academy|prep|grammar|montessori';

/** Words that are never part of a street, school or surname. */
const COMMON = new Set(
  (
    'a an the and or but so to of in on at by for with from my your our his her their its i im i\'m me we you he she it they ' +
    'is am are was were be been do does did have has had not no yes ok okay please thank thanks hi hello hey what whats what\'s ' +
    'how why who where when which this that these those there here like likes love loves also too very really just and ' +
    'because if then than now today big little small new old good nice best favourite favorite years year old age one two ' +
    'three four five six seven eight nine ten dogs dog cats cat friend friends mum mom dad every all some lots'
  ).split(' '),
);

interface Rule {
  kind: RedactionKind;
  pattern: RegExp;
  /** Returns the replacement for one match, or null to leave it alone. */
  replace: (match: string, ...groups: string[]) => string | null;
}

const placeholder = (kind: RedactionKind) => `[${kind}]`;

function isNameLike(words: string): boolean {
  return words
    .trim()
    .split(/\s+/)
    .every((w) => !COMMON.has(w.toLowerCase().replace(/[.,!?]$/, '')));
}

const RULES: Rule[] = [
  {
    kind: 'email',
    pattern: /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/gi,
    replace: () => placeholder('email'),
  },
  {
    kind: 'address',
    pattern: new RegExp(`\\b\\d{1,5}[a-z]?,?\\s+((?:[a-z'’.-]+\\s+){0,3})(?:${STREET_TYPES})\\b\\.?`, 'gi'),
    replace: (_match, nameWords = '') => (nameWords.trim() === '' || isNameLike(nameWords) ? placeholder('address') : null),
  },
  {
    kind: 'address',
    pattern: new RegExp(`\\b(liv(?:e|es|ing)|stay(?:s|ing)?) (at|on) ((?:[a-z'’.-]+\\s+){1,3})(${STREET_TYPES})\\b\\.?`, 'gi'),
    replace: (match, verb = '', prep = '', nameWords = '') =>
      isNameLike(nameWords) ? `${verb} ${prep} ${placeholder('address')}` : match,
  },
  {
    kind: 'postcode',
    pattern: /\b[a-z]{1,2}\d[a-z\d]?\s*\d[abd-hjlnp-uw-z]{2}\b/gi,
    replace: () => placeholder('postcode'),
  },
  {
    kind: 'postcode',
    pattern: /\b(zip(?:\s?code)?|post\s?code|postal code)(\s*(?:is|:|=)?\s*)\d{5}(?:-\d{4})?\b/gi,
    replace: (_match, label = '', gap = '') => `${label}${gap}${placeholder('postcode')}`,
  },
  {
    kind: 'phone',
    pattern: /(?<![\w+])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,5}\)[\s.-]?)?\d[\d\s.-]{5,}\d(?![\w])/g,
    replace: (match) => {
      const digits = match.replace(/\D/g, '');
      const groups = match.split(/[^\d]+/).filter(Boolean);
      if (digits.length < 7 || digits.length > 15) return null;
      if (groups.length === 1 && !match.startsWith('0') && !match.startsWith('+') && digits.length < 10) return null; // a big number
      if (!groups.some((group) => group.length >= 3)) return null; // "1 2 3 4 5 6 7 8" is counting
      if (/\s[-.]\s/.test(match)) return null; // "1000 - 200" is a sum
      return placeholder('phone');
    },
  },
  {
    kind: 'school',
    pattern: new RegExp(
      `\\b(?:[A-Z][\\w'’.-]*\\s+){1,4}(?:${SCHOOL_TYPES.split('|').map((t) => t[0]!.toUpperCase() + t.slice(1)).join('|')}|School)(?:\\s+(?:School|Academy))?\\b`,
      'g',
    ),
    replace: (match) => {
      const nameWords = match.split(/\s+/).slice(0, -1).filter((w) => !/^(?:School|Academy|Primary|Elementary|Middle|Junior|Infant|Nursery)$/.test(w));
      if (nameWords.length === 0) return null;
      if (nameWords.every((w) => COMMON.has(w.toLowerCase()) || w === 'I')) return null;
      return placeholder('school');
    },
  },
  {
    kind: 'school',
    pattern: new RegExp(`\\b(go(?:es)? to|attend(?:s)?|at|school is(?: called)?) ((?:[a-z'’.-]+\\s+){1,3})(?:${SCHOOL_TYPES})(?:\\s+school)?\\b`, 'gi'),
    replace: (match, lead = '', nameWords = '') => (isNameLike(nameWords) ? `${lead} ${placeholder('school')}` : match),
  },
  {
    kind: 'surname',
    pattern: /\b(my (?:full )?name is|my name's|i am called|i'm called|call me)\s+([a-z][a-z'’-]+)\s+([a-z][a-z'’-]+)/gi,
    replace: (_match, lead = '', first = '', last = '') => {
      if (COMMON.has(last.toLowerCase()) || COMMON.has(first.toLowerCase())) return null;
      if (last.length < 2) return null;
      return `${lead} ${first} ${placeholder('surname')}`;
    },
  },
];

export function redactPersonalDetails(text: string): { text: string; redactions: string[] } {
  const redactions: RedactionKind[] = [];
  let result = text;
  for (const rule of RULES) {
    result = result.replace(rule.pattern, (match: string, ...rest: unknown[]) => {
      const groups = rest.filter((value): value is string => typeof value === 'string' || value === undefined).map((v) => v ?? '');
      const replacement = rule.replace(match, ...groups);
      if (replacement === null || replacement === match) return match;
      if (!redactions.includes(rule.kind)) redactions.push(rule.kind);
      return replacement;
    });
  }
  return { text: result, redactions };
}
