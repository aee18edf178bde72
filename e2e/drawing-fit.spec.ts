import { expect, test, type Locator, type Page } from '@playwright/test';
import { DrawingPage } from './pages/DrawingPage';
import { HomePage } from './pages/HomePage';
import { expectFullyInView } from './pages/Viewport';

test.describe.configure({ timeout: 90_000 });

/** The screen neither scrolls sideways nor down: paper and tools are all in the window at once. */
async function pageScroll(page: Page) {
  return page.evaluate(() => {
    const el = document.scrollingElement!;
    return { sideways: el.scrollWidth - window.innerWidth, down: el.scrollHeight - window.innerHeight };
  });
}

async function fontSize(target: Locator): Promise<number> {
  return parseFloat(await target.evaluate((el) => getComputedStyle(el).fontSize));
}

async function expectBigTarget(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box, 'the button is on screen').not.toBeNull();
  expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
}

/** Paper, tools, tabs and every colour are in the window together; then every stamp size and the stamps. */
async function expectWholeToolSetInView(page: Page, drawing: DrawingPage): Promise<void> {
  const scroll = await pageScroll(page);
  expect(scroll.sideways).toBeLessThanOrEqual(0);
  expect(scroll.down).toBeLessThanOrEqual(0);

  await expectFullyInView(page, drawing.canvas);
  const paper = (await drawing.canvas.boundingBox())!;
  expect(paper.height).toBeGreaterThanOrEqual(200);
  for (const name of ['Brush', 'Eraser', 'Undo', 'Redo', 'Clear All', 'Save Draft']) {
    await expectFullyInView(page, drawing.button(name));
    await expectBigTarget(drawing.button(name));
  }
  await expectFullyInView(page, drawing.share);
  await expectBigTarget(drawing.share);
  for (const name of ['Colors', 'Letters', 'Numbers', 'Pictures'] as const) {
    await expectFullyInView(page, drawing.tab(name));
    await expectBigTarget(drawing.tab(name));
    expect(await fontSize(drawing.tab(name))).toBeGreaterThanOrEqual(14);
  }
  // All 28 colours at once, none under the paper's bottom edge... and none under the fold.
  const colours = page.getByRole('group', { name: 'Colors' }).getByRole('button');
  await expect(colours).toHaveCount(28);
  for (const i of [0, 6, 7, 20, 27]) {
    await expectFullyInView(page, colours.nth(i));
    await expectBigTarget(colours.nth(i));
    expect((await colours.nth(i).boundingBox())!.y).toBeGreaterThanOrEqual(paper.y + (paper.width > 500 ? 0 : paper.height));
  }

  // Stamps: every size has a word (no bare numbers) at 14 px or more, and can be reached.
  await drawing.tab('Letters').click();
  const sizes = page.getByRole('radiogroup', { name: 'Stamp size' }).getByRole('radio');
  await expect(sizes).toHaveCount(8);
  await expect(sizes).toHaveText(['ASmall', 'AMedium', 'AMedium+', 'ALarge', 'ALarge+', 'AX-Large', 'AX-Large+', 'AHuge']);
  await expect(page.getByRole('radio', { name: 'Large', exact: true })).toBeChecked();
  await expectFullyInView(page, page.getByRole('radio', { name: 'Large', exact: true }));
  for (let i = 0; i < 8; i += 1) {
    const size = sizes.nth(i);
    await size.scrollIntoViewIfNeeded();
    await expectFullyInView(page, size);
    await expectBigTarget(size);
    expect(await fontSize(size.locator('span').nth(1))).toBeGreaterThanOrEqual(14);
  }
  await expectFullyInView(page, drawing.button('Letter A'));
  await expectFullyInView(page, drawing.canvas);
  const after = await pageScroll(page);
  expect(after.sideways).toBeLessThanOrEqual(0);
  expect(after.down).toBeLessThanOrEqual(0);
  await drawing.tab('Colors').click();
}

const stroke = Array.from({ length: 14 }, (_, i) => ({ x: 30 + i * 18, y: 60 + Math.round(Math.sin(i / 2) * 30) }));

test.describe('tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('at 1024×768 the paper and the whole tool set are on screen together; the mouse draws', async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    await home.smallButton(/^Draw$/).click();
    const drawing = new DrawingPage(page);
    await drawing.waitReady();
    await expectWholeToolSetInView(page, drawing);
    // At tablet width the paper keeps its full 400 px and the tools sit beside it.
    const paper = (await drawing.canvas.boundingBox())!;
    expect(paper.height).toBe(400);
    const tools = (await page.getByTestId('drawing-tools').boundingBox())!;
    expect(tools.x).toBeGreaterThanOrEqual(paper.x + paper.width);
    await page.screenshot({ path: 'test-results/shots/drawing-fit-1024.png' });

    await drawing.drawWithMouse(stroke);
    expect(await drawing.inkPixels()).toBeGreaterThan(200);
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  test.describe(`phone ${viewport.width}`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    test(`at ${viewport.width}×${viewport.height} the paper sits above the palette, both on screen; a finger draws without scrolling the page`, async ({
      page,
    }) => {
      const home = new HomePage(page);
      await home.open();
      await home.smallButton(/^Draw$/).tap();
      const drawing = new DrawingPage(page);
      await drawing.waitReady();
      await expectWholeToolSetInView(page, drawing);
      const paper = (await drawing.canvas.boundingBox())!;
      const tools = (await page.getByTestId('drawing-tools').boundingBox())!;
      expect(tools.y).toBeGreaterThanOrEqual(paper.y + paper.height);
      await page.screenshot({ path: `test-results/shots/drawing-fit-${viewport.width}.png` });

      // The canvas takes touches itself (touch-action: none), so a stroke draws and the page stays put.
      expect(await drawing.canvas.evaluate((el) => getComputedStyle(el).touchAction)).toBe('none');
      await drawing.drawWithTouchscreen(stroke);
      await expect.poll(() => drawing.inkPixels()).toBeGreaterThan(200);
      expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);

      // A stamp tapped onto the shorter paper lands where the finger was.
      await drawing.tab('Pictures').tap();
      await drawing.button('Cat').tap();
      const before = await drawing.inkPixels();
      const o = (await drawing.canvas.boundingBox())!;
      await page.touchscreen.tap(o.x + o.width * 0.75, o.y + o.height * 0.6);
      await expect.poll(() => drawing.inkPixels()).toBeGreaterThan(before);

      // The shared picture stays 400 px tall, whatever the paper's shown height.
      const size = await page.evaluate(async () => {
        const canvas = document.querySelector('[data-testid="drawing-canvas"]') as HTMLCanvasElement;
        return { shown: canvas.getBoundingClientRect().height, backing: canvas.height / window.devicePixelRatio };
      });
      expect(size.backing).toBeCloseTo(size.shown, 0);
      await drawing.saveDraft.tap();
      const saved = await page.evaluate(async () => {
        const src = localStorage.getItem('savedDrawing')!;
        const img = new Image();
        img.src = src;
        await img.decode();
        return { width: img.naturalWidth, height: img.naturalHeight, png: src.startsWith('data:image/png;base64,') };
      });
      expect(saved.png).toBe(true);
      expect(saved.height).toBe(400);
      expect(Math.abs(saved.width - (o.width * 400) / o.height)).toBeLessThanOrEqual(2);
    });
  });
}
