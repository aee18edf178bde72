/** The audio types a voice sample may be, read from the bytes themselves, never from the claimed MIME type. */
export type AudioMime = 'audio/mpeg' | 'audio/wav' | 'audio/ogg' | 'audio/flac' | 'audio/webm' | 'audio/mp4';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function sniffAudioMime(bytes: Buffer): AudioMime | undefined {
  if (startsWith(bytes, ascii('ID3'))) return 'audio/mpeg';
  // An MPEG audio frame starts with 11 set sync bits (layer bits not 00).
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0 && (bytes[1]! & 0x06) !== 0) return 'audio/mpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8)) return 'audio/wav';
  if (startsWith(bytes, ascii('OggS'))) return 'audio/ogg';
  if (startsWith(bytes, ascii('fLaC'))) return 'audio/flac';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'audio/webm';
  if (startsWith(bytes, ascii('ftyp'), 4) && startsWith(bytes, ascii('M4A'), 8)) return 'audio/mp4';
  return undefined;
}
