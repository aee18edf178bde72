import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import { isReplySafe } from '../../../content/safety';
import type { TextToSpeechInput } from '../../../contract/voice';
import type { AppConfig } from '../../config';
import { AppError } from '../../http/errors';

/** How long the provider may take to start answering before we give up and the browser speaks. */
export const PROVIDER_TIMEOUT_SECONDS = 10;
const MODEL_ID = 'eleven_multilingual_v2';

export interface VoiceService {
  readonly hasKey: boolean;
  /** Audio (MPEG) for the text; throws AppError('provider_unavailable') when the provider fails. */
  textToSpeech(input: TextToSpeechInput): Promise<Readable>;
}

export interface VoiceServiceLogger {
  warn(details: object, message: string): void;
}

export class NoVoiceKeyError extends AppError {
  constructor() {
    super('provider_unavailable', 'ElevenLabs API key not configured');
  }
}

export function createVoiceService(
  config: Pick<AppConfig, 'elevenLabsApiKey' | 'elevenLabsBaseUrl'>,
  options: { timeoutSeconds?: number } = {},
): VoiceService {
  const apiKey = config.elevenLabsApiKey;
  // The SDK (about 110 MB in memory) is loaded on the first use, and only when a key is set.
  let client: Promise<ElevenLabsClient> | undefined;
  const getClient = (key: string) =>
    (client ??= import('@elevenlabs/elevenlabs-js').then(
      ({ ElevenLabsClient }) =>
        new ElevenLabsClient({
          apiKey: key,
          ...(config.elevenLabsBaseUrl ? { baseUrl: config.elevenLabsBaseUrl } : {}),
          timeoutInSeconds: options.timeoutSeconds ?? PROVIDER_TIMEOUT_SECONDS,
          // A failed voice falls back to the browser at once; retrying would only keep the child waiting.
          maxRetries: 0,
        }),
    ));

  return {
    hasKey: !!apiKey,
    async textToSpeech(input) {
      if (!apiKey) throw new NoVoiceKeyError();
      if (!isReplySafe(input.text).safe) {
        throw new AppError('validation_failed', 'This text cannot be read aloud.', 'text');
      }
      try {
        const audio = await (await getClient(apiKey)).textToSpeech.stream(input.voiceId, {
          text: input.text,
          modelId: MODEL_ID,
          outputFormat: 'mp3_44100_128',
          voiceSettings: {
            stability: input.settings.stability,
            similarityBoost: input.settings.similarity_boost,
            style: input.settings.style,
            useSpeakerBoost: input.settings.use_speaker_boost,
          },
        });
        return Readable.fromWeb(audio as NodeReadableStream<Uint8Array>);
      } catch (error) {
        throw new ProviderFailure(error);
      }
    },
  };
}

/** Any provider failure (401, 5xx, timeout, network): the client falls back to browser speech. */
export class ProviderFailure extends AppError {
  constructor(readonly providerError: unknown) {
    super('provider_unavailable', 'Failed to generate speech');
  }
}
