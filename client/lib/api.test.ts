import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, createQueryClient, getQueryFn, type HttpError, urlFromQueryKey } from './api';

afterEach(() => vi.unstubAllGlobals());

describe('urlFromQueryKey', () => {
  it('joins string segments with slashes', () => {
    expect(urlFromQueryKey(['/api/messages', 'recent', 5])).toBe('/api/messages/recent/5');
  });
  it('turns a trailing object into a query string and skips empty values', () => {
    expect(urlFromQueryKey(['/api/messages', { category: 'feelings' }])).toBe('/api/messages?category=feelings');
    expect(urlFromQueryKey(['/api/messages', { category: undefined }])).toBe('/api/messages');
  });
});

describe('apiRequest', () => {
  it('sends JSON with credentials and parses the answer', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('POST', '/api/x', { a: 1 })).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
  });

  it('makes "{status}: {body}" errors, or the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"error":{"code":"forbidden","message":"nope"}}', { status: 403 })));
    const error = (await apiRequest('GET', '/api/x').catch((e: unknown) => e)) as HttpError;
    expect(error.message).toBe('403: {"error":{"code":"forbidden","message":"nope"}}');
    expect(error.serverMessage).toBe('nope');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500, statusText: 'Internal Server Error' })));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('500: Internal Server Error');
  });
});

describe('the default query', () => {
  it('throws on 401 by default and can return null instead', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('no session', { status: 401 })));
    const context = { queryKey: ['/api/stats'], signal: new AbortController().signal } as never;
    await expect(getQueryFn({ on401: 'throw' })(context)).rejects.toThrow('401: no session');
    await expect(getQueryFn({ on401: 'returnNull' })(context)).resolves.toBeNull();
  });

  it('never goes stale, never refetches on focus and never retries', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false });
    expect(options.mutations).toMatchObject({ retry: false });
  });
});
