import { expect, test } from '@playwright/test';
import { DrawingPage } from './pages/DrawingPage';
import { HomePage } from './pages/HomePage';

test.use({ hasTouch: true });

// The paper is about 620 px wide at 1024 px now that the tools sit beside it; every point is on it.
const wave = Array.from({ length: 16 }, (_, i) => ({ x: 40 + i * 20, y: 120 + Math.round(Math.sin(i / 2) * 50) }));
const diagonal = Array.from({ length: 12 }, (_, i) => ({ x: 80 + i * 15, y: 330 - i * 15 }));

test('a child draws with mouse and finger, stamps, undoes, saves a draft, shares it and finds it in the gallery', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const home = new HomePage(page);
  await home.open();
  await expect(home.stat('drawings')).toHaveText('0');
  await home.smallButton(/^Draw$/).click();

  const drawing = new DrawingPage(page);
  await drawing.waitReady();
  await expect(drawing.saveDraft).toBeDisabled();
  await expect(drawing.share).toBeDisabled();
  expect(await drawing.inkPixels()).toBe(0);

  // Brush with the mouse, then a finger stroke in another colour.
  await drawing.drawWithMouse(wave);
  const afterMouse = await drawing.inkPixels();
  expect(afterMouse).toBeGreaterThan(200);
  await expect(drawing.saveDraft).toBeEnabled();
  await drawing.button('Blue').click();
  await drawing.drawWithFinger(diagonal);
  const afterFinger = await drawing.inkPixels();
  expect(afterFinger).toBeGreaterThan(afterMouse + 200);

  // A letter (tap it, tap the paper), a number (mouse drag) and a picture (finger drag).
  await drawing.tab('Letters').click();
  await drawing.button('Letter B').click();
  await drawing.tapPaper({ x: 400, y: 120 });
  const afterLetter = await drawing.inkPixels();
  expect(afterLetter).toBeGreaterThan(afterFinger);

  await drawing.tab('Numbers').click();
  await drawing.dragStampWithMouse('Number 7', { x: 470, y: 200 });
  const afterNumber = await drawing.inkPixels();
  expect(afterNumber).toBeGreaterThan(afterLetter);

  await drawing.tab('Pictures').click();
  await drawing.dragStampWithFinger('Dog', { x: 550, y: 260 });
  const afterPicture = await drawing.inkPixels();
  expect(afterPicture).toBeGreaterThan(afterNumber);

  // Undo takes the picture away; redo brings it back; undo again.
  await drawing.button('Undo').click();
  await expect.poll(() => drawing.inkPixels()).toBe(afterNumber);
  await drawing.button('Redo').click();
  await expect.poll(() => drawing.inkPixels()).toBe(afterPicture);
  await page.keyboard.press('Control+z');
  await expect.poll(() => drawing.inkPixels()).toBe(afterNumber);

  // Save a draft, leave, come back: it is still there.
  await drawing.saveDraft.click();
  await expect(page.getByTestId('toast').getByText('Drawing saved!')).toBeVisible();
  await expect(page.getByTestId('toast').getByText('Your artwork has been saved as a draft.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('savedDrawing'))).toMatch(/^data:image\/png;base64,/);
  await drawing.close();
  await expect(home.greeting).toBeVisible();
  await home.smallButton(/^Draw$/).click();
  await drawing.waitReady();
  await expect.poll(() => drawing.inkPixels()).toBeGreaterThan(afterNumber / 2);
  await expect(drawing.share).toBeEnabled();

  // Share it with McKenzie.
  await drawing.share.click();
  await expect(page.getByTestId('toast').getByText('Drawing shared! 🎨')).toBeVisible();
  await expect(page.getByTestId('toast').getByText('McKenzie will love your artwork!')).toBeVisible();
  await expect(home.greeting).toBeVisible({ timeout: 10_000 });
  await expect(home.stat('drawings')).toHaveText('1');

  // The gallery has it, with McKenzie's reply.
  await home.smallButton(/^My Drawings$/).click();
  await expect(drawing.header.title).toHaveText('Drawings');
  const items = page.getByTestId('drawings-list').getByRole('listitem');
  await expect(items).toHaveCount(1);
  const thumbnail = items.first().locator('img');
  await expect.poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(100);
  await items.first().getByRole('button').click();
  await expect(page.getByTestId('drawing-reply')).not.toBeEmpty();
  await expect(page.getByTestId('drawing-reply')).not.toHaveText(/hasn't answered/);
});

test('Clear All empties the paper and can be undone; a failed share says so', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.smallButton(/^Draw$/).click();
  const drawing = new DrawingPage(page);
  await drawing.waitReady();
  await drawing.drawWithFinger(wave);
  expect(await drawing.inkPixels()).toBeGreaterThan(0);

  await drawing.button('Clear All').click();
  await expect.poll(() => drawing.inkPixels()).toBe(0);
  await expect(drawing.share).toBeDisabled();
  await expect(drawing.saveDraft).toBeDisabled();
  await drawing.button('Undo').click();
  await expect.poll(() => drawing.inkPixels()).toBeGreaterThan(0);

  await page.route('**/api/messages', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, body: '{"error":{"code":"internal_error","message":"x"}}' })
      : route.continue(),
  );
  await drawing.share.click();
  await expect(page.getByTestId('toast').getByText('Oops!')).toBeVisible();
  await expect(page.getByTestId('toast').getByText('Could not share your drawing. Please try again.')).toBeVisible();
  await expect(drawing.canvas).toBeVisible();
  await expect(drawing.share).toHaveText('Share');
});

test('the empty gallery invites the child to draw', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.smallButton(/^My Drawings$/).click();
  await expect(page.getByText('No drawings yet')).toBeVisible();
  await page.getByRole('button', { name: "Let's draw!" }).click();
  await new DrawingPage(page).waitReady();
});
