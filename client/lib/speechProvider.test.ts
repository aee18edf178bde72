import { describe, expect, it } from 'vitest';
import { VOICE_TEXT_MAX_LENGTH } from '../../contract/voice';
import { PROVIDER_TEXT_MAX_LENGTH } from './speechProvider';

describe('speech provider', () => {
  it('sends no more text than the server accepts', () => {
    expect(PROVIDER_TEXT_MAX_LENGTH).toBe(VOICE_TEXT_MAX_LENGTH);
  });
});
