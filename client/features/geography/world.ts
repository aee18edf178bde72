import type { Feature, FeatureCollection, Geometry, MultiLineString, MultiPolygon } from 'geojson';
import { feature, merge, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { countryForFeature, type Country, type RegionId } from '../../../content/geography';

export type CountryFeature = Feature<Geometry, { name: string }> & { country: Country | undefined };

/**
 * The bundled world map, ready to draw: countries (to find the one tapped), each region's land as one
 * shape without its inner borders, and all borders as one line. Drawing merged land draws each border
 * once instead of twice, which halves the work of a frame.
 */
export interface World {
  countries: CountryFeature[];
  borders: MultiLineString;
  landByRegion: Map<RegionId | null, MultiPolygon>;
}

type Atlas = Topology<{ countries: GeometryCollection<{ name: string }> }>;

export function buildWorld(atlas: Atlas): World {
  const collection = feature(atlas, atlas.objects.countries) as FeatureCollection<Geometry, { name: string }>;
  const countries = collection.features.map((f) => Object.assign(f, { country: countryForFeature(f.id, f.properties.name) }));
  const regionOf = new Map(countries.map((f, i) => [atlas.objects.countries.geometries[i], f.country?.region ?? null]));
  const landByRegion = new Map<RegionId | null, MultiPolygon>();
  for (const region of new Set(regionOf.values())) {
    const pieces = atlas.objects.countries.geometries.filter((g) => regionOf.get(g) === region);
    landByRegion.set(region, merge(atlas, pieces as Parameters<typeof merge>[1]));
  }
  const borders = mesh(atlas, atlas.objects.countries, (a, b) => a !== b);
  return { countries, borders, landByRegion };
}

let loading: Promise<World> | undefined;

/** The map data is its own chunk, fetched the first time the globe opens (no network beyond our server). */
export function loadWorld(): Promise<World> {
  loading ??= import('world-atlas/countries-110m.json').then((module) => buildWorld(module.default as unknown as Atlas));
  return loading;
}
