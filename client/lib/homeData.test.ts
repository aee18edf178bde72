import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HomeData } from '../../contract/users';
import { createQueryClient } from './api';
import { requestHome, seedHomeQueries } from './homeData';
import { userQueries } from './queries/users';

afterEach(() => vi.unstubAllGlobals());

const HOME: HomeData = {
  user: { id: 7, displayName: 'Ava' },
  companion: { id: 1, displayName: 'McKenzie' },
  profile: { name: 'Ava', age: 7, uiLanguage: 'en', learningLanguage: null, avatar: null, customization: null, voiceSettings: null },
};

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

describe('seedHomeQueries', () => {
  it('fills the current user, the companion and the profile from one GET /api/home', async () => {
    const fetchMock = vi.fn(async () => json(HOME));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    const home = requestHome();
    seedHomeQueries(client, home);
    await home;
    await vi.waitFor(() => expect(client.getQueryData(userQueries.profile().queryKey)).toEqual(HOME.profile));

    expect(client.getQueryData(userQueries.current().queryKey)).toEqual({ id: 7, displayName: 'Ava' });
    expect(client.getQueryData(userQueries.companion().queryKey)).toEqual({ id: 1, displayName: 'McKenzie' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/home', expect.objectContaining({ method: 'GET' }));
  });

  it('answers a screen that asks while the request is still on its way, without a second request', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    seedHomeQueries(client, requestHome());

    // What useCurrentUser() and useCompanionUser() do when Home mounts.
    const seen: unknown[] = [];
    const observers = [new QueryObserver(client, userQueries.current()), new QueryObserver(client, userQueries.companion())];
    const unsubscribe = observers.map((observer) => observer.subscribe((result) => result.data && seen.push(result.data)));
    answer(json(HOME));
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    unsubscribe.forEach((stop) => stop());

    expect(seen).toEqual(expect.arrayContaining([HOME.user, HOME.companion]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fails the three queries when the request fails, as their own requests would have', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 500 })));
    const client = createQueryClient();
    const home = requestHome();
    seedHomeQueries(client, home);
    await home.catch(() => undefined);
    await vi.waitFor(() => expect(client.getQueryState(userQueries.profile().queryKey)?.status).toBe('error'));
    expect(client.getQueryState(userQueries.current().queryKey)?.status).toBe('error');
    expect(client.getQueryState(userQueries.companion().queryKey)?.status).toBe('error');
    expect(client.getQueryData(userQueries.current().queryKey)).toBeUndefined();
  });

  it('asks the server again on a retry: a failed Home request answers only the first try', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      if (url === '/api/home') throw new TypeError('Failed to fetch'); // the network was down
      if (url === '/api/user/current') return json(HOME.user);
      return json({ error: { code: 'NOT_FOUND', message: 'no' } }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    const home = requestHome();
    seedHomeQueries(client, home);
    await home.catch(() => undefined);
    await vi.waitFor(() => expect(client.getQueryState(userQueries.current().queryKey)?.status).toBe('error'));

    // Back online, Home asks again (useOfflineHome refetches, or a paused query resumes).
    await client.refetchQueries({ queryKey: userQueries.current().queryKey, exact: true });
    expect(client.getQueryData(userQueries.current().queryKey)).toEqual(HOME.user);
    expect(fetchMock).toHaveBeenCalledWith('/api/user/current', expect.objectContaining({ method: 'GET' }));
  });
});
