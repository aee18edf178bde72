import type { Page } from '@playwright/test';
import { TopicPage } from './TopicPage';

export class FeelingsPage extends TopicPage {
  constructor(page: Page) {
    super(page);
  }
  get greeting() {
    return this.page.getByRole('heading', { name: 'How are you feeling today?' });
  }
  get askGeneral() {
    return this.page.getByRole('button', { name: 'Ask About Feelings!' });
  }
  get shareButton() {
    return this.page.getByRole('button', { name: 'Share with McKenzie' });
  }
  get askButton() {
    return this.page.getByRole('button', { name: 'Ask McKenzie' });
  }
  get shareAgain() {
    return this.page.getByRole('button', { name: 'Share Again' });
  }
}
