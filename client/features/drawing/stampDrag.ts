import type { StampKind } from './ops';

/** The HTML5 drag-and-drop type a palette stamp carries. */
export const STAMP_MIME = 'application/x-mckenzie-stamp';

export interface StampItem {
  kind: StampKind;
  text: string;
}

export function encodeStamp(item: StampItem): string {
  return JSON.stringify(item);
}

export function decodeStamp(raw: string | undefined | null): StampItem | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StampItem>;
    if (
      (value.kind === 'letter' || value.kind === 'number' || value.kind === 'picture') &&
      typeof value.text === 'string' &&
      value.text.length > 0 &&
      value.text.length <= 8
    ) {
      return { kind: value.kind, text: value.text };
    }
  } catch {
    // not ours
  }
  return null;
}
