import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import { isReplySafe } from '../../../content/safety';
import type { CustomVoice, TextToSpeechInput } from '../../../contract/voice';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/errors';
import type { AudioMime } from './audioBytes';

/** How long the provider may take to start answering before we give up and the browser speaks. */
export const PROVIDER_TIMEOUT_SECONDS = 10;
/** Making a voice from minutes of audio takes longer than saying a sentence. */
export const CLONE_TIMEOUT_SECONDS = 120;
const MODEL_ID = 'eleven_multilingual_v2';
/** The settings row that holds a key the parent entered (the server's own env key wins). */
export const STORED_KEY_SETTING = 'elevenlabs_api_key';

export interface VoiceSample {
  bytes: Buffer;
  mime: AudioMime;
  filename: string;
}

export interface VoiceService {
  /** Whether a key is available (from the server's settings or entered by the parent). */
  hasKey(): Promise<boolean>;
  /** Audio (MPEG) for the text; throws AppError('provider_unavailable') when the provider fails. */
  textToSpeech(input: TextToSpeechInput): Promise<Readable>;
  saveKey(apiKey: string): Promise<void>;
  listVoices(): Promise<CustomVoice[]>;
  createVoice(input: { name: string; description?: string; samples: VoiceSample[] }): Promise<string>;
  deleteVoice(voiceId: string): Promise<void>;
}

export class NoVoiceKeyError extends AppError {
  constructor() {
    super('provider_unavailable', 'ElevenLabs API key not configured');
  }
}

/** Any provider failure (401, 5xx, timeout, network): the client falls back to browser speech. */
export class ProviderFailure extends AppError {
  constructor(
    readonly providerError: unknown,
    message = 'Failed to generate speech',
  ) {
    super('provider_unavailable', message);
  }
}

function providerStatus(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

export function createVoiceService(
  config: Pick<AppConfig, 'elevenLabsApiKey' | 'elevenLabsBaseUrl'>,
  options: { timeoutSeconds?: number; db?: Db } = {},
): VoiceService {
  const envKey = config.elevenLabsApiKey;
  let storedKey: Promise<string | undefined> | undefined;
  const readStoredKey = () =>
    (storedKey ??= options.db
      ? options.db.kysely
          .selectFrom('settings')
          .select('value')
          .where('key', '=', STORED_KEY_SETTING)
          .executeTakeFirst()
          .then((row) => row?.value || undefined)
      : Promise.resolve(undefined));
  const currentKey = async () => envKey ?? (await readStoredKey());

  // The SDK (about 110 MB in memory) is loaded on the first use, and only when a key is set.
  const clients = new Map<string, Promise<ElevenLabsClient>>();
  const getClient = (key: string, timeoutInSeconds = options.timeoutSeconds ?? PROVIDER_TIMEOUT_SECONDS) => {
    const cacheKey = `${timeoutInSeconds}:${key}`;
    let client = clients.get(cacheKey);
    if (!client) {
      client = import('@elevenlabs/elevenlabs-js').then(
        ({ ElevenLabsClient }) =>
          new ElevenLabsClient({
            apiKey: key,
            ...(config.elevenLabsBaseUrl ? { baseUrl: config.elevenLabsBaseUrl } : {}),
            timeoutInSeconds,
            // A failed voice falls back to the browser at once; retrying would only keep the child waiting.
            maxRetries: 0,
          }),
      );
      clients.set(cacheKey, client);
    }
    return client;
  };
  const requireKey = async () => {
    const key = await currentKey();
    if (!key) throw new NoVoiceKeyError();
    return key;
  };

  return {
    async hasKey() {
      return !!(await currentKey());
    },
    async textToSpeech(input) {
      const key = await requireKey();
      if (!isReplySafe(input.text).safe) {
        throw new AppError('validation_failed', 'This text cannot be read aloud.', 'text');
      }
      const settings = input.settings;
      try {
        const audio = await (await getClient(key)).textToSpeech.stream(input.voiceId, {
          text: input.text,
          modelId: MODEL_ID,
          outputFormat: 'mp3_44100_128',
          voiceSettings: {
            stability: settings.stability,
            similarityBoost: settings.similarity_boost,
            style: settings.style,
            useSpeakerBoost: settings.use_speaker_boost,
          },
        });
        return Readable.fromWeb(audio as NodeReadableStream<Uint8Array>);
      } catch (error) {
        throw new ProviderFailure(error);
      }
    },
    async saveKey(apiKey) {
      if (!options.db) throw new AppError('internal_error', 'There is nowhere to keep the key.');
      await options.db.kysely
        .insertInto('settings')
        .values({ key: STORED_KEY_SETTING, value: apiKey })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: apiKey }))
        .execute();
      storedKey = Promise.resolve(apiKey);
    },
    async listVoices() {
      const key = await requireKey();
      try {
        const { voices } = await (await getClient(key)).voices.getAll();
        return voices.map((voice) => ({
          voice_id: voice.voiceId,
          name: voice.name ?? voice.voiceId,
          category: voice.category ?? 'premade',
          description: voice.description ?? null,
          preview_url: voice.previewUrl ?? null,
        }));
      } catch (error) {
        throw new ProviderFailure(error, 'Failed to fetch voices');
      }
    },
    async createVoice({ name, description, samples }) {
      const key = await requireKey();
      try {
        const created = await (await getClient(key, CLONE_TIMEOUT_SECONDS)).voices.ivc.create({
          name,
          ...(description ? { description } : {}),
          files: samples.map((sample) => ({ data: sample.bytes, filename: sample.filename, contentType: sample.mime })),
        });
        return created.voiceId;
      } catch (error) {
        throw new ProviderFailure(error, 'Failed to create voice clone');
      }
    },
    async deleteVoice(voiceId) {
      const key = await requireKey();
      try {
        await (await getClient(key)).voices.delete(voiceId);
      } catch (error) {
        if (providerStatus(error) === 404 || providerStatus(error) === 400) throw new AppError('not_found', 'There is no such voice.');
        throw new ProviderFailure(error, 'Failed to delete voice');
      }
    },
  };
}
