import { expect, type Locator, type Page } from '@playwright/test';
import { SectionHeader } from './SectionHeader';

/** The Music section: the background music player and the Singalong tab with saved recordings. */
export class MusicPage {
  readonly header: SectionHeader;
  constructor(readonly page: Page) {
    this.header = new SectionHeader(page);
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name, exact: typeof name === 'string' });
  }
  tab(name: 'Music' | 'Singalong'): Locator {
    return this.page.getByRole('tab', { name });
  }
  get player(): Locator {
    return this.page.getByTestId('music-player');
  }
  get nowPlaying(): Locator {
    return this.page.getByTestId('now-playing');
  }
  get lyric(): Locator {
    return this.page.getByTestId('lyric-line');
  }
  get savedRecordings(): Locator {
    return this.page.getByTestId('saved-recording');
  }
  get shareLink(): Locator {
    return this.page.getByTestId('share-link');
  }
  toast(text: string): Locator {
    return this.page.getByTestId('toast').getByText(text, { exact: true });
  }
  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  async waitReady(): Promise<void> {
    await expect(this.header.title).toHaveText('Music');
    await expect(this.player).toBeVisible();
  }

  async openSong(title: string): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(title) }).click();
    await expect(this.page.getByRole('heading', { name: title })).toBeVisible();
  }
}
