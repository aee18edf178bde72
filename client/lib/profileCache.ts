import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isChildAge } from '../../content/ageBands';
import { UI_LANGUAGES, type UiLanguage } from '../../contract/constants';
import type { Profile, ProfilePatch } from '../../contract/users';
import { call } from './call';
import { userQueries } from './queries/users';
import { readStorage, removeStorage, STORAGE_KEYS, writeChildAge, writeStorage } from './storageKeys';

/** Saves part of the profile and refreshes the browser's cached copy of it. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) => call('PATCH /api/user/current/profile', { body: patch }),
    onSuccess: (profile) => {
      queryClient.setQueryData(userQueries.profile().queryKey, profile);
      writeProfileCache(profile);
      void queryClient.invalidateQueries({ queryKey: userQueries.current().queryKey });
    },
  });
}

const writeOrRemove = (key: string, value: string | null) => (value === null ? removeStorage(key) : writeStorage(key, value));

/** The spec's storage keys are the profile's cache: written from it, so screens that read them stay in step. */
export function writeProfileCache(profile: Profile): void {
  writeOrRemove(STORAGE_KEYS.childName, profile.name);
  if (profile.age !== null) writeChildAge(profile.age);
  if (profile.uiLanguage !== null) {
    writeStorage(STORAGE_KEYS.childLanguage, profile.uiLanguage);
    writeStorage(STORAGE_KEYS.appLanguage, profile.uiLanguage);
  }
  writeOrRemove(STORAGE_KEYS.customization, profile.customization && JSON.stringify(profile.customization));
  writeOrRemove(STORAGE_KEYS.voiceSettings, profile.voiceSettings && JSON.stringify(profile.voiceSettings));
  if (profile.avatar) {
    const { saved, ...look } = profile.avatar;
    writeStorage(STORAGE_KEYS.savedAvatar, JSON.stringify(look));
    writeStorage(STORAGE_KEYS.avatarSaved, String(saved));
  }
}

function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);
}

/**
 * What this browser remembered before the profile lived on the server (name, age, language), to
 * move it there once. Only values the server would accept are taken.
 */
export function readLegacyProfile(): ProfilePatch {
  const patch: ProfilePatch = {};
  const name = readStorage(STORAGE_KEYS.childName)?.trim();
  if (name && name.length <= 20) patch.name = name;
  const age = Number(readStorage(STORAGE_KEYS.childAge) ?? readStorage(STORAGE_KEYS.childAgeAlt));
  if (isChildAge(age)) patch.age = age;
  const language = readStorage(STORAGE_KEYS.childLanguage) ?? readStorage(STORAGE_KEYS.appLanguage);
  if (isUiLanguage(language)) patch.uiLanguage = language;
  return patch;
}

/** Nothing has been chosen yet on the server. */
export function isEmptyProfile(profile: Profile): boolean {
  return Object.values(profile).every((value) => value === null);
}

