import { expect, type Page, type Response } from '@playwright/test';
import { SectionHeader } from './SectionHeader';

/** Writing: ideas, the writing pad and Find Pictures. */
export class WritingPage {
  readonly header: SectionHeader;
  constructor(readonly page: Page) {
    this.header = new SectionHeader(page);
  }

  idea(title: string | RegExp) {
    // The card itself, not its speaker button ("Listen: …").
    return this.page.getByRole('list', { name: 'Writing Ideas' }).getByRole('button', { name: title }).and(this.page.locator(':not([data-speak])'));
  }
  get title() {
    return this.page.getByRole('textbox', { name: 'Story title' });
  }
  get story() {
    return this.page.getByRole('textbox', { name: 'Your story' });
  }
  get wordCount() {
    return this.page.getByTestId('word-count');
  }
  get pictures() {
    return this.page.getByTestId('story-pictures').getByRole('listitem');
  }
  get save() {
    return this.page.getByRole('button', { name: /Save Story|Saving\.\.\./ });
  }
  get findPictures() {
    return this.page.getByRole('button', { name: 'Find Pictures' });
  }
  get searchBox() {
    return this.page.getByRole('searchbox', { name: 'Search for pictures' });
  }
  get results() {
    return this.page.getByTestId('picture-results').getByRole('button');
  }

  async search(query: string): Promise<{ images: { id: string; url: string; alt: string }[] }> {
    const response = this.page.waitForResponse((r: Response) => r.url().endsWith('/api/writing/search-images'));
    await this.searchBox.fill(query);
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
    const body = (await (await response).json()) as { images: { id: string; url: string; alt: string }[] };
    await expect(this.results.first()).toBeVisible();
    return body;
  }
}
