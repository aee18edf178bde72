import { UI_LANGUAGES } from '../../contract/constants';
import { COUNTRIES, type Country } from './countries';
import type { RegionId } from './regionIds';

/** Lower case, no accents, plain apostrophes: "Bogotá" and "bogota" are the same word. */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘`]/g, "'").toLowerCase();
}

/** Everyday English names the package does not give. */
const EXTRA_NAMES: Record<string, readonly string[]> = {
  US: ['america', 'usa', 'the us', 'united states of america'],
  GB: ['uk', 'britain', 'great britain', 'england'],
  NL: ['holland'],
  CZ: ['czech republic'],
  MM: ['burma'],
  SZ: ['swaziland'],
  TL: ['east timor'],
  CI: ["cote d'ivoire"],
  TR: ['turkiye'],
  MK: ['macedonia'],
  CD: ['dr congo', 'drc'],
  AQ: ['the antarctic'],
};

/** Names that are also everyday words: they count only when the question sounds like it is about a place. */
const AMBIGUOUS = new Set(['chad', 'georgia', 'jordan', 'turkey', 'guinea', 'china', 'niger', 'mali', 'chile', 'togo', 'cuba']);
const PLACE_CUE = /\b(?:country|countries|capital|flag|where|visit|live[sd]?|from|about|people|city|cities|map|in|to)\b/;

interface NameEntry {
  name: string;
  country: Country;
  /** CJK names have no word boundaries, so they match as plain substrings. */
  cjk: boolean;
  /** The name as a whole word (not "guinea pig"); made once, as compiling ~1,500 patterns per question took ~0.1 s. */
  pattern: RegExp;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Made on the first lookup, not at start-up: about 1,400 Unicode patterns take a while to compile. */
let nameIndex: readonly NameEntry[] | null = null;

function buildNameIndex(): readonly NameEntry[] {
  const entries: NameEntry[] = [];
  const add = (name: string, country: Country) => {
    const n = normalize(name);
    if (n.length < 2) return;
    const cjk = /[\u3040-\u30ff\u3400-\u9fff]/.test(n);
    if (!cjk && n.length < 4 && !['usa', 'uk', 'drc', 'iran', 'iraq', 'cuba', 'chad', 'fiji', 'laos', 'mali', 'oman', 'peru', 'togo'].includes(n)) return;
    const pattern = new RegExp(`(?<![\\p{L}-])${escape(n)}(?![\\p{L}-]|'s? pig| pigs?\\b)`, 'u');
    entries.push({ name: n, country, cjk, pattern });
  };
  for (const country of COUNTRIES) {
    for (const language of UI_LANGUAGES) add(country.names[language], country);
    for (const extra of EXTRA_NAMES[country.code] ?? []) add(extra, country);
  }
  // Longest first, so "South Sudan" wins over "Sudan" and "Papua New Guinea" over "Guinea".
  return entries.sort((a, b) => b.name.length - a.name.length);
}

export interface CountryMatch {
  country: Country;
  /** The question with the country's name taken out, to look for a region in what is left. */
  rest: string;
}

export function findCountry(question: string): CountryMatch | undefined {
  // "North America" is a region, not the USA's everyday name.
  const text = normalize(question).replace(/\b(?:north(?:ern)?|south(?:ern)?|central|latin) america\b/g, ' ');
  nameIndex ??= buildNameIndex();
  for (const entry of nameIndex) {
    if (entry.cjk) {
      if (text.includes(entry.name)) return { country: entry.country, rest: text.replace(entry.name, ' ') };
      continue;
    }
    const { pattern } = entry;
    if (!pattern.test(text)) continue;
    if (AMBIGUOUS.has(entry.name) && !PLACE_CUE.test(text.replace(pattern, ' '))) continue;
    return { country: entry.country, rest: text.replace(pattern, ' ') };
  }
  return undefined;
}

const REGION_PATTERNS: readonly [RegionId, RegExp][] = [
  ['north-america', /\bnorth(?:ern)? america\b|\bcentral america\b|\bcaribbean\b/],
  ['south-america', /\bsouth(?:ern)? america\b/],
  ['australia', /\baustralia\b|\boceania\b|\bpacific islands\b/],
  ['europe', /\beurope\b/],
  ['africa', /\bafrica\b/],
  ['asia', /\basia\b|\bmiddle east\b/],
];

export function findRegion(question: string): RegionId | undefined {
  const text = normalize(question);
  return REGION_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0];
}

