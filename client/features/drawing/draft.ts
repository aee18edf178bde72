import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../../lib/storageKeys';

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;

/** The saved draft (a PNG data URL in `savedDrawing`), when there is a valid one. */
export function readDraft(): string | null {
  const value = readStorage(STORAGE_KEYS.savedDrawing);
  return value && PNG_DATA_URL.test(value) ? value : null;
}

/** Saves the draft; false when the browser could not keep it (private mode or full storage). */
export function writeDraft(dataUrl: string): boolean {
  writeStorage(STORAGE_KEYS.savedDrawing, dataUrl);
  return readStorage(STORAGE_KEYS.savedDrawing) === dataUrl;
}

export function removeDraft(): void {
  removeStorage(STORAGE_KEYS.savedDrawing);
}
