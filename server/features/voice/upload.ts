import type { FastifyRequest } from 'fastify';
import { CREATE_VOICE_FIELDS, VOICE_DESCRIPTION_MAX, VOICE_NAME_MAX, VOICE_SAMPLE_MAX_BYTES, VOICE_SAMPLE_MAX_FILES } from '../../../contract/voiceCloneConstants';
import { AppError } from '../../http/errors';
import { sniffAudioMime } from './audioBytes';
import type { VoiceSample } from './service';

export interface VoiceUpload {
  name: string;
  description?: string;
  samples: VoiceSample[];
}

const MB = 1024 * 1024;

/**
 * Reads POST /api/elevenlabs/create-voice: each `sample` at most 25 MB with its type read from the
 * bytes, a required name, an optional description, and the grown-up's consent.
 */
export async function readVoiceUpload(request: FastifyRequest): Promise<VoiceUpload> {
  const samples: VoiceSample[] = [];
  const fields: Record<string, string> = {};
  let parts;
  try {
    parts = request.parts({ limits: { fileSize: VOICE_SAMPLE_MAX_BYTES, files: VOICE_SAMPLE_MAX_FILES, fields: 10, fieldSize: 4096 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== CREATE_VOICE_FIELDS.sample) {
          await part.toBuffer();
          throw new AppError('validation_failed', `Unexpected file field ${part.fieldname}.`, part.fieldname);
        }
        const bytes = await part.toBuffer();
        const filename = part.filename || 'sample';
        const mime = sniffAudioMime(bytes);
        if (!mime) throw new AppError('unsupported_media_type', `${filename} is not an audio file`, CREATE_VOICE_FIELDS.sample);
        samples.push({ bytes, mime, filename });
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', `A sample exceeds ${VOICE_SAMPLE_MAX_BYTES / MB}MB limit`, CREATE_VOICE_FIELDS.sample);
    }
    if (code === 'FST_FILES_LIMIT') throw new AppError('payload_too_large', `Send at most ${VOICE_SAMPLE_MAX_FILES} samples.`, CREATE_VOICE_FIELDS.sample);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError('payload_too_large', 'Too many fields.');
    throw new AppError('validation_failed', 'The upload could not be read.');
  }

  const name = (fields[CREATE_VOICE_FIELDS.name] ?? '').trim();
  if (!name) throw new AppError('validation_failed', 'Give the voice a name.', CREATE_VOICE_FIELDS.name);
  if (name.length > VOICE_NAME_MAX) throw new AppError('validation_failed', `A voice name has at most ${VOICE_NAME_MAX} characters.`, CREATE_VOICE_FIELDS.name);
  const description = (fields[CREATE_VOICE_FIELDS.description] ?? '').trim();
  if (description.length > VOICE_DESCRIPTION_MAX) {
    throw new AppError('validation_failed', `A description has at most ${VOICE_DESCRIPTION_MAX} characters.`, CREATE_VOICE_FIELDS.description);
  }
  if (fields[CREATE_VOICE_FIELDS.consent] !== 'true') {
    throw new AppError('validation_failed', 'Confirm that the voice is your own and used with permission.', CREATE_VOICE_FIELDS.consent);
  }
  if (samples.length === 0) throw new AppError('validation_failed', 'Audio Files Required', CREATE_VOICE_FIELDS.sample);
  return { name, ...(description ? { description } : {}), samples };
}
