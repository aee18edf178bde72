import { useEffect, useRef } from 'react';
import { useProfile } from '../lib/profile';
import { isEmptyProfile, readLegacyProfile, useUpdateProfile, writeProfileCache } from '../lib/profileCache';
import { changeUiLanguage } from '../lib/uiLanguage';

/**
 * Keeps the browser's storage keys in step with the profile on the server: a cleared browser gets
 * its profile back, and a browser that remembered a name before profiles existed moves it there once.
 */
export function ProfileSync(): null {
  const profile = useProfile();
  const update = useUpdateProfile();
  const done = useRef(false);

  useEffect(() => {
    if (!profile.data || done.current) return;
    done.current = true;
    if (isEmptyProfile(profile.data)) {
      const legacy = readLegacyProfile();
      if (Object.keys(legacy).length > 0) update.mutate(legacy);
      return;
    }
    writeProfileCache(profile.data);
    if (profile.data.uiLanguage) void changeUiLanguage(profile.data.uiLanguage);
  }, [profile.data, update]);

  return null;
}
