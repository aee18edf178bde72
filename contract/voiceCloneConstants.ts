/** Voice cloning limits (spec part 2 §5, §9), with no zod, for client and server. */
export const VOICE_SAMPLE_MAX_BYTES = 25 * 1024 * 1024;
export const VOICE_SAMPLE_MAX_FILES = 3;
export const VOICE_NAME_MAX = 60;
export const VOICE_DESCRIPTION_MAX = 300;
/** The multipart field names of POST /api/elevenlabs/create-voice. */
export const CREATE_VOICE_FIELDS = { sample: 'sample', name: 'name', description: 'description', consent: 'consent' } as const;
