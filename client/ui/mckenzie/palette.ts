/** Colours and small geometry helpers shared by McKenzie's parts. */
export const DEFAULT_SKIN = '#a8663f';
export const OUTLINE = '#4a2a2e';
export const HAIR = '#3b2219';
export const HAIR_LIGHT = '#6e4532';
export const BOW = '#ff6f7f';
export const BOW_DARK = '#e2506a';
export const SHIRT = '#ffd35c';
export const OVERALLS = '#5b8def';
export const OVERALLS_DARK = '#4371d1';
export const SHOE = '#ff7a6b';
export const MOUTH = '#7a2735';
export const TONGUE = '#ff8f98';
export const EYE = '#2b1711';

export type Point = readonly [number, number];

/** Mix a #rrggbb colour toward black (amt < 0) or white (amt > 0). */
export function shade(hex: string, amt: number): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const n = m ? parseInt(m[1]!, 16) : parseInt(DEFAULT_SKIN.slice(1), 16);
  const t = amt < 0 ? 0 : 255;
  const a = Math.abs(amt);
  const ch = (s: number) => Math.round(((n >> s) & 255) * (1 - a) + t * a);
  return `#${((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1)}`;
}

/** Normalise a user supplied colour: fall back to the default for anything not #rrggbb / #rgb. */
export function skinColour(hex: string | undefined): string {
  if (!hex) return DEFAULT_SKIN;
  const h = hex.trim();
  if (/^#[0-9a-f]{6}$/i.test(h)) return h;
  if (/^#[0-9a-f]{3}$/i.test(h)) return `#${[...h.slice(1)].map((c) => c + c).join('')}`;
  return DEFAULT_SKIN;
}
