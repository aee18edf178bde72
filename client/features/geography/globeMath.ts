import { geoContains, geoDistance, geoOrthographic, type GeoProjection } from 'd3-geo';
import type { Feature, GeoJsonProperties, Geometry } from 'geojson';

/** d3's rotation [λ, φ]: the globe shows the point (-λ, -φ) in its middle. */
export type Rotation = readonly [number, number];

/** Spec §9: the globe spins for 3 s before the dots can be used. */
export const SPIN_MS = 3000;
/** Degrees per second while spinning: a bit more than one turn in 3 s. */
export const SPIN_SPEED = 130;
/** Where the globe comes to rest after spinning: Europe, Africa and Asia face the child. */
export const SETTLED_ROTATION: Rotation = [-20, -22];
/** A pointer that moves less than this (px) between down and up is a tap, not a drag. */
export const TAP_SLOP_PX = 8;
/** Region dots are small to look at but this generous to touch (radius, px). */
export const DOT_TOUCH_RADIUS = 26;

export function createProjection(size: number, rotation: Rotation): GeoProjection {
  return geoOrthographic()
    .scale(globeRadius(size))
    .translate([size / 2, size / 2])
    .rotate([rotation[0], rotation[1]])
    .clipAngle(90)
    // No adaptive resampling: the 110m map's points are close enough together to draw as they are.
    .precision(0);
}

/** A small margin keeps the globe's edge and shadow inside the canvas. */
export function globeRadius(size: number): number {
  return size / 2 - 6;
}

/** The rotation while spinning: it turns east and eases into the settled rotation at 3 s. */
export function spinRotation(elapsedMs: number): Rotation {
  const t = Math.min(1, Math.max(0, elapsedMs / SPIN_MS));
  // Ease out: fast at first, gentle at the end, arriving exactly at SETTLED_ROTATION.
  const eased = 1 - (1 - t) ** 3;
  const turn = (SPIN_SPEED * SPIN_MS) / 1000;
  return [SETTLED_ROTATION[0] - turn * (1 - eased), SETTLED_ROTATION[1] * eased];
}

/** Dragging turns the globe under the finger; the tilt stays between -70° and 70°. */
export function dragRotation(start: Rotation, dx: number, dy: number, size: number): Rotation {
  const degreesPerPixel = 180 / (Math.PI * globeRadius(size));
  const lambda = start[0] + dx * degreesPerPixel;
  const phi = Math.max(-70, Math.min(70, start[1] - dy * degreesPerPixel));
  return [normalizeLongitude(lambda), phi];
}

export function normalizeLongitude(lambda: number): number {
  return ((((lambda + 180) % 360) + 360) % 360) - 180;
}

/** The rotation that puts a place in the middle of the globe. */
export function facing([lon, lat]: readonly [number, number]): Rotation {
  return [normalizeLongitude(-lon), Math.max(-70, Math.min(70, -lat))];
}

/** A step between two rotations (t from 0 to 1), going the short way round. */
export function between(from: Rotation, to: Rotation, t: number): Rotation {
  const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
  const dLambda = normalizeLongitude(to[0] - from[0]);
  return [normalizeLongitude(from[0] + dLambda * eased), from[1] + (to[1] - from[1]) * eased];
}

/** True when the place is on the side of the globe facing the child (with a little margin at the edge). */
export function isFacing(point: readonly [number, number], rotation: Rotation): boolean {
  return geoDistance([point[0], point[1]], [-rotation[0], -rotation[1]]) < Math.PI / 2 - 0.12;
}

/** The map feature under a point on the canvas, or undefined for the sea or space. */
export function featureAt<F extends Feature<Geometry, GeoJsonProperties>>(
  features: readonly F[],
  projection: GeoProjection,
  x: number,
  y: number,
): F | undefined {
  const rotation = projection.rotate();
  const lonLat = projection.invert?.([x, y]);
  if (!lonLat || !Number.isFinite(lonLat[0]) || !Number.isFinite(lonLat[1])) return undefined;
  // Orthographic invert also answers for points outside the disc: reject anything off the visible side.
  if (geoDistance(lonLat, [-rotation[0], -rotation[1]]) > Math.PI / 2) return undefined;
  const [cx, cy] = projection.translate();
  if (Math.hypot(x - cx, y - cy) > projection.scale()) return undefined;
  return features.find((f) => geoContains(f, lonLat));
}
