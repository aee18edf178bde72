import { useQuery } from '@tanstack/react-query';
import type { Profile } from '../../contract/users';
import { userQueries } from './queries/users';
import { readStorage, STORAGE_KEYS } from './storageKeys';
import { useCurrentUser } from './users';

/**
 * The child's profile on the server (name, age, languages, avatar, customization, voice). It is
 * asked for once the session exists: on a first visit, GET /api/user/current makes the child.
 */
export function useProfile() {
  const me = useCurrentUser();
  return useQuery({ ...userQueries.profile(), enabled: me.data !== undefined });
}

/** The name to greet the child by: the profile's, else the cached one, else the user's display name. */
export function childNameFrom(profile: Profile | undefined): string | null {
  return profile?.name ?? (readStorage(STORAGE_KEYS.childName)?.trim() || null);
}
