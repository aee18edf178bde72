import { expect, test } from '@playwright/test';
import { HomePage } from './pages/HomePage';
import { SchoolworkPage } from './pages/SchoolworkPage';

test.describe.configure({ timeout: 120_000 });

for (const size of [
  { name: 'tablet', viewport: { width: 1024, height: 768 }, touch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
]) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, hasTouch: size.touch, isMobile: size.touch });

    test('the avatar popup greets a section after a second, prompts a question, and Ask Another Question returns to the question box', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('avatarSaved', 'true'));
      const home = new HomePage(page);
      await home.open();
      await home.tile(/Share Feelings/).click();
      // The greeting's second counts from the section on screen (its code and words load first).
      await expect(page.getByRole('heading', { name: 'How are you feeling today?' })).toBeVisible();
      const popup = page.getByTestId('avatar-popup');
      await expect(popup).toHaveCount(0);
      await expect(popup).toContainText('Hooray, Feelings!', { timeout: 4_000 });
      await page.screenshot({ path: `test-results/shots/popup-greeting-${size.name}.png` });
      // The greeting context closes after 6 s (not the default 8 s).
      await expect(popup).toHaveCount(0, { timeout: 7_500 });

      const school = new SchoolworkPage(page);
      await school.open();
      await school.subject('Science').click();
      await expect(popup).toContainText('Ask me anything you wonder about!');
      await school.question.fill('why is the sky blue');
      await page.getByRole('button', { name: 'Ask', exact: true }).click();
      await page.getByRole('button', { name: 'Ask Another Question' }).click();
      await expect(school.question).toHaveValue('');
      await expect(page.getByRole('button', { name: 'Ask', exact: true })).toBeDisabled();
    });
  });
}
