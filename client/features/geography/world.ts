import type { Feature, FeatureCollection, Geometry, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { countryForFeature, type Country, type RegionId } from '../../../content/geography';

export type CountryFeature = Feature<Geometry, { name: string }> & { country: Country | undefined };

/** The bundled world map, ready to draw: countries, their borders as one line, and land grouped by region. */
export interface World {
  countries: CountryFeature[];
  borders: MultiLineString;
  byRegion: Map<RegionId | null, CountryFeature[]>;
}

type Atlas = Topology<{ countries: GeometryCollection<{ name: string }> }>;

export function buildWorld(atlas: Atlas): World {
  const collection = feature(atlas, atlas.objects.countries) as FeatureCollection<Geometry, { name: string }>;
  const countries = collection.features.map((f) => Object.assign(f, { country: countryForFeature(f.id, f.properties.name) }));
  const byRegion = new Map<RegionId | null, CountryFeature[]>();
  for (const f of countries) {
    const key = f.country?.region ?? null;
    byRegion.set(key, [...(byRegion.get(key) ?? []), f]);
  }
  const borders = mesh(atlas, atlas.objects.countries, (a, b) => a !== b);
  return { countries, borders, byRegion };
}

let loading: Promise<World> | undefined;

/** The map data is its own chunk, fetched the first time the globe opens (no network beyond our server). */
export function loadWorld(): Promise<World> {
  loading ??= import('world-atlas/countries-110m.json').then((module) => buildWorld(module.default as unknown as Atlas));
  return loading;
}
