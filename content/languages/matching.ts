import type { LearnableLanguage } from './types';

/** Leading articles a child may add or leave out, per language (and English). */
const ARTICLES: Record<LearnableLanguage | 'english', string[]> = {
  english: ['the', 'a', 'an', 'to'],
  spanish: ['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas'],
  french: ['le', 'la', 'les', "l'", 'un', 'une', 'des', 'du', 'de la', "de l'"],
  german: ['der', 'die', 'das', 'den', 'dem', 'ein', 'eine', 'einen'],
  italian: ['il', 'lo', 'la', 'i', 'gli', 'le', "l'", 'un', 'uno', 'una', "un'"],
  japanese: [],
  chinese: [],
};

const LIGATURES: [RegExp, string][] = [[/ß/g, 'ss'], [/œ/g, 'oe'], [/æ/g, 'ae']];

/**
 * Lower case, Latin accents removed (é → e, ü → u, ǎ → a), punctuation at the ends removed and inner
 * punctuation other than apostrophes turned into spaces, spaces collapsed. Japanese dakuten stay.
 */
export function normalizeForMatch(text: string): string {
  let value = text.normalize('NFKC').toLowerCase().replace(/[‘’`´]/g, "'");
  for (const [pattern, replacement] of LIGATURES) value = value.replace(pattern, replacement);
  value = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
  return value
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '')
    .trim();
}

function withoutArticle(value: string, language: LearnableLanguage | 'english'): string {
  for (const article of [...ARTICLES[language]].sort((a, b) => b.length - a.length)) {
    if (article.endsWith("'")) {
      if (value.startsWith(article)) return value.slice(article.length).trim();
    } else if (value.startsWith(`${article} `)) {
      return value.slice(article.length + 1).trim();
    }
  }
  return value;
}

/** The forms of one answer that count as the same answer. */
function forms(text: string, language: LearnableLanguage | 'english'): Set<string> {
  const base = normalizeForMatch(text);
  const out = new Set<string>([base, base.replace(/\s+/g, '')]);
  const bare = withoutArticle(base, language);
  out.add(bare);
  out.add(bare.replace(/\s+/g, ''));
  out.delete('');
  return out;
}

/**
 * True when `given` is `expected`, ignoring case, accents, surrounding punctuation, spacing and a
 * leading article (so "gato", "El gato!" and "el gató" all match "el gato").
 */
export function answersMatch(given: string, expected: string, language: LearnableLanguage | 'english' = 'english'): boolean {
  const a = forms(given, language);
  for (const form of forms(expected, language)) if (a.has(form)) return true;
  return false;
}

export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
    }
    previous = current;
  }
  return previous[y.length] as number;
}

const LATIN = /[a-z]/;

/** How many typing slips a word of this length may have and still count as "nearly right". */
function allowedSlips(length: number, latin: boolean): number {
  if (!latin) return length >= 3 ? 1 : 0;
  if (length <= 3) return 0;
  if (length <= 6) return 1;
  return 2;
}

/** True when `given` is a close spelling of `expected` (but not an exact match). */
export function isCloseSpelling(given: string, expected: string, language: LearnableLanguage | 'english' = 'english'): boolean {
  if (answersMatch(given, expected, language)) return false;
  const target = withoutArticle(normalizeForMatch(expected), language).replace(/\s+/g, '');
  const typed = withoutArticle(normalizeForMatch(given), language).replace(/\s+/g, '');
  if (!target || !typed) return false;
  const slips = allowedSlips([...target].length, LATIN.test(target));
  return slips > 0 && editDistance(typed, target) <= slips;
}

/** True when `haystack` contains `needle` as whole words (or, for Japanese/Chinese, as a substring). */
export function containsPhrase(haystack: string, needle: string, language: LearnableLanguage | 'english' = 'english'): boolean {
  const h = ` ${normalizeForMatch(haystack)} `;
  const n = withoutArticle(normalizeForMatch(needle), language);
  if (!n) return false;
  if (!LATIN.test(n) && !/\s/.test(n)) return [...n].length >= 2 ? h.includes(n) : h.trim() === n;
  return h.includes(` ${n} `);
}
