import { expect, test } from '@playwright/test';
import { HomePage } from './pages/HomePage';
import { MoodPage } from './pages/MoodPage';
import { stubSpeech } from './pages/TopicPage';

test('pick a mood, hear McKenzie and go on', async ({ page }) => {
  await stubSpeech(page);
  const home = new HomePage(page);
  await home.open();
  await home.smallButton(/How are you\?/).click();
  const mood = new MoodPage(page);
  await expect(mood.greeting).toBeVisible();
  await expect(mood.schoolworkBubble).toBeVisible();
  await expect(mood.next).toBeDisabled();
  await mood.mood('Happy').click();
  await expect(mood.mood('Happy')).toHaveAttribute('aria-checked', 'true');
  await expect(mood.next).toBeEnabled();
  await mood.next.click();
  await expect(page.getByTestId('toast').getByText('Feelings shared!')).toBeVisible();
  expect((await mood.waitForReply()).length).toBeGreaterThan(0);
  await mood.goOn.click();
  await expect(mood.greeting).toHaveCount(0);
  const messages = await page.evaluate(async () => (await fetch('/api/messages?category=feelings')).json());
  expect((messages as { content: string }[]).map((m) => m.content)).toContain("I'm feeling happy.");
});
