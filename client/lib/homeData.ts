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
  const current = userQueries.current();
  const companion = userQueries.companion();
  const profile = userQueries.profile();
  void queryClient.prefetchQuery({ ...current, queryFn: firstFromHome(current.queryFn!, () => home.then((data) => data.user)) });
  void queryClient.prefetchQuery({ ...companion, queryFn: firstFromHome(companion.queryFn!, () => home.then((data) => data.companion)) });
  void queryClient.prefetchQuery({ ...profile, queryFn: firstFromHome(profile.queryFn!, () => home.then((data) => data.profile)) });
}

/** A query function whose first call is answered from Home's request, and every later one by its own request. */
function firstFromHome<A extends unknown[], T>(own: (...args: A) => T | Promise<T>, fromHome: () => Promise<T>) {
  let used = false;
  return (...args: A): T | Promise<T> => {
    if (used) return own(...args);
    used = true;
    return fromHome();
  };
}
