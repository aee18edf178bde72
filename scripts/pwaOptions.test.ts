import { describe, expect, it } from 'vitest';
import { MANIFEST, NAVIGATE_FALLBACK_DENYLIST, PWA_OPTIONS } from './pwaOptions';

describe('PWA options', () => {
  it('describes an installable McKenzie app with the icons committed in client/public', async () => {
    const fs = await import('node:fs');
    expect(MANIFEST).toMatchObject({ name: 'McKenzie', display: 'standalone', start_url: '/', scope: '/', theme_color: '#ffe9f3' });
    expect(MANIFEST.icons?.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of MANIFEST.icons ?? []) expect(fs.existsSync(`client/public${icon.src}`), icon.src).toBe(true);
  });

  it('never answers API paths from the cache', () => {
    const denied = (path: string) => NAVIGATE_FALLBACK_DENYLIST.some((pattern) => pattern.test(path));
    expect(denied('/api/user/current')).toBe(true);
    expect(denied('/api')).toBe(true);
    expect(denied('/shared/photo/abc')).toBe(false);
    expect(denied('/')).toBe(false);
    expect(PWA_OPTIONS.workbox?.runtimeCaching).toEqual([]);
    expect(PWA_OPTIONS.workbox?.navigateFallback).toBe('/index.html');
  });
});
