import { expect, test } from '@playwright/test';
import { ChatPage } from './pages/ChatPage';
import { HomePage } from './pages/HomePage';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone, a child taps Ask Anything, sends a message and gets an answer', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.tile(/Ask Anything/).tap();
  const chat = new ChatPage(page);
  await expect(chat.header.title).toHaveText('Ask Me');
  await chat.input.fill('what is seven plus 5');
  await chat.sendButton.tap();
  await expect(chat.companionMessages().first()).toContainText('12');
  await expect(chat.input).toBeInViewport();
});

test('on a phone, nothing on Home is wider than the screen', async ({ page }) => {
  await new HomePage(page).open();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
