/** Recording constants shared by client and server (spec part 2 §9), with no zod. */

/** Audio uploads are at most 25 MB (spec §9), checked on the decoded bytes. */
export const MAX_RECORDING_BYTES = 25 * 1024 * 1024;
/** The JSON body carries the audio as base64 (4/3 the size) plus a few fields. */
export const RECORDING_BODY_LIMIT = Math.ceil((MAX_RECORDING_BYTES * 4) / 3) + 64 * 1024;
export const RECORDING_TITLE_MAX = 200;
/** A song is at most a few minutes; a stored duration beyond an hour is nonsense. */
export const RECORDING_DURATION_MAX = 3600;
export const RECORDING_SCORE_MAX = 1_000_000;
/** Points a recording adds to the singalong score (spec §9). */
export const RECORDING_POINTS = 25;

/** Share codes: 8 characters A–Z0–9 (spec §9), made on the server from a CSPRNG. */
export const SHARE_CODE_LENGTH = 8;
export const SHARE_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const SHARE_CODE_PATTERN = /^[A-Z0-9]{8}$/;

/** The public link to a shared recording (spec §7). */
export function recordingShareLink(origin: string, shareCode: string): string {
  return `${origin}/shared/${shareCode}`;
}
