import { expect, test } from '@playwright/test';
import { FeelingsPage } from './pages/FeelingsPage';
import { HomePage } from './pages/HomePage';
import { speechLog, stubSpeech } from './pages/TopicPage';

/** A caring reply names the feeling or offers a calming idea (or, at the least, talks about feelings). */
const CARING = /sad|feel|breath|hug|calm|grown-up|okay|here for you|talk/i;

test.beforeEach(async ({ page }) => {
  await stubSpeech(page);
});

test('share Sad without and with words and read a caring reply', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.tile(/Share Feelings/).click();
  const feelings = new FeelingsPage(page);
  await expect(feelings.header.title).toHaveText('Feelings');
  await expect(feelings.greeting).toBeVisible();
  for (const name of ['Happy', 'Sad', 'Okay', 'Excited', 'Angry', 'Calm']) await expect(feelings.tile(new RegExp(`^${name} `))).toBeVisible();

  await feelings.tile(/Sad/).click();
  await expect(page.getByText("What's making you feel sad? (Optional)")).toBeVisible();
  await expect(feelings.shareButton).toBeEnabled();
  await feelings.shareButton.click();
  await expect(page.getByTestId('toast').getByText('Feelings shared!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Feelings Support' })).toBeVisible();
  expect(await feelings.waitForReply()).toMatch(CARING);
  await expect(feelings.sent).toContainText('Sad');

  await feelings.shareAgain.click();
  await expect(feelings.greeting).toBeVisible();
  await feelings.tile(/Sad/).click();
  await feelings.textBox.fill('My best friend moved away');
  await feelings.shareButton.click();
  await expect(feelings.sent).toContainText('My best friend moved away');
  expect(await feelings.waitForReply()).toMatch(CARING);

  // Both went to McKenzie in the feelings conversation, in the spec's message shape.
  const messages = await page.evaluate(async () => (await fetch('/api/messages?category=feelings')).json());
  const contents = (messages as { content: string }[]).map((m) => m.content);
  expect(contents).toContain("I'm feeling sad.");
  expect(contents).toContain("I'm feeling sad. My best friend moved away");
});

test('a General feelings question needs words', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.tile(/Share Feelings/).click();
  const feelings = new FeelingsPage(page);
  await feelings.askGeneral.click();
  await expect(page.getByText('Ask about anything related to feelings:')).toBeVisible();
  await expect(feelings.askButton).toBeDisabled();
  await feelings.textBox.fill('   ');
  await expect(feelings.askButton).toBeDisabled();
  await feelings.textBox.fill('Why do people cry when they are happy?');
  await expect(feelings.askButton).toBeEnabled();
  await feelings.askButton.click();
  await expect(page.getByTestId('toast').getByText('Feelings shared!')).toBeVisible();
  expect((await feelings.waitForReply()).length).toBeGreaterThan(0);
});

test('the response card types the reply out and the voice button stops speech', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.tile(/Share Feelings/).click();
  const feelings = new FeelingsPage(page);
  await feelings.tile(/Happy/).click();
  await feelings.textBox.fill('I went to the park with my grandma and we fed the ducks');
  await feelings.shareButton.click();
  const reply = await feelings.waitForReply();
  // Typed out at 30 ms per character: shorter at first, complete in the end.
  const early = (await feelings.typedText.textContent()) ?? '';
  expect(early.length).toBeLessThan(reply.length);
  await expect(feelings.typedText).toHaveText(reply, { timeout: reply.length * 30 + 5000 });

  // It was read aloud (browser voice: no provider key), and Stop cancels it.
  await expect.poll(async () => (await speechLog(page)).spoken.join(' ')).not.toBe('');
  await expect(feelings.stopVoice).toBeVisible();
  const before = (await speechLog(page)).cancels;
  await feelings.stopVoice.click();
  await expect(feelings.playVoice).toBeVisible();
  expect((await speechLog(page)).cancels).toBeGreaterThan(before);

  // Listen speaks it again.
  const spoken = (await speechLog(page)).spoken.length;
  await feelings.playVoice.click();
  await expect.poll(async () => (await speechLog(page)).spoken.length).toBeGreaterThan(spoken);

  // Leaving the screen stops McKenzie talking.
  const cancels = (await speechLog(page)).cancels;
  await feelings.header.close.click();
  await expect(home.greeting).toBeVisible();
  expect((await speechLog(page)).cancels).toBeGreaterThan(cancels);
});
