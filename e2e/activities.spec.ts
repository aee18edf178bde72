import { expect, test } from '@playwright/test';
import { ActivitiesPage } from './pages/ActivitiesPage';
import { HomePage } from './pages/HomePage';
import { stubSpeech } from './pages/TopicPage';

test.beforeEach(async ({ page }) => {
  await stubSpeech(page);
});

test('share an activity and share more', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.tile(/Fun Activities/).click();
  const activities = new ActivitiesPage(page);
  await expect(activities.header.title).toHaveText('Activities');
  await expect(activities.greeting).toBeVisible();
  for (const name of ['Drawing', 'Playing', 'Music', 'Sports', 'Nature', 'Photos']) await expect(activities.tile(new RegExp(`^${name} `))).toBeVisible();

  await activities.tile(/Sports/).click();
  await expect(page.getByText('What sport did you play?')).toBeVisible();
  await expect(activities.shareButton).toBeDisabled();
  await activities.textBox.fill('I scored a goal at football');
  await activities.shareButton.click();
  await expect(page.getByTestId('toast').getByText('Activity shared!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Activity Fun' })).toBeVisible();
  expect((await activities.waitForReply()).length).toBeGreaterThan(0);

  const messages = await page.evaluate(async () => (await fetch('/api/messages?category=activities')).json());
  expect((messages as { content: string }[]).map((m) => m.content)).toContain("I've been doing sports! I scored a goal at football");

  await activities.shareMore.click();
  await expect(activities.greeting).toBeVisible();
});

test('the Drawing tile opens the drawing screen', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.tile(/Fun Activities/).click();
  const activities = new ActivitiesPage(page);
  await activities.tile(/Drawing/).click();
  await expect(activities.header.title).toHaveText('Draw');
});
