/** The globe's six regions (spec part 2 §3), in the order the buttons show them. */
export const REGION_IDS = ['north-america', 'south-america', 'europe', 'africa', 'asia', 'australia'] as const;
export type RegionId = (typeof REGION_IDS)[number];

export function isRegionId(value: unknown): value is RegionId {
  return typeof value === 'string' && (REGION_IDS as readonly string[]).includes(value);
}
