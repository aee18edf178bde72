import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';

/** The app's colours: the pink of client/index.html's theme-color and the page background. */
export const THEME_COLOR = '#ffe9f3';

export const MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'McKenzie',
  short_name: 'McKenzie',
  description: 'McKenzie, a friendly learning and play companion for children.',
  theme_color: THEME_COLOR,
  background_color: THEME_COLOR,
  display: 'standalone',
  start_url: '/',
  scope: '/',
  icons: [
    { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * Paths the server answers itself: a navigation there must reach the network, never the cached shell.
 * (Shared photo and recording pages are client pages, so they get the shell like any other path.)
 */
export const NAVIGATE_FALLBACK_DENYLIST = [/^\/api(\/|$)/, /^\/robots\.txt$/, /^\/sw\.js$/, /^\/manifest\.webmanifest$/];

/**
 * The service worker precaches the whole built client (shell, section and translation chunks,
 * fonts, icons; about 2 MB) so a tablet on flaky Wi-Fi opens at once and every section works.
 * Nothing else is cached at run time: API answers always come from the network.
 */
export const PWA_OPTIONS: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'prompt',
  // Registered from client/app/pwa after the first paint, never from a script in index.html.
  injectRegister: false,
  manifest: MANIFEST,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  workbox: {
    // woff2 only: every browser that can install the app reads it; the .woff fallbacks stay out.
    globPatterns: ['**/*.{html,js,css,svg,png,woff2}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: NAVIGATE_FALLBACK_DENYLIST,
    // Vite's hashed files need no revision of their own.
    dontCacheBustURLsMatching: /^assets\//,
    cleanupOutdatedCaches: true,
    runtimeCaching: [],
  },
};

/** iOS ignores the manifest's icons: it reads this link. */
export function appleTouchIcon(): Plugin {
  return {
    name: 'mckenzie-apple-touch-icon',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' }, injectTo: 'head' },
    ],
  };
}
