import { expect, test, type Page } from '@playwright/test';
import { ChatPage } from './pages/ChatPage';
import { HomePage } from './pages/HomePage';
import { expectFullyInView } from './pages/Viewport';

const QUESTIONS = ['what is 2 plus 3', 'what is 4 plus 4', 'what is 6 plus 1', 'what is 9 plus 9', 'what is 3 plus 5'];

async function chatUntilTheListScrolls(page: Page, chat: ChatPage, tap: boolean) {
  for (const [i, question] of QUESTIONS.entries()) {
    await chat.input.fill(question);
    if (tap) await chat.sendButton.tap();
    else await chat.input.press('Enter');
    const mine = page.locator('[data-from="child"]').filter({ hasText: question });
    await expectFullyInView(page, mine, chat.composer);
    await expect(chat.companionMessages()).toHaveCount(i + 1);
    await expectFullyInView(page, chat.companionMessages().last(), chat.composer);
  }
  // The conversation really is longer than the screen, so the scrolling was needed.
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
}

test.describe('tablet 1024×768', () => {
  test('the newest message is never behind the typing box', async ({ page }) => {
    await new HomePage(page).open();
    await new HomePage(page).tile(/Ask Anything/).click();
    const chat = new ChatPage(page);
    await chatUntilTheListScrolls(page, chat, false);
    await page.screenshot({ path: 'test-results/shots/chat-1024.png' });
  });
});

test.describe('phone 390×844 with the keyboard open', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('every topic tab fits on the screen', async ({ page }) => {
    await new HomePage(page).open();
    await new HomePage(page).tile(/Ask Anything/).tap();
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    for (const tab of await tabs.all()) await expectFullyInView(page, tab);
  });

  test('the newest message stays above the composer when the keyboard takes half the screen', async ({ page }) => {
    await new HomePage(page).open();
    await new HomePage(page).tile(/Ask Anything/).tap();
    const chat = new ChatPage(page);
    await chat.input.tap();
    // An on-screen keyboard shrinks the visible area; Chromium's emulation has none, so shrink it.
    await page.setViewportSize({ width: 390, height: 844 - 330 });
    await chatUntilTheListScrolls(page, chat, true);
    await page.screenshot({ path: 'test-results/shots/chat-390-keyboard.png' });
  });
});
