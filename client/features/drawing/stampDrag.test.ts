import { describe, expect, it } from 'vitest';
import { decodeStamp, encodeStamp } from './stampDrag';

describe('stamp drag data', () => {
  it('round-trips a stamp and refuses anything else', () => {
    expect(decodeStamp(encodeStamp({ kind: 'picture', text: '🐶' }))).toEqual({ kind: 'picture', text: '🐶' });
    expect(decodeStamp('{"kind":"script","text":"x"}')).toBeNull();
    expect(decodeStamp('{"kind":"letter","text":""}')).toBeNull();
    expect(decodeStamp('not json')).toBeNull();
    expect(decodeStamp(undefined)).toBeNull();
  });
});
