import { expect, type Locator, type Page } from '@playwright/test';
import { SectionHeader } from './SectionHeader';

/** My Photos: categories, Take Photo / Upload Photo, the add-photo form, the grid and its dialogs. */
export class PhotosPage {
  readonly header: SectionHeader;
  constructor(readonly page: Page) {
    this.header = new SectionHeader(page);
  }

  async waitReady(): Promise<void> {
    await expect(this.page.getByTestId('photos-section')).toBeVisible();
  }
  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name, exact: typeof name === 'string' });
  }
  category(name: 'General' | 'Family' | 'Friends' | 'Pets' | 'Activities'): Locator {
    return this.page.getByRole('group', { name: 'Photo groups' }).getByRole('button', { name });
  }
  get addPanel(): Locator {
    return this.page.getByTestId('add-photo');
  }
  formCategory(name: string): Locator {
    return this.addPanel.getByRole('button', { name });
  }
  get cameraPreview(): Locator {
    return this.page.getByTestId('camera-preview');
  }
  get fileInput(): Locator {
    return this.page.getByTestId('photo-file');
  }
  get title(): Locator {
    return this.page.getByLabel('Title');
  }
  get description(): Locator {
    return this.page.getByLabel('Description (if you like)');
  }
  get save(): Locator {
    return this.button('Save Photo');
  }
  get tiles(): Locator {
    return this.page.getByTestId('photo-tile');
  }
  tile(title: string): Locator {
    return this.button(`${title}: show share and delete`);
  }
  get empty(): Locator {
    return this.page.getByTestId('photos-empty');
  }
  get shareDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Share Photo' });
  }
  get shareLink(): Locator {
    return this.page.getByTestId('share-link');
  }
  get deleteDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Delete this photo?' });
  }
  toast(text: string): Locator {
    return this.page.getByTestId('toast').getByText(text, { exact: true });
  }
  /** True once the camera preview shows moving frames of a real size. */
  async cameraIsLive(): Promise<boolean> {
    return this.cameraPreview.evaluate((video: HTMLVideoElement) => video.readyState >= 2 && video.videoWidth > 0);
  }
}
