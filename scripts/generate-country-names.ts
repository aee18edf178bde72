/**
 * Writes content/geography/countryNames.generated.ts: for every country on the bundled map
 * (world-atlas countries-110m, ids are ISO 3166-1 numeric, plus Kosovo which the map draws without
 * an id), its numeric id and its name in the seven UI languages from i18n-iso-countries. Only the
 * seven locales are read and only the map's countries kept, so the client gets a few KB instead of
 * the package's 100+ locales.
 *
 *   node --import tsx scripts/generate-country-names.ts
 *
 * content/geography/countryNames.test.ts regenerates the text in memory and fails when the
 * checked-in file differs, so it cannot drift from the packages.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countryNamesModuleFromPackages } from './countryNameSources';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'content', 'geography', 'countryNames.generated.ts');
writeFileSync(out, countryNamesModuleFromPackages());
console.log(`wrote ${out}`);
