import { MAX_PHOTO_BYTES } from '../../../contract/photoConstants';

export type PhotoFileProblem = 'notImage' | 'tooLarge';

/** Spec §5: only image files, at most 5 MB. The server checks again from the bytes. */
export function photoFileProblem(file: { type: string; size: number }): PhotoFileProblem | undefined {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > MAX_PHOTO_BYTES) return 'tooLarge';
  return undefined;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
