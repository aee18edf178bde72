import type { TextToSpeechBody } from '../../contract/voice';
import { HttpError } from './api';
import { call } from './call';

/** contract/voice VOICE_TEXT_MAX_LENGTH, repeated so the speech chunk does not pull in zod (a test keeps them equal). */
export const PROVIDER_TEXT_MAX_LENGTH = 1000;

/** The voice provider, always through our server (the key never reaches the browser). */

let keyCheck: Promise<boolean> | undefined;

/** Asks once per page load whether the server has a provider key; any failure means "no". */
export function providerReady(): Promise<boolean> {
  keyCheck ??= call('GET /api/elevenlabs/key')
    .then((answer) => answer.hasKey === true)
    .catch(() => false);
  return keyCheck;
}

/** After the server said it has no key after all (503), stop asking. */
export function markProviderUnavailable(): void {
  keyCheck = Promise.resolve(false);
}

/** For tests. */
export function resetProviderCheck(): void {
  keyCheck = undefined;
}

export class ProviderSpeechError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderSpeechError';
  }
}

/** MPEG audio for the text; throws on any failure so the caller can fall back to the browser. */
export async function fetchProviderAudio(body: TextToSpeechBody, signal: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await call(
      'POST /api/elevenlabs/text-to-speech',
      { body: { ...body, text: body.text.slice(0, PROVIDER_TEXT_MAX_LENGTH) } },
      { signal },
    );
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.status === 503) markProviderUnavailable();
    throw new ProviderSpeechError(error.status, error.message);
  }
  const audio = await response.blob();
  if (audio.size === 0) throw new ProviderSpeechError(response.status, 'empty audio');
  return audio;
}
