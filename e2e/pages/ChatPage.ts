import { expect, type Page } from '@playwright/test';
import { SectionHeader } from './SectionHeader';

export class ChatPage {
  readonly header: SectionHeader;
  constructor(readonly page: Page) {
    this.header = new SectionHeader(page);
  }

  get input() {
    return this.page.getByRole('textbox', { name: 'Your message' });
  }
  get sendButton() {
    return this.page.getByRole('button', { name: 'Send' });
  }
  get messages() {
    return this.page.getByTestId('message-list').getByRole('listitem');
  }
  get composer() {
    return this.page.getByTestId('chat-composer');
  }
  companionMessages() {
    return this.page.locator('[data-from="companion"]');
  }
  /** The buttons under a reply that offers a question it knows. */
  get offerYes() {
    return this.page.getByRole('button', { name: 'Yes please!' });
  }
  get offerNo() {
    return this.page.getByRole('button', { name: 'No thanks' });
  }

  async send(text: string): Promise<void> {
    await this.input.fill(text);
    await this.input.press('Enter');
    await expect(this.page.locator('[data-from="child"]').filter({ hasText: text })).toBeVisible();
  }
}
