import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../../contract/constants';
import { countryNamesModuleFromPackages } from '../../scripts/countryNameSources';
import { childName } from './countryNameChoice';
import { COUNTRY_NAMES } from './countryNames.generated';

describe('country names from i18n-iso-countries', () => {
  it('the checked-in table is exactly what the generator makes from the packages', () => {
    const checkedIn = readFileSync(join(__dirname, 'countryNames.generated.ts'), 'utf8');
    expect(checkedIn).toBe(countryNamesModuleFromPackages());
  });

  it('has a name in all seven UI languages for every country, and no inverted index forms', () => {
    for (const [code, [numeric, ...names]] of Object.entries(COUNTRY_NAMES)) {
      expect(numeric, code).toMatch(/^\d{3}$/);
      expect(names, code).toHaveLength(UI_LANGUAGES.length);
      for (const name of names) {
        expect(name.trim().length, `${code}: ${names.join(' / ')}`).toBeGreaterThan(1);
        expect(name, code).not.toMatch(/,|\(/);
      }
    }
  });

  it('uses the names children know', () => {
    expect(COUNTRY_NAMES.FR?.slice(1)).toEqual(['France', 'Francia', 'France', 'Frankreich', 'Francia', 'フランス', '法国']);
    expect(COUNTRY_NAMES.RU?.[1]).toBe('Russia');
    expect(COUNTRY_NAMES.US?.[1]).toBe('United States');
    expect(COUNTRY_NAMES.GB?.[1]).toBe('United Kingdom');
    expect(COUNTRY_NAMES.KR?.[1]).toBe('South Korea');
    expect(COUNTRY_NAMES.DE?.[4]).toBe('Deutschland');
    // Two Congos keep their distinct official names in every language.
    for (let i = 1; i <= UI_LANGUAGES.length; i++) expect(COUNTRY_NAMES.CD?.[i]).not.toBe(COUNTRY_NAMES.CG?.[i]);
  });

  it('picks the shortest plain name unless another country shares it', () => {
    expect(childName(['Russian Federation', 'Russia'], new Set())).toBe('Russia');
    expect(childName(['Republic of the Congo', 'Congo'], new Set(['Congo']))).toBe('Republic of the Congo');
    expect(childName(['United States of America', 'United States', 'USA'], new Set())).toBe('United States');
    expect(childName(['South Korea', 'Korea, Republic of'], new Set())).toBe('South Korea');
    expect(childName('Moldova, Republic of', new Set())).toBe('Moldova');
  });
});
