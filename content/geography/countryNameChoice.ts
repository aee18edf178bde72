import { UI_LANGUAGES, type UiLanguage } from '../../contract/constants';

/** One locale's entry in i18n-iso-countries: a name, or the official name followed by aliases. */
export type PackageName = string | readonly string[];

/**
 * Hand-picked names where the package's choice is wrong for a child: the rule below would say
 * "Great Britain" for the whole UK, the Spanish entry for DR Congo is an inverted index form, and the
 * Chinese entry for Taiwan is a political label where every other locale says just "Taiwan".
 */
export const NAME_OVERRIDES: Partial<Record<string, Partial<Record<UiLanguage, string>>>> = {
  GB: { en: 'United Kingdom' },
  CD: { es: 'República Democrática del Congo', de: 'Demokratische Republik Kongo' },
  KR: { es: 'Corea del Sur' },
  KP: { es: 'Corea del Norte' },
  SY: { en: 'Syria', es: 'Siria' },
  LA: { en: 'Laos', es: 'Laos' },
  FK: { ja: 'フォークランド諸島' },
  BN: { en: 'Brunei' },
  TW: { zh: '台湾' },
};

const ABBREVIATION = /^(?:[A-Z]\.?){2,4}$/;

/** "Moldova, Republic of" → "Moldova"; "Falkland Islands (Malvinas)" → "Falkland Islands" . */
function plain(name: string): string {
  return name.replace(/\s*\([^)]*\)\s*/g, ' ').replace(/,.*$/, '').trim();
}

/** All of an entry's names; an inverted index form ("Korea, Republic of") only when it is the sole name. */
function namesOf(entry: PackageName): string[] {
  const all = typeof entry === 'string' ? [entry] : [...entry];
  const direct = all.filter((n) => !n.includes(','));
  return (direct.length > 0 ? direct : all).map(plain).filter((n) => n.length > 0);
}

/**
 * The name a child knows: the shortest of the official name and its aliases that is not an
 * abbreviation ("Russia", not "Russian Federation" or "RU"), unless another country has that short
 * name too ("Congo"): then the official name.
 */
export function childName(entry: PackageName, taken: ReadonlySet<string>): string {
  const all = namesOf(entry);
  const official = all[0] ?? '';
  const candidates = all.filter((n) => !ABBREVIATION.test(n)).sort((a, b) => a.length - b.length);
  const shortest = candidates.find((n) => !taken.has(n));
  return shortest ?? official;
}

export type LocaleCountries = Record<string, PackageName>;

/** Names for the given ISO alpha-2 codes in the seven UI languages, in UI_LANGUAGES order. */
export function chooseCountryNames(codes: readonly string[], locales: Record<UiLanguage, LocaleCountries>): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const code of codes) result[code] = [];
  for (const language of UI_LANGUAGES) {
    const table = locales[language];
    // A short name used by two countries ("Congo") is ambiguous: count every code's short names.
    const shortCount = new Map<string, number>();
    for (const code of codes) {
      const entry = table[code];
      if (entry === undefined) continue;
      const names = new Set(namesOf(entry));
      for (const name of names) shortCount.set(name, (shortCount.get(name) ?? 0) + 1);
    }
    const taken = new Set([...shortCount].filter(([, count]) => count > 1).map(([name]) => name));
    for (const code of codes) {
      const override = NAME_OVERRIDES[code]?.[language];
      const entry = table[code];
      const name = override ?? (entry === undefined ? '' : childName(entry, taken));
      result[code]?.push(name);
    }
  }
  return result;
}

/** What the generator needs from world-atlas: the country geometries' ids and names. */
export interface AtlasCountries {
  objects: { countries: { geometries: readonly { id?: string | number; properties?: { name?: string } }[] } };
}

/** The map draws these without an ISO id; the ones that are not their own entry are named in atlas.ts. */
export const UNNUMBERED_MAP_COUNTRIES: Record<string, string | null> = { Kosovo: 'XK', 'N. Cyprus': null, Somaliland: null };

/** ISO alpha-2 codes of the map's countries, sorted, from the package's [alpha2, alpha3, numeric] table. */
export function atlasCountryCodes(atlas: AtlasCountries, codes: readonly (readonly string[])[]): string[] {
  const byNumeric = new Map(codes.map((row) => [row[2], row[0]]));
  const result = new Set<string>();
  for (const geometry of atlas.objects.countries.geometries) {
    const code = geometry.id === undefined ? UNNUMBERED_MAP_COUNTRIES[geometry.properties?.name ?? ''] : byNumeric.get(String(geometry.id));
    if (code === undefined) throw new Error(`no ISO code for map country ${String(geometry.id)} ${geometry.properties?.name ?? ''}`);
    if (code !== null) result.add(code);
  }
  return [...result].sort();
}

/** The generated module's text: `CODE: ['numeric', en, es, fr, de, it, ja, zh]`. */
export function renderCountryNamesModule(
  codes: readonly string[],
  numericByCode: ReadonlyMap<string, string>,
  locales: Record<UiLanguage, LocaleCountries>,
): string {
  const names = chooseCountryNames(codes, locales);
  const rows = codes.map((code) => `  ${code}: ${JSON.stringify([numericByCode.get(code) ?? '', ...(names[code] ?? [])])},`);
  return [
    '// Generated by scripts/generate-country-names.ts from world-atlas and i18n-iso-countries. Do not edit.',
    '/** ISO alpha-2 → [ISO numeric, name in en, es, fr, de, it, ja, zh]. */',
    'export const COUNTRY_NAMES: Record<string, readonly [string, string, string, string, string, string, string, string]> = {',
    ...rows,
    '};',
    '',
  ].join('\n');
}
