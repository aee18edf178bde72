import { lazy, Suspense, useEffect } from 'react';
import { dismissUpdate, useUpdateReady } from './updateReady';

const UpdatePrompt = lazy(() => import('./UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

/** Runs once the page has loaded and the browser is idle, so it never competes with Home's first paint. */
function whenIdleAfterLoad(run: () => void): () => void {
  let cancelled = false;
  const start = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => !cancelled && run(), { timeout: 5000 });
    else setTimeout(() => !cancelled && run(), 1000);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
  };
}

/**
 * Installs the offline app (the service worker, built only by `vite build`) and shows the grown-ups'
 * "a new version is ready" prompt when one is waiting.
 */
export function ServiceWorkerUpdates() {
  const applyUpdate = useUpdateReady();

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    return whenIdleAfterLoad(() => {
      void import('./registerServiceWorker').then((m) => m.registerServiceWorker());
    });
  }, []);

  if (!applyUpdate) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt onUpdate={() => void applyUpdate()} onLater={dismissUpdate} />
    </Suspense>
  );
}
