import { geoCentroid, geoContains } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'world-atlas/countries-110m.json';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../../contract/constants';
import { sentences } from '../companion/style';
import { isReplySafe } from '../safety';
import { COUNTRIES, countriesIn, countryByCode, countryForFeature, flagEmoji } from './countries';
import { GEO_ANSWERS } from './questions';
import { REGION_IDS, type RegionId } from './regionIds';
import { REGIONS } from './regions';
import { TOPIC_FACTS } from './topics';

const topology = atlas as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
const features = feature(topology, topology.objects.countries).features as Feature<Geometry, { name: string }>[];

/** Boxes [west, south, east, north] in degrees that cover each region's land on the map. */
const REGION_BOXES: Record<RegionId, readonly (readonly [number, number, number, number])[]> = {
  'north-america': [[-170, 7.5, -52, 84], [-75, 58, -20, 84]],
  'south-america': [[-92, -56, -30, 7.4]],
  europe: [[-25, 34.5, 40, 72]],
  africa: [[-26, -36, 34, 34.5], [34, -36, 52, 12.5], [36, 12.5, 43.5, 18.5]],
  asia: [[52, -11, 141, 82], [40, 12.5, 52, 82], [34, 20, 40, 42]],
  australia: [[110, -50, 180, -11], [141, -12, 180, 0], [-180, -50, -170, 0]],
};

/** Countries that really sit where two regions meet. */
const CROSSROADS = new Set(['TR', 'SY']);

const inBox = ([lon, lat]: [number, number], [w, s, e, n]: readonly [number, number, number, number]) => lon >= w && lon <= e && lat >= s && lat <= n;
const regionsAt = (point: [number, number]) => REGION_IDS.filter((id) => REGION_BOXES[id].some((box) => inBox(point, box)));

describe('every country on the map', () => {
  it('is one of our countries, with the map drawing each only once', () => {
    expect(features).toHaveLength(177);
    const unknown = features.filter((f) => !countryForFeature(f.id, f.properties.name)).map((f) => f.properties.name);
    expect(unknown).toEqual([]);
    const numbered = new Set(features.map((f) => f.id).filter((id) => id !== undefined));
    const drawn = COUNTRIES.filter((c) => numbered.has(c.numericId) || c.code === 'XK');
    expect(drawn).toHaveLength(COUNTRIES.length);
    expect(countryForFeature('250')?.code).toBe('FR');
    expect(countryForFeature(undefined, 'Somaliland')?.code).toBe('SO');
  });

  it('lies in its region on the map (by the centroid of its shape)', () => {
    for (const f of features) {
      const country = countryForFeature(f.id, f.properties.name);
      if (!country?.region) continue;
      const at = regionsAt(geoCentroid(f));
      expect(at, `${country.code} ${f.properties.name} at ${geoCentroid(f).map((x) => x.toFixed(1)).join(',')}`).toContain(country.region);
      if (at.length > 1) expect(CROSSROADS.has(country.code), `${country.code} is in ${at.join(' and ')}`).toBe(true);
    }
  });

  it('has no region only if it is Antarctica or the far southern islands', () => {
    expect(COUNTRIES.filter((c) => c.region === null).map((c) => c.code).sort()).toEqual(['AQ', 'TF']);
  });

  it('has its name in all seven UI languages', () => {
    for (const country of COUNTRIES) {
      for (const language of UI_LANGUAGES) expect(country.names[language].length, `${country.code} ${language}`).toBeGreaterThan(1);
    }
    expect(countryByCode('JP')?.names.ja).toBe('日本');
    expect(countryByCode('DE')?.names.fr).toBe('Allemagne');
  });

  it('has a capital, except lands that are not countries with one', () => {
    const without = COUNTRIES.filter((c) => !c.capital).map((c) => c.code).sort();
    expect(without).toEqual(['AQ', 'EH', 'PS', 'TF']);
    expect(countryByCode('FR')?.capital).toBe('Paris');
    expect(countryByCode('AU')?.capital).toBe('Canberra');
    expect(countryByCode('TZ')?.capital).toBe('Dodoma');
  });

  it('has a flag made from its code', () => {
    expect(flagEmoji('fr')).toBe('🇫🇷');
    for (const country of COUNTRIES) expect([...country.flag]).toHaveLength(2);
  });

  it('has a child-sized fact (one or two sentences) for at least 100 countries', () => {
    const withFacts = COUNTRIES.filter((c) => c.fact);
    expect(withFacts.length).toBeGreaterThanOrEqual(100);
    for (const c of withFacts) {
      const count = sentences(c.fact ?? '').length;
      expect(count, `${c.code}: ${c.fact}`).toBeGreaterThanOrEqual(1);
      expect(count, `${c.code}: ${c.fact}`).toBeLessThanOrEqual(2);
      expect((c.fact ?? '').length, c.code).toBeLessThanOrEqual(180);
    }
  });

  it('lists no country twice', () => {
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
  });
});

describe('regions', () => {
  it('each has countries, places, animals, mountains, rivers and weather', () => {
    for (const id of REGION_IDS) {
      const region = REGIONS[id];
      expect(countriesIn(id).length, id).toBeGreaterThanOrEqual(7);
      for (const list of [region.famousPlaces, region.animals, region.mountains, region.rivers]) expect(list.length, id).toBeGreaterThanOrEqual(2);
      expect(region.weather.length, id).toBeGreaterThan(20);
    }
    expect(REGIONS.australia.name).toBe('Australia & Oceania');
  });

  it('puts its dot on land of that region', () => {
    for (const id of REGION_IDS) {
      const [lon, lat] = REGIONS[id].center;
      expect(regionsAt([lon, lat]), id).toContain(id);
      const land = features.find((f) => geoContains(f, [lon, lat]));
      const country = land ? countryForFeature(land.id, land.properties.name) : undefined;
      expect(country?.region, `${id} dot lands on ${land?.properties.name ?? 'the sea'}`).toBe(id);
    }
  });

  it('names the famous countries in the right places', () => {
    expect(countryByCode('FR')?.region).toBe('europe');
    expect(countryByCode('BR')?.region).toBe('south-america');
    expect(countryByCode('EG')?.region).toBe('africa');
    expect(countryByCode('JP')?.region).toBe('asia');
    expect(countryByCode('NZ')?.region).toBe('australia');
    expect(countryByCode('MX')?.region).toBe('north-america');
  });
});

describe('everything McKenzie can say about places', () => {
  it('passes the reply safety check', () => {
    const texts = [
      ...COUNTRIES.map((c) => c.fact ?? ''),
      ...GEO_ANSWERS.map((a) => a.answer),
      ...Object.values(TOPIC_FACTS).flat(),
      ...REGION_IDS.flatMap((id) => {
        const r = REGIONS[id];
        return [r.description, r.weather, r.mountainFact, r.riverFact, ...r.famousPlaces, ...r.animals];
      }),
    ].filter(Boolean);
    const unsafe = texts.filter((text) => !isReplySafe(text).safe);
    expect(unsafe).toEqual([]);
  });
});
