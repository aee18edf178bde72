import { expect, test, type Page } from '@playwright/test';
import { ChatPage } from './pages/ChatPage';
import { HomePage } from './pages/HomePage';

test('a child opens Ask Anything, chats with McKenzie and sees it in recent chats', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await expect(home.greeting).toHaveText('Hi Friend!');
  await expect(home.recentChats).toContainText('No chats yet');

  await home.tile(/Ask Anything/).click();
  const chat = new ChatPage(page);
  await expect(chat.header.title).toHaveText('Ask Me');
  await expect(page.getByText('Start a conversation!')).toBeVisible();
  await expect(chat.sendButton).toBeDisabled();

  await chat.send('Hello McKenzie, I like cats');
  await expect(chat.companionMessages()).toHaveCount(1);
  await expect(chat.companionMessages().first()).not.toBeEmpty();
  await expect(chat.input).toHaveValue('');
  await expect(chat.messages.first().locator('time')).toHaveText(/^\d{1,2}:\d{2}\s?(AM|PM)$/);

  await chat.header.close.click();
  await expect(home.greeting).toBeVisible();
  await expect(home.recentChats).toContainText('Hello McKenzie, I like cats');
  await expect(home.recentChats).toContainText('Just now');
  await expect(home.stat('totalMessages')).toHaveText('1');
});

test('a question in a child\'s own words is offered as one McKenzie knows, and a yes gets the answer', async ({ page }) => {
  const chat = await openChat(page);

  await chat.send('How come my cat makes a rumbly motor noise when i stroke her');
  await expect(chat.companionMessages()).toHaveCount(1);
  await expect(chat.companionMessages().last()).toContainText('I do know this one: "Why do cats purr?"');
  await expect(chat.companionMessages().last()).not.toContainText('happy and relaxed');

  // A tap says yes for a child who can't type it yet; the buttons go once answered.
  await chat.offerYes.click();
  await expect(chat.companionMessages()).toHaveCount(2);
  await expect(chat.companionMessages().last()).toContainText('Cats often purr when they feel happy and relaxed.');
  await expect(chat.offerYes).toHaveCount(0);

  await chat.send('why does my tummy do growly noises before dinner');
  await expect(chat.companionMessages().last()).toContainText('I do know this one: "Why does my tummy rumble?"');
  await chat.offerNo.click();
  await expect(chat.companionMessages()).toHaveCount(4);
  await expect(chat.companionMessages().last()).toContainText(/another way|different way/);
  await expect(chat.offerNo).toHaveCount(0);
});

test('a question between two McKenzie knows is checked first: No offers the other one, and Yes answers it', async ({ page }) => {
  const chat = await openChat(page);

  await chat.send('why do people cry');
  await expect(chat.companionMessages()).toHaveCount(1);
  await expect(chat.companionMessages().last()).toContainText('I do know this one: "Why do we cry?"');
  await chat.offerNo.click();
  await expect(chat.companionMessages()).toHaveCount(2);
  await expect(chat.companionMessages().last()).toContainText('I do know this one: "Why do people cry when they are sad?"');
  await chat.offerYes.click();
  await expect(chat.companionMessages()).toHaveCount(3);
  await expect(chat.companionMessages().last()).toContainText('Crying helps let big feelings out');
  await expect(chat.offerYes).toHaveCount(0);
});

test('quick emoji, Shift+Enter and the empty message rule', async ({ page }) => {
  const chat = await openChat(page);
  await chat.input.fill('   ');
  await chat.input.press('Enter');
  await expect(page.locator('[data-from="child"]')).toHaveCount(0);
  await chat.input.fill('Look');
  await chat.input.press('Shift+Enter');
  await expect(chat.input).toHaveValue('Look\n');
  await page.getByRole('button', { name: 'Add 🎉' }).click();
  await expect(chat.input).toHaveValue('Look\n🎉');
});

test('the header goes back, forward and home', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.tile(/Ask Anything/).click();
  const chat = new ChatPage(page);
  await expect(chat.header.forward).toBeDisabled();
  await chat.header.back.click();
  await expect(home.greeting).toBeVisible();
  await page.getByRole('heading', { name: 'Hi Friend!' }).waitFor();
});

test('the chat shows a toast when a message cannot be sent', async ({ page }) => {
  const chat = await openChat(page);
  await page.route('**/api/messages', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
  );
  await chat.input.fill('Will this arrive?');
  await chat.sendButton.click();
  await expect(page.getByTestId('toast')).toContainText('Message not sent');
  await expect(page.getByTestId('toast')).toContainText('Please try again.');
  await expect(chat.input).toHaveValue('Will this arrive?');
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await page.getByRole('link', { name: 'Back to McKenzie' }).click();
  await expect(page.getByRole('heading', { name: 'Hi Friend!' })).toBeVisible();
});

/** Home, then the Ask Anything tile. */
async function openChat(page: Page): Promise<ChatPage> {
  const home = new HomePage(page);
  await home.open();
  await home.tile(/Ask Anything/).click();
  return new ChatPage(page);
}
