import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, type HttpError } from './api';
import { call, endpointUrl } from './call';

afterEach(() => vi.unstubAllGlobals());

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

describe('endpointUrl', () => {
  it('fills :params and appends the query, skipping empty values', () => {
    expect(endpointUrl('/api/messages/recent/:limit', { limit: 5 })).toBe('/api/messages/recent/5');
    expect(endpointUrl('/api/messages', undefined, { category: 'feelings' })).toBe('/api/messages?category=feelings');
    expect(endpointUrl('/api/messages', undefined, { category: undefined })).toBe('/api/messages');
    expect(endpointUrl('/api/writing/stories/:id', { id: 'a/b' })).toBe('/api/writing/stories/a%2Fb');
  });
  it('refuses a missing param instead of calling a wrong URL', () => {
    expect(() => endpointUrl('/api/writing/stories/:id', {})).toThrow('missing id');
  });
});

describe('call', () => {
  it('sends JSON with credentials to the endpoint of the key and parses the answer', async () => {
    const fetchMock = vi.fn(async () => json({ images: [] }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(call('POST /api/writing/search-images', { body: { query: 'cat', age: 6 } })).resolves.toEqual({ images: [] });
    expect(fetchMock).toHaveBeenCalledWith('/api/writing/search-images', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"query":"cat","age":6}',
      signal: undefined,
    });
  });

  it('makes "{status}: {body}" errors with the server code, or the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"error":{"code":"forbidden","message":"nope"}}', { status: 403 })));
    const error = (await call('GET /api/stats').catch((e: unknown) => e)) as HttpError;
    expect(error.message).toBe('403: {"error":{"code":"forbidden","message":"nope"}}');
    expect(error.serverMessage).toBe('nope');
    expect(error.serverCode).toBe('forbidden');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500, statusText: 'Internal Server Error' })));
    await expect(call('GET /api/stats')).rejects.toThrow('500: Internal Server Error');
  });

  it('hands raw endpoints their Response', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'audio/mpeg' } })));
    const response = await call('POST /api/elevenlabs/text-to-speech', { body: { text: 'hi' } });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });
});

describe('the query client', () => {
  it('never goes stale, never refetches on focus and never retries', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false });
    expect(options.mutations).toMatchObject({ retry: false });
  });
});
