import { expect, type Page } from '@playwright/test';

/** The home screen: greeting, tiles, recent chats and today's activity. */
export class HomePage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await skipWelcome(this.page);
    // Going to the same URL again is a reload, which reopens the section kept in history.state:
    // forget it first so this always starts on Home.
    if (this.page.url().startsWith('http')) await this.page.evaluate(() => window.history.replaceState(null, ''));
    await this.page.goto('/');
    // A fresh server's first page on a busy machine can take a while.
    await expect(this.greeting).toBeVisible({ timeout: 20_000 });
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

/**
 * Journeys that start on Home mark the welcome as seen, so a brand-new child goes straight to Home
 * instead of the intro and the name screen (e2e/make-it-mine.spec.ts walks through those).
 */
export async function skipWelcome(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('has_seen_welcome', 'true'));
}
