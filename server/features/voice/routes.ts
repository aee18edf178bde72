import type { FastifyInstance } from 'fastify';
import { voiceEndpoints } from '../../../contract/voice';
import { registerEndpoints } from '../../http/endpoints';
import { errorBody } from '../../http/errors';
import { NoVoiceKeyError, ProviderFailure, type VoiceService } from './service';

/** The voice provider behind our server: the browser never sees the key. */
export function registerVoiceRoutes(app: FastifyInstance, voice: VoiceService): void {
  registerEndpoints(app, voiceEndpoints, {
    'GET /api/elevenlabs/key': () => ({ hasKey: voice.hasKey }),
    'POST /api/elevenlabs/text-to-speech': async ({ body, request, reply }) => {
      try {
        const audio = await voice.textToSpeech(body);
        return reply.type('audio/mpeg').header('cache-control', 'no-store').send(audio);
      } catch (error) {
        if (error instanceof NoVoiceKeyError) return reply.status(503).send(errorBody(error.code, error.message));
        if (error instanceof ProviderFailure) request.log.warn({ err: error.providerError }, 'voice provider failed');
        throw error;
      }
    },
  });
}
