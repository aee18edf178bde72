import codes from 'i18n-iso-countries/codes.json';
import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import es from 'i18n-iso-countries/langs/es.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import it from 'i18n-iso-countries/langs/it.json';
import ja from 'i18n-iso-countries/langs/ja.json';
import zh from 'i18n-iso-countries/langs/zh.json';
import atlas from 'world-atlas/countries-110m.json';
import { atlasCountryCodes, renderCountryNamesModule, type AtlasCountries, type LocaleCountries } from '../content/geography/countryNameChoice';

/** The text of countryNames.generated.ts, from the installed packages (only the seven UI locales). */
export function countryNamesModuleFromPackages(): string {
  const table = codes as unknown as string[][];
  const countryCodes = atlasCountryCodes(atlas as unknown as AtlasCountries, table);
  const numeric = new Map(table.map((row) => [row[0] ?? '', row[2] ?? '']));
  const locale = (json: { countries: unknown }) => json.countries as LocaleCountries;
  return renderCountryNamesModule(countryCodes, numeric, {
    en: locale(en), es: locale(es), fr: locale(fr), de: locale(de), it: locale(it), ja: locale(ja), zh: locale(zh),
  });
}
