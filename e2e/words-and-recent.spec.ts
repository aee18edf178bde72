import { expect, test } from '@playwright/test';
import { ChatPage } from './pages/ChatPage';
import { HomePage } from './pages/HomePage';
import { QuizPage } from './pages/QuizPage';
import { SchoolworkPage } from './pages/SchoolworkPage';

test.describe.configure({ timeout: 120_000 });

for (const size of [
  { name: 'tablet', viewport: { width: 1024, height: 768 }, touch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
]) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, hasTouch: size.touch, isMobile: size.touch });

    test('Exit Quiz asks "Stop this quiz?" first, and activities ask in a child’s words', async ({ page }) => {
      const school = new SchoolworkPage(page);
      await school.open();
      await school.subject('Science').click();
      await expect(page.getByText('Play a quiz made just for you!')).toBeVisible();
      const quiz = new QuizPage(page);
      await quiz.generatedBy(() => school.generate.click());
      await page.getByRole('button', { name: 'Exit Quiz' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Stop this quiz?' })).toBeVisible();
      await page.screenshot({ path: `test-results/shots/quiz-stop-${size.name}.png` });
      await page.getByRole('button', { name: 'Keep going' }).click();
      await expect(page.getByTestId('quiz')).toBeVisible();
      await page.getByRole('button', { name: 'Exit Quiz' }).click();
      await page.getByRole('button', { name: 'Yes, stop' }).click();
      await expect(school.subject('Science')).toBeVisible();

      const home = new HomePage(page);
      await home.open();
      await home.tile(/Fun Activities/).click();
      await page.getByRole('button', { name: /^Sports/ }).click();
      await expect(page.getByText('What sport did you play?')).toBeVisible();
      await expect(page.getByText('What did you do with sports?')).toHaveCount(0);
    });

    test('tapping a recent chat on Home opens that conversation', async ({ page }) => {
      const home = new HomePage(page);
      await home.open();
      await home.tile(/Share Feelings/).click();
      await page.getByRole('button', { name: /^Happy/ }).click();
      await page.getByRole('button', { name: /^Share with/ }).click();
      await expect(page.getByRole('heading', { name: 'Feelings Support' })).toBeVisible();
      // Close goes straight Home (the Home button would show a nameless child the intro first).
      await page.locator('header').getByRole('button', { name: 'Close', exact: true }).click();
      const recent = home.recentChats.getByRole('button').first();
      await expect(recent).toContainText('Feelings');
      await recent.click();
      const chat = new ChatPage(page);
      await expect(chat.header.title).toHaveText('Ask Me');
      await expect(page.getByRole('tab', { name: 'Feelings' })).toHaveAttribute('aria-selected', 'true');
      await expect(chat.messages.first()).toBeVisible();
    });
  });
}
