import type { Page } from '@playwright/test';
import { SectionHeader } from './SectionHeader';

/** My Stories: the shelf of saved stories and one open story. */
export class StoriesPage {
  readonly header: SectionHeader;
  constructor(readonly page: Page) {
    this.header = new SectionHeader(page);
  }

  get books() {
    return this.page.getByTestId('story-book');
  }
  book(title: string) {
    return this.books.filter({ hasText: title });
  }
  get openStory() {
    return this.page.getByTestId('saved-story');
  }
  get empty() {
    return this.page.getByTestId('stories-empty');
  }
}
