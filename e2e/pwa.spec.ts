import { expect, test, type Page } from '@playwright/test';
import { HomePage } from './pages/HomePage';

const SIZES = [
  { name: 'tablet', use: { viewport: { width: 1024, height: 768 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
] as const;

const SHOTS = '/tmp/shots-pwa';
/** A reload on a busy machine can take a while (HomePage.open allows as much). */
const AFTER_RELOAD = { timeout: 20_000 };

/**
 * The service worker is registered after the first paint and activates once it has cached the
 * whole app (about 290 files): on a busy machine that takes a while.
 */
async function serviceWorkerActivated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        if (!registration) return 'not registered';
        return registration.active?.state ?? `still ${registration.installing?.state ?? 'waiting'}`;
      }),
      { timeout: 60_000 },
    )
    .toBe('activated');
}

// No trace in this file: with Debian's Chromium 150, Playwright's trace recorder holds up the service worker's
// precache requests and its install never finishes.
test.use({ trace: 'off' });

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ ...size.use, serviceWorkers: 'allow' }); // every other journey blocks them (playwright.config.ts)
    test.describe.configure({ timeout: 120_000 });

    test('the app is installable: a manifest with McKenzie icons and an apple-touch-icon', async ({ page }) => {
      await new HomePage(page).open();
      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(manifestHref).toBe('/manifest.webmanifest');
      const manifest = (await (await page.request.get(manifestHref!)).json()) as {
        name: string;
        display: string;
        start_url: string;
        icons: { src: string; sizes: string; purpose?: string }[];
      };
      expect(manifest).toMatchObject({ name: 'McKenzie', display: 'standalone', start_url: '/' });
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
      const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
      for (const src of [...manifest.icons.map((icon) => icon.src), appleIcon!]) {
        const icon = await page.request.get(src);
        expect(icon.status(), src).toBe(200);
        expect(icon.headers()['content-type'], src).toBe('image/png');
      }
    });

    test('with the network cut, a reload still opens Home with the last-known name', async ({ page, context }) => {
      const home = new HomePage(page);
      await home.open();
      const saved = await page.request.patch('/api/user/current/profile', { data: { name: 'Zoe' } });
      expect(saved.ok()).toBe(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Hi Zoe!' })).toBeVisible(AFTER_RELOAD);
      await serviceWorkerActivated(page);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Hi Zoe!' })).toBeVisible(AFTER_RELOAD);
      await expect(home.tile(/Ask Anything/)).toBeVisible();
      await expect(page.getByTestId('home-offline')).toBeVisible();
      // The shell came from the service worker's cache; the API never does.
      const apiAnswered = await page.evaluate(() => fetch('/api/user/current').then(() => true, () => false));
      expect(apiAnswered).toBe(false);
      await page.screenshot({ path: `${SHOTS}/home-offline-${size.name}.png`, fullPage: true });

      // Back online, Home fills in from the server again.
      await context.setOffline(false);
      await expect(home.recentChats).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('home-offline')).toHaveCount(0);
    });

    test('a new version waiting shows a quiet prompt for grown-ups, and Update switches to it', async ({ page }) => {
      const home = new HomePage(page);
      await home.open();
      await serviceWorkerActivated(page);
      // From the next load on, the service worker runs the page (a first visit is not taken over).
      await page.reload();
      await expect(home.greeting).toBeVisible(AFTER_RELOAD);
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toMatch(/\/sw\.js$/);
      await expect(page.getByTestId('update-prompt')).toHaveCount(0);

      // A new version arrives. Playwright cannot reroute the browser's own service worker update
      // check, so the next version is the same worker under another URL: the browser installs it
      // beside the running one and it waits, exactly as a new deployment does.
      await page.evaluate(() => {
        (window as { beforeUpdate?: boolean }).beforeUpdate = true;
        return navigator.serviceWorker.register('/sw.js?next').then(() => undefined);
      });
      const prompt = page.getByTestId('update-prompt');
      await expect(prompt).toContainText('A new version of McKenzie is ready.', { timeout: 20_000 });
      await expect(home.greeting).toBeVisible(AFTER_RELOAD);
      await page.screenshot({ path: `${SHOTS}/update-prompt-${size.name}.png` });

      // Update: the waiting version takes over and the page reloads on it.
      const reloaded = page.waitForEvent('load', { timeout: 30_000 });
      await prompt.getByRole('button', { name: 'Update' }).click();
      await reloaded;
      expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(false);
      await expect(home.greeting).toBeVisible(AFTER_RELOAD);
      // The version that waited has been taken in. (The app then registers /sw.js again, a test artefact
      // of the second URL, so which worker runs the page next is not asserted.)
      const stillWaiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.scriptURL ?? '');
      expect(stillWaiting).not.toMatch(/\?next$/);
    });
  });
}
