import { expect, test, type Locator } from '@playwright/test';
import { HomePage } from './pages/HomePage';
import { SectionHeader } from './pages/SectionHeader';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function wholeTextShown(target: Locator) {
  return target.evaluate((el) => ({
    sideways: el.scrollWidth - el.clientWidth,
    down: el.scrollHeight - el.clientHeight,
  }));
}

test('on a phone, section titles are never cut off ("How Are You?" in full)', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.smallButton(/How are you\?/).tap();
  const header = new SectionHeader(page);
  await expect(header.title).toHaveText('How Are You?');
  const shown = await wholeTextShown(header.title);
  expect(shown.sideways).toBeLessThanOrEqual(0);
  // A hidden (clamped) line would be about 25 px; a few pixels are the display font's tall glyphs.
  expect(shown.down).toBeLessThan(10);
  await page.screenshot({ path: 'test-results/shots/phone-fit-mood-390.png' });
});

test('on a phone, Parent Controls scrolls away with Home instead of covering the buttons under it', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.recentChats.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const parent = page.getByRole('button', { name: 'Parent Controls' });
  const box = await parent.boundingBox();
  for (const button of await page.locator('main button').all()) {
    const other = await button.boundingBox();
    if (box && other) expect(overlap(box, other), await button.innerText()).toBe(false);
  }
  await page.screenshot({ path: 'test-results/shots/phone-fit-home-scrolled-390.png' });
});

test('on a phone, the music player says what is playing in whole lines, the volume below it', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.smallButton(/^Music$/).tap();
  const nowPlaying = page.getByTestId('now-playing');
  await expect(nowPlaying).toContainText('Now Playing');
  // It used to be squeezed beside the volume slider to one word a line (about 60 px wide).
  expect((await nowPlaying.boundingBox())!.width).toBeGreaterThan(200);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/shots/phone-fit-music-390.png' });
});
