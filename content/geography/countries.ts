import { UI_LANGUAGES, type UiLanguage } from '../../contract/constants';
import { COUNTRY_NAMES } from './countryNames.generated';
import { COUNTRY_ROWS } from './countryTable';
import type { RegionId } from './regionIds';

export interface Country {
  /** ISO 3166-1 alpha-2, e.g. 'FR'. */
  code: string;
  /** ISO 3166-1 numeric as the map's feature id, e.g. '250'. */
  numericId: string;
  names: Record<UiLanguage, string>;
  capital: string | null;
  region: RegionId | null;
  flag: string;
  fact: string | null;
}

/** 🇫🇷 from 'FR': two regional-indicator letters. */
export function flagEmoji(code: string): string {
  return [...code.toUpperCase()].map((letter) => String.fromCodePoint(0x1f1e6 + letter.charCodeAt(0) - 65)).join('');
}

function buildCountry([code, capital, region, fact]: (typeof COUNTRY_ROWS)[number]): Country {
  const row = COUNTRY_NAMES[code];
  if (!row) throw new Error(`no names for ${code}`);
  const [numericId, ...names] = row;
  return {
    code,
    numericId,
    names: Object.fromEntries(UI_LANGUAGES.map((language, i) => [language, names[i] ?? ''])) as Record<UiLanguage, string>,
    capital,
    region,
    flag: flagEmoji(code),
    fact: fact ?? null,
  };
}

export const COUNTRIES: readonly Country[] = COUNTRY_ROWS.map(buildCountry);

const BY_CODE = new Map(COUNTRIES.map((c) => [c.code, c]));
const BY_NUMERIC = new Map(COUNTRIES.map((c) => [c.numericId, c]));

/**
 * The map draws three lands without an ISO id. Kosovo is its own entry; the other two are shown as
 * part of the country the world recognises them in.
 */
const UNNUMBERED_FEATURES: Record<string, string> = { Kosovo: 'XK', 'N. Cyprus': 'CY', Somaliland: 'SO' };

export function countryByCode(code: string): Country | undefined {
  return BY_CODE.get(code.toUpperCase());
}

/** The country a map feature (world-atlas countries-110m) stands for. */
export function countryForFeature(id: string | number | undefined, mapName?: string): Country | undefined {
  if (id !== undefined && id !== null && String(id) !== '') return BY_NUMERIC.get(String(id).padStart(3, '0'));
  const code = mapName ? UNNUMBERED_FEATURES[mapName] : undefined;
  return code ? BY_CODE.get(code) : undefined;
}

export function countriesIn(region: RegionId): Country[] {
  return COUNTRIES.filter((c) => c.region === region);
}

export function countryName(country: Country, language: UiLanguage): string {
  return country.names[language] || country.names.en;
}

/** "France" / "the United States": English names that read better with "the" in a sentence. */
export function withArticle(name: string): string {
  return /^(?:United|Democratic|Republic|Central African|Dominican|Netherlands|Philippines|Bahamas|Gambia|Solomon|Falkland|French Southern|Czech)/.test(name) ? `the ${name}` : name;
}
