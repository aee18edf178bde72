import type { Profile } from '../../contract/users';
import { readStorage, STORAGE_KEYS, writeStorage } from './storageKeys';

/** Spec part 2 §9: the intro's timings. */
export const INTRO_FALLBACK_MS = 20_000;
export const INTRO_FADE_MS = 1000;
export const INTRO_AUTO_CONTINUE_MS = 2000;
export const WELCOME_SPEECH_DELAY_MS = 1000;

/** Name, age and language are all stored: the child has been through the name screen. */
export function hasAllDetails(profile: Profile | undefined): boolean {
  return !!profile && profile.name !== null && profile.age !== null && profile.uiLanguage !== null;
}

export function hasSeenWelcome(): boolean {
  return readStorage(STORAGE_KEYS.hasSeenWelcome) === 'true';
}

export function markWelcomeSeen(): void {
  writeStorage(STORAGE_KEYS.hasSeenWelcome, 'true');
}

export type WelcomeOnLoad = 'intro' | 'welcome-back' | 'nothing';

/**
 * What a page load starts with. A brand-new child (no details, welcome never seen) gets the intro;
 * a child with all details stored hears a spoken welcome; a child who skipped the name screen
 * before goes straight to Home (the Home button and the Name button bring the intro back).
 */
export function welcomeOnLoad(profile: Profile | undefined, seen: boolean): WelcomeOnLoad {
  if (hasAllDetails(profile)) return seen ? 'welcome-back' : 'intro';
  return seen ? 'nothing' : 'intro';
}
