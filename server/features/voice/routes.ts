import type { FastifyInstance } from 'fastify';
import { textToSpeechBodySchema, type VoiceKeyResponse } from '../../../contract/voice';
import { errorBody } from '../../http/errors';
import { requireChildId } from '../../http/session';
import { parseInput } from '../../http/validate';
import { NoVoiceKeyError, ProviderFailure, type VoiceService } from './service';

/** The voice provider behind our server: the browser never sees the key. */
export function registerVoiceRoutes(app: FastifyInstance, voice: VoiceService): void {
  app.get('/api/elevenlabs/key', async (): Promise<VoiceKeyResponse> => ({ hasKey: voice.hasKey }));

  app.post(
    '/api/elevenlabs/text-to-speech',
    { bodyLimit: 16 * 1024, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      requireChildId(request);
      const input = parseInput(textToSpeechBodySchema, request.body);
      try {
        const audio = await voice.textToSpeech(input);
        return reply.type('audio/mpeg').header('cache-control', 'no-store').send(audio);
      } catch (error) {
        if (error instanceof NoVoiceKeyError) return reply.status(503).send(errorBody(error.code, error.message));
        if (error instanceof ProviderFailure) request.log.warn({ err: error.providerError }, 'voice provider failed');
        throw error;
      }
    },
  );
}
