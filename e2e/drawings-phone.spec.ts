import { expect, test } from '@playwright/test';
import { DrawingPage } from './pages/DrawingPage';
import { HomePage } from './pages/HomePage';
import { expectFullyInView, horizontalOverflow } from './pages/Viewport';

test.describe.configure({ timeout: 120_000 });

const wave = Array.from({ length: 16 }, (_, i) => ({ x: 40 + i * 20, y: 120 + Math.round(Math.sin(i / 2) * 50) }));

test('the drawings gallery fits a phone: no sideways scroll, a readable reply, Listen in view; stamp sizes are labelled at 14 px', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.smallButton(/^Draw$/).click();
  const drawing = new DrawingPage(page);
  await drawing.waitReady();
  await drawing.tab('Letters').click();
  const sizeLabels = page.getByRole('radio').locator('span').nth(1);
  expect(parseFloat(await sizeLabels.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(14);
  await drawing.tab('Colors').click();
  await drawing.drawWithMouse(wave);
  await drawing.share.click();
  await expect(home.greeting).toBeVisible({ timeout: 15_000 });

  for (const width of [390, 360, 430]) {
    await page.setViewportSize({ width, height: 844 });
    await home.open();
    await home.smallButton(/^My Drawings$/).click();
    await page.getByTestId('drawings-list').getByRole('listitem').first().getByRole('button').click();
    await expect(page.getByTestId('drawing-reply')).not.toHaveText(/hasn't answered/, { timeout: 15_000 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const reply = await page.getByTestId('drawing-reply').boundingBox();
    // Readable: a line holds several words (it used to be one or two, about 90 px).
    expect(reply!.width).toBeGreaterThan(200);
    const listen = page.getByRole('button', { name: 'Listen' });
    await listen.scrollIntoViewIfNeeded();
    await expectFullyInView(page, listen);
    if (width === 390) await page.screenshot({ path: 'test-results/shots/drawing-detail-390.png', fullPage: true });
  }
});

test('at 1024×768 the whole tool set sits beside the paper, with every colour on screen', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.smallButton(/^Draw$/).click();
  const drawing = new DrawingPage(page);
  await drawing.waitReady();
  const colours = page.locator('#drawing-tabpanel button');
  expect(await colours.count()).toBeGreaterThanOrEqual(28);
  await expectFullyInView(page, colours.last());
  await expectFullyInView(page, drawing.canvas);
  await page.screenshot({ path: 'test-results/shots/drawing-1024.png' });
});
