import type { Page } from '@playwright/test';

/** The navigation header every section shares. */
export class SectionHeader {
  constructor(readonly page: Page) {}

  get title() {
    return this.page.locator('header h1');
  }
  get back() {
    return this.page.getByRole('button', { name: 'Go back' });
  }
  get forward() {
    return this.page.getByRole('button', { name: 'Go forward' });
  }
  get home() {
    return this.page.getByRole('button', { name: 'Home', exact: true });
  }
  get close() {
    return this.page.getByRole('button', { name: 'Close', exact: true });
  }
}
