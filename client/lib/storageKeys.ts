import { DEFAULT_CHILD_AGE, MAX_CONTENT_AGE, MIN_CHILD_AGE } from '../../content/ageBands';

/** Browser storage keys; the exact names are part of the storage contract (spec part 1 §3, part 2 §3). */
export const STORAGE_KEYS = {
  appLanguage: 'app_language',
  childName: 'child_name',
  childAge: 'child_age',
  childAgeAlt: 'childAge',
  childLanguage: 'child_language',
  savedDrawing: 'savedDrawing',
  avatarSaved: 'avatarSaved',
  savedAvatar: 'savedAvatar',
  customization: 'mckenzie_customization',
  voiceSettings: 'mckenzie_voice_settings',
  hasSeenWelcome: 'has_seen_welcome',
  voiceEnabled: 'mckenzie_voice_enabled',
  /** Background music: on/off and volume (0–1), stored together (spec part 2 §9). */
  musicSettings: 'mckenzie_music_settings',
} as const;



export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or full storage: the app keeps working without remembering.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // ignore
  }
}

/** The child's age from either age key, else 6. */
export function readChildAge(): number {
  for (const key of [STORAGE_KEYS.childAge, STORAGE_KEYS.childAgeAlt]) {
    const age = Number(readStorage(key));
    if (Number.isInteger(age) && age >= MIN_CHILD_AGE && age <= MAX_CONTENT_AGE) return age;
  }
  return DEFAULT_CHILD_AGE;
}

export function writeChildAge(age: number): void {
  writeStorage(STORAGE_KEYS.childAge, String(age));
  writeStorage(STORAGE_KEYS.childAgeAlt, String(age));
}

export function readChildName(): string | null {
  const name = readStorage(STORAGE_KEYS.childName)?.trim();
  return name ? name : null;
}
