import type { QueryClient } from '@tanstack/react-query';
import type { HomeData } from '../../contract/users';
import { call } from './call';
import { userQueries } from './queries/users';

/** Starts GET /api/home: the child (made on a first visit), the companion and the profile in one request. */
export function requestHome(): Promise<HomeData> {
  return call('GET /api/home');
}

/**
 * Lets the screens' own queries (the current user, the companion and the profile) be answered by the
 * one Home request already on its way, so opening the app costs one round trip, not a chain of three.
 * When the request fails, the three fail with it, as their own requests would have (Home offers Try again).
 * The Home request answers only their first try: a retry, or a query paused offline and resumed when the
 * network is back, asks the server again with the query's own request.
 */
export function seedHomeQueries(queryClient: QueryClient, home: Promise<HomeData>): void {
  const once = firstTryFrom(home);
  const current = userQueries.current();
  const companion = userQueries.companion();
  const profile = userQueries.profile();
  void queryClient.prefetchQuery({ ...current, queryFn: (context) => once.current((data) => data.user) ?? current.queryFn!(context) });
  void queryClient.prefetchQuery({ ...companion, queryFn: (context) => once.companion((data) => data.companion) ?? companion.queryFn!(context) });
  void queryClient.prefetchQuery({ ...profile, queryFn: (context) => once.profile((data) => data.profile) ?? profile.queryFn!(context) });
}

/** For each query, the Home request's answer the first time it is asked for, then undefined. */
function firstTryFrom(home: Promise<HomeData>) {
  const used = new Set<string>();
  const take =
    (name: string) =>
    <T>(pick: (data: HomeData) => T): Promise<T> | undefined => {
      if (used.has(name)) return undefined;
      used.add(name);
      return home.then(pick);
    };
  return { current: take('current'), companion: take('companion'), profile: take('profile') };
}
