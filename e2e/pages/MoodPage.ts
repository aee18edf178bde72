import type { Page } from '@playwright/test';
import { TopicPage } from './TopicPage';

export class MoodPage extends TopicPage {
  constructor(page: Page) {
    super(page);
  }
  get greeting() {
    return this.page.getByRole('heading', { name: 'Hi! How are you?' });
  }
  mood(name: 'Happy' | 'Sad' | 'Okay') {
    return this.page.getByRole('radio', { name });
  }
  get next() {
    return this.page.getByRole('button', { name: 'NEXT' });
  }
  get schoolworkBubble() {
    return this.page.getByText("Let's do some schoolwork!");
  }
  get goOn() {
    return this.page.getByRole('button', { name: /Let's do schoolwork!|Let's play!/ });
  }
}
