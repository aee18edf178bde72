import { expect, test } from '@playwright/test';
import { HomePage } from './pages/HomePage';

test("McKenzie's icon shows while the app's code is still on its way, and is gone once Home is there", async ({
  page,
}) => {
  // Hold the entry script back, as slow school Wi-Fi would.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/home-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  const opened = new HomePage(page).open();
  const splash = page.locator('.splash');
  await expect(splash.locator('img[src="/mckenzie-icon.svg"]')).toBeVisible({ timeout: 20_000 });
  // A picture only: no words to translate, and hidden from screen readers.
  await expect(splash).toHaveAttribute('aria-hidden', 'true');
  await expect(splash).toHaveText('');

  release();
  await opened;
  await expect(splash).toBeHidden();
});
