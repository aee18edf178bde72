import { expect, type Page } from '@playwright/test';
import { HomePage } from './HomePage';
import { SectionHeader } from './SectionHeader';

/** The Schoolwork section: subject grid, question form and answer view. */
export class SchoolworkPage {
  readonly header: SectionHeader;
  constructor(readonly page: Page) {
    this.header = new SectionHeader(page);
  }

  async open(): Promise<void> {
    const home = new HomePage(this.page);
    await home.open();
    await home.tile(/Schoolwork Help/).click();
    await expect(this.header.title).toHaveText('Schoolwork');
    await expect(this.page.getByText('Pick a subject or ask me anything about schoolwork!')).toBeVisible();
  }

  subject(name: string) {
    return this.page.getByRole('navigation', { name: 'Subjects' }).getByRole('button', { name: new RegExp(`^\\S*\\s*${name}`) });
  }
  get askAnything() {
    return this.page.getByRole('button', { name: 'Ask me anything about schoolwork' });
  }
  get question() {
    return this.page.getByRole('textbox', { name: 'Your question' });
  }
  get age() {
    return this.page.getByRole('combobox', { name: 'How old are you?' });
  }
  get ask() {
    return this.page.getByRole('button', { name: 'Ask', exact: true });
  }
  get generate() {
    return this.page.getByRole('button', { name: /Generate Test Questions|Creating Questions/ });
  }
  toast() {
    return this.page.getByTestId('toast');
  }
}
