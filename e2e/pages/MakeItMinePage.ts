import { expect, type Page } from '@playwright/test';
import { SectionHeader } from './SectionHeader';

/** The welcome intro, the name screen, Customize, the avatar maker and Voice Settings. */
export class MakeItMinePage {
  readonly header: SectionHeader;
  constructor(readonly page: Page) {
    this.header = new SectionHeader(page);
  }

  get intro() {
    return this.page.getByRole('dialog', { name: /Say hello to/ });
  }
  get nameInput() {
    return this.page.getByLabel('My name is…');
  }
  age(years: number) {
    return this.page.getByRole('button', { name: `${years} years old`, exact: true });
  }
  get preview() {
    return this.page.getByTestId('customize-preview');
  }
  get avatarCanvas() {
    return this.page.getByTestId('avatar-canvas');
  }
  get popup() {
    return this.page.getByTestId('avatar-popup');
  }
  slider(name: 'Pitch' | 'Speed' | 'Volume') {
    return this.page.getByRole('slider', { name: new RegExp(name) });
  }
  toast() {
    return this.page.getByTestId('toast');
  }

  async profile(): Promise<Record<string, unknown>> {
    return this.page.evaluate(async () => (await (await fetch('/api/user/current/profile')).json()) as Record<string, unknown>);
  }

  /** The header's Close (a toast has a Close button too). */
  async closeSection(): Promise<void> {
    await this.page.locator('header').getByRole('button', { name: 'Close', exact: true }).click();
  }

  async expectSection(title: string): Promise<void> {
    await expect(this.header.title).toHaveText(title);
  }
}
