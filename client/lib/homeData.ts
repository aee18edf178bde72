import type { QueryClient } from '@tanstack/react-query';
import type { HomeData } from '../../contract/users';
import { call } from './call';
import { userQueries } from './queries/users';

/** Starts GET /api/home: the child (made on a first visit), the companion and the profile in one request. */
export function requestHome(): Promise<HomeData> {
  return call('GET /api/home');
}

/**
 * Lets the screens' own queries (the current user, the companion, the profile) be answered by the
 * one Home request already on its way, so opening the app costs one round trip, not a chain of three.
 * When the request fails, the three fail with it, as their own requests would have (Home offers Try again).
 */
export function seedHomeQueries(queryClient: QueryClient, home: Promise<HomeData>): void {
  void queryClient.prefetchQuery({ ...userQueries.current(), queryFn: () => home.then((data) => data.user) });
  void queryClient.prefetchQuery({ ...userQueries.companion(), queryFn: () => home.then((data) => data.companion) });
  void queryClient.prefetchQuery({ ...userQueries.profile(), queryFn: () => home.then((data) => data.profile) });
}
