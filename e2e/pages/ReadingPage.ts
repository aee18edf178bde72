import { expect, type Page } from '@playwright/test';
import { SectionHeader } from './SectionHeader';

/** Reading: the story list, the paged reader, the questions and the results. */
export class ReadingPage {
  readonly header: SectionHeader;
  constructor(readonly page: Page) {
    this.header = new SectionHeader(page);
  }

  story(title: string) {
    return this.page.getByRole('list', { name: 'Stories' }).getByRole('button', { name: new RegExp(title) });
  }
  get stories() {
    return this.page.locator('[data-story-id]');
  }
  get pageText() {
    return this.page.getByTestId('story-page');
  }
  get pageIndicator() {
    return this.page.getByTestId('page-indicator');
  }
  get next() {
    return this.page.getByRole('button', { name: 'Next', exact: true });
  }
  get previous() {
    return this.page.getByRole('button', { name: 'Previous', exact: true });
  }
  get answerQuestions() {
    return this.page.getByRole('button', { name: 'Answer Questions About This Story' });
  }
  get questionTitle() {
    return this.page.getByTestId('story-questions').getByRole('heading');
  }
  choice(text: string) {
    return this.page.getByRole('group', { name: 'Choose an answer' }).getByRole('button', { name: text, exact: true });
  }

  /** Pages forward to the last page and returns every page's text. */
  async readToTheEnd(): Promise<string[]> {
    const pages: string[] = [await this.pageText.innerText()];
    while (await this.next.isVisible()) {
      await this.next.click();
      await expect(this.pageText).not.toHaveText(pages[pages.length - 1]!);
      pages.push(await this.pageText.innerText());
    }
    await expect(this.answerQuestions).toBeVisible();
    return pages;
  }
}
