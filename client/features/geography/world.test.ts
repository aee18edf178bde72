import { geoArea } from 'd3-geo';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'world-atlas/countries-110m.json';
import { describe, expect, it } from 'vitest';
import { buildWorld } from './world';

describe('the world map as the globe draws it', () => {
  const world = buildWorld(atlas as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>);

  it('knows the country of every shape', () => {
    expect(world.countries).toHaveLength(177);
    expect(world.countries.filter((f) => !f.country)).toEqual([]);
    expect(world.countries.find((f) => f.properties.name === 'France')?.country?.code).toBe('FR');
  });

  it('has one land shape per region (and one for Antarctica and the far south), covering all the countries', () => {
    expect([...world.landByRegion.keys()].sort()).toEqual(['africa', 'asia', 'australia', 'europe', 'north-america', 'south-america', null].sort());
    const land = [...world.landByRegion.values()].reduce((sum, shape) => sum + geoArea(shape), 0);
    const countries = world.countries.reduce((sum, f) => sum + geoArea(f), 0);
    expect(land).toBeCloseTo(countries, 3);
  });
});
