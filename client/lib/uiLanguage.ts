import i18next from 'i18next';
import type { UiLanguage } from '../../contract/constants';
import { STORAGE_KEYS, writeStorage } from './storageKeys';

/** Switches the whole UI to another language at once, and remembers it in this browser. */
export async function changeUiLanguage(language: UiLanguage): Promise<void> {
  writeStorage(STORAGE_KEYS.appLanguage, language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}
