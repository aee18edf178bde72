import { expect, test } from '@playwright/test';
import { HomePage } from './pages/HomePage';

for (const size of [
  { name: 'tablet', viewport: { width: 1024, height: 768 }, touch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
]) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, hasTouch: size.touch, isMobile: size.touch });

    test('the feeling faces are OpenMoji pictures, the same on every device', async ({ page }) => {
      const home = new HomePage(page);
      await home.open();
      await home.tile(/Share Feelings/).click();
      const faces = page.getByRole('navigation', { name: 'Feelings' }).locator('img[data-emoji]');
      await expect(faces).toHaveCount(6);
      for (const face of await faces.all()) {
        await expect(face).toHaveAttribute('src', /^\/api\/pictures\/[0-9A-F-]+\.svg$/);
        await expect.poll(() => face.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      }
      await page.screenshot({ path: `test-results/shots/feelings-${size.name}.png` });
    });
  });
}
