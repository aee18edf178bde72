import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'world-atlas/countries-110m.json';
import { describe, expect, it } from 'vitest';
import { REGION_LIST } from '../../../content/geography';
import {
  between,
  createProjection,
  dragRotation,
  facing,
  featureAt,
  isFacing,
  SETTLED_ROTATION,
  spinRotation,
  SPIN_MS,
} from './globeMath';

const topology = atlas as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
const features = feature(topology, topology.objects.countries).features as Feature<Geometry, { name: string }>[];

describe('globe math', () => {
  it('spins east for 3 s and comes to rest exactly at the settled rotation', () => {
    const start = spinRotation(0);
    expect(start[0]).toBeLessThan(SETTLED_ROTATION[0] - 300);
    expect(spinRotation(SPIN_MS)).toEqual(SETTLED_ROTATION);
    expect(spinRotation(SPIN_MS + 5000)).toEqual(SETTLED_ROTATION);
    expect(spinRotation(1000)[0]).toBeGreaterThan(start[0]);
  });

  it('finds France under its own projected point, and nothing in the sea or outside the globe', () => {
    const projection = createProjection(400, SETTLED_ROTATION);
    const [x, y] = projection([2.5, 46.5]) ?? [0, 0];
    expect(featureAt(features, projection, x, y)?.properties.name).toBe('France');
    const [sx, sy] = projection([-30, 30]) ?? [0, 0];
    expect(featureAt(features, projection, sx, sy)).toBeUndefined();
    expect(featureAt(features, projection, 2, 2)).toBeUndefined();
  });

  it('shows a region dot only on the side facing the child', () => {
    const europe = REGION_LIST.find((r) => r.id === 'europe')?.center ?? [0, 0];
    expect(isFacing(europe, SETTLED_ROTATION)).toBe(true);
    expect(isFacing(europe, facing([-160, -20]))).toBe(false);
    for (const region of REGION_LIST) expect(isFacing(region.center, facing(region.center)), region.id).toBe(true);
  });

  it('drags the globe with the finger and never flips it over the poles', () => {
    const dragged = dragRotation([0, 0], 100, 0, 400);
    expect(dragged[0]).toBeGreaterThan(20);
    expect(dragRotation([0, 0], 0, -5000, 400)[1]).toBe(70);
  });

  it('turns the short way round to face a region', () => {
    const halfway = between([170, 0], [-170, 0], 0.5);
    expect(Math.abs(halfway[0])).toBeCloseTo(180, 5);
    expect(between([0, 0], [40, 10], 1)).toEqual([40, 10]);
  });
});
