import { expect, type Locator, type Page } from '@playwright/test';

/** The locator's box lies fully inside the visible viewport and above `cover` (a sticky bar) when given. */
export async function expectFullyInView(page: Page, target: Locator, cover?: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const box = await target.boundingBox();
      const size = page.viewportSize();
      if (!box || !size) return 'no box';
      if (box.y < 0 || box.x < 0 || box.x + box.width > size.width + 1 || box.y + box.height > size.height + 1) {
        return `outside viewport: ${JSON.stringify(box)}`;
      }
      if (cover) {
        const bar = await cover.boundingBox();
        if (bar && box.y + box.height > bar.y + 1) return `under the cover: ${box.y + box.height} > ${bar.y}`;
      }
      return 'ok';
    })
    .toBe('ok');
}

export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
