import type { Page } from '@playwright/test';

/** The navigation header every section shares. */
export class SectionHeader {
  constructor(readonly page: Page) {}

  get title() {
    return this.page.locator('header h1');
  }
  /** The header's own buttons: a toast's Close (or a section's Home) is another button. */
  private get bar() {
    return this.page.locator('header').first();
  }
  get back() {
    return this.bar.getByRole('button', { name: 'Go back' });
  }
  get forward() {
    return this.bar.getByRole('button', { name: 'Go forward' });
  }
  get home() {
    return this.bar.getByRole('button', { name: 'Home', exact: true });
  }
  get close() {
    return this.bar.getByRole('button', { name: 'Close', exact: true });
  }
}
