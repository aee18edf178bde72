import type { Page } from '@playwright/test';
import { TopicPage } from './TopicPage';

export class ActivitiesPage extends TopicPage {
  constructor(page: Page) {
    super(page);
  }
  get greeting() {
    return this.page.getByRole('heading', { name: 'What fun activities have you been doing?' });
  }
  get askGeneral() {
    return this.page.getByRole('button', { name: 'Ask About Activities!' });
  }
  get shareButton() {
    return this.page.getByRole('button', { name: 'Share with McKenzie' });
  }
  get shareMore() {
    return this.page.getByRole('button', { name: 'Share More' });
  }
}
