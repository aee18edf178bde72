import { expect, test } from '@playwright/test';
import { HomePage } from './pages/HomePage';
import { SectionHeader } from './pages/SectionHeader';

for (const size of [
  { name: 'tablet', viewport: { width: 1024, height: 768 }, touch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
]) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, hasTouch: size.touch, isMobile: size.touch });

    test('browser Back and Forward move between sections, and a reload keeps the open one', async ({ page }) => {
      test.setTimeout(120_000);
      // A child who has told McKenzie their name, age and language: the Home button then greets
      // instead of showing the intro (spec part 2 §2.1), which e2e/make-it-mine.spec.ts covers.
      await page.addInitScript(() => {
        localStorage.setItem('child_name', 'Maya');
        localStorage.setItem('child_age', '6');
        localStorage.setItem('child_language', 'en');
      });
      const home = new HomePage(page);
      const header = new SectionHeader(page);
      await home.open();
      await home.tile(/Share Feelings/).click();
      await expect(header.title).toHaveText('Feelings');
      await header.home.click();
      await home.tile(/Fun Activities/).click();
      await expect(header.title).toHaveText('Activities');
      const url = page.url();

      await page.goBack();
      await expect(home.greeting).toBeVisible();
      await page.goBack();
      await expect(header.title).toHaveText('Feelings');
      expect(page.url()).toBe(url);
      await page.goForward();
      await expect(home.greeting).toBeVisible();
      await page.goForward();
      await expect(header.title).toHaveText('Activities');

      await page.reload();
      await expect(header.title).toHaveText('Activities');
      // The header's own Back still walks the same steps after the reload.
      await header.back.click();
      await expect(home.greeting).toBeVisible();
      await page.goBack();
      await expect(header.title).toHaveText('Feelings');
    });
  });
}
