import type { TFunction } from 'i18next';
import { countryName, type Country } from '../../../content/geography';
import type { UiLanguage } from '../../../contract/constants';

/**
 * What McKenzie says when a country is tapped: its name in the child's language and one fact. The
 * child-sized facts are written in English; other languages hear where the country is instead.
 */
export function countryLine(country: Country, language: UiLanguage, t: TFunction<'geography'>): { name: string; line: string } {
  const name = countryName(country, language);
  if (language === 'en' && country.fact) return { name, line: country.fact };
  const line = country.region
    ? t('countryInRegion', { country: name, region: t(`regions.${country.region}`) })
    : t('countryOnGlobe', { country: name });
  return { name, line };
}
