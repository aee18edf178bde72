import { useQuery } from '@tanstack/react-query';
import { userQueries } from './queries/users';

export function useCurrentUser() {
  return useQuery(userQueries.current());
}

export function useCompanionUser() {
  return useQuery(userQueries.companion());
}

/** The companion's display name (COMPANION_NAME on the server), McKenzie until it loads. */
export function useCompanionName(): string {
  return useCompanionUser().data?.displayName ?? 'McKenzie';
}
