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
  const firstTry = <T>(pick: (data: HomeData) => T) => {
    let used = false;
    return (): Promise<T> | undefined => (used ? undefined : ((used = true), home.then(pick)));
  };
  const current = userQueries.current();
  const companion = userQueries.companion();
  const profile = userQueries.profile();
  const user = firstTry((data) => data.user);
  const companionUser = firstTry((data) => data.companion);
  const childProfile = firstTry((data) => data.profile);
  void queryClient.prefetchQuery({ ...current, queryFn: (context) => user() ?? current.queryFn!(context) });
  void queryClient.prefetchQuery({ ...companion, queryFn: (context) => companionUser() ?? companion.queryFn!(context) });
  void queryClient.prefetchQuery({ ...profile, queryFn: (context) => childProfile() ?? profile.queryFn!(context) });
}
