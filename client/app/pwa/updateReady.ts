import { useSyncExternalStore } from 'react';

/** Swaps the waiting service worker in and reloads the page on the new version. */
export type ApplyUpdate = () => Promise<void>;

let applyUpdate: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

function emit(next: ApplyUpdate | null) {
  applyUpdate = next;
  for (const listener of listeners) listener();
}

/** A new version has been downloaded and waits for a grown-up to say "update". */
export function announceUpdateReady(apply: ApplyUpdate): void {
  emit(apply);
}

/** "Later": the prompt goes away; the new version still starts the next time the app is opened. */
export function dismissUpdate(): void {
  emit(null);
}

export function useUpdateReady(): ApplyUpdate | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => applyUpdate,
    () => null,
  );
}
