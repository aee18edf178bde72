/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { announceUpdateReady } from './updateReady';

/** A tablet can keep the app open all day: look for a new version every hour. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => announceUpdateReady(() => updateServiceWorker(true)),
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => {});
      }, UPDATE_CHECK_MS);
    },
    onRegisterError: (error: unknown) => console.warn('The offline app could not be set up:', error),
  });
}
