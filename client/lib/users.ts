import { useQuery } from '@tanstack/react-query';
import type { User } from '../../contract/users';
import { queryKeys } from './queryKeys';
import { readChildName } from './storageKeys';

export function useCurrentUser() {
  return useQuery<User>({ queryKey: queryKeys.currentUser });
}

export function useCompanionUser() {
  return useQuery<User>({ queryKey: queryKeys.companionUser });
}

/** The companion's display name (COMPANION_NAME on the server), McKenzie until it loads. */
export function useCompanionName(): string {
  return useCompanionUser().data?.displayName ?? 'McKenzie';
}

/** Greeting name: the stored child name, else the user's displayName, else Friend. */
export function greetingName(user: User | undefined, fallback: string): string {
  return readChildName() ?? (user?.displayName?.trim() || fallback);
}
