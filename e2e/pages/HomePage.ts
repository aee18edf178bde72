import { expect, type Page } from '@playwright/test';

/** The home screen: greeting, tiles, recent chats and today's activity. */
export class HomePage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    // Going to the same URL again is a reload, which reopens the section kept in history.state:
    // forget it first so this always starts on Home.
    if (this.page.url().startsWith('http')) await this.page.evaluate(() => window.history.replaceState(null, ''));
    await this.page.goto('/');
    await expect(this.greeting).toBeVisible();
  }

  get greeting() {
    return this.page.getByRole('heading', { level: 1, name: /^Hi .+!$/ });
  }

  tile(name: string | RegExp) {
    return this.page.getByRole('navigation', { name: 'Things to do' }).getByRole('button', { name });
  }

  smallButton(name: string | RegExp) {
    return this.page.getByRole('button', { name });
  }

  get recentChats() {
    return this.page.getByRole('region', { name: 'Recent chats' });
  }

  stat(id: 'totalMessages' | 'drawings' | 'activities') {
    return this.page.getByTestId(`stat-${id}`);
  }
}
