import { expect, type Locator, type Page } from '@playwright/test';
import { SectionHeader } from './SectionHeader';

export interface PaperPoint {
  x: number;
  y: number;
}

/** The Draw screen: tools, paper, palette tabs, Save Draft and Share. */
export class DrawingPage {
  readonly header: SectionHeader;
  constructor(readonly page: Page) {
    this.header = new SectionHeader(page);
  }

  get canvas(): Locator {
    return this.page.getByTestId('drawing-canvas');
  }
  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name, exact: typeof name === 'string' });
  }
  get saveDraft() {
    return this.button('Save Draft');
  }
  get share() {
    return this.page.getByRole('button', { name: /^(Share|Sharing\.\.\.)$/ });
  }
  tab(name: 'Colors' | 'Letters' | 'Numbers' | 'Pictures') {
    return this.page.getByRole('tab', { name });
  }

  /** The header's Close (a toast has a Close button too). */
  async close(): Promise<void> {
    await this.page.locator('header').getByRole('button', { name: 'Close', exact: true }).click();
  }

  async waitReady(): Promise<void> {
    await expect(this.header.title).toHaveText('Draw');
    await expect(this.canvas).toBeVisible();
  }

  /** The paper's top-left corner on screen, after bringing it into view. */
  async origin(): Promise<PaperPoint> {
    await this.canvas.scrollIntoViewIfNeeded();
    const box = await this.canvas.boundingBox();
    if (!box) throw new Error('the drawing paper is not on screen');
    return { x: box.x, y: box.y };
  }

  async drawWithMouse(points: readonly PaperPoint[]): Promise<void> {
    const o = await this.origin();
    const [first, ...rest] = points;
    await this.page.mouse.move(o.x + first!.x, o.y + first!.y);
    await this.page.mouse.down();
    for (const p of rest) await this.page.mouse.move(o.x + p.x, o.y + p.y, { steps: 3 });
    await this.page.mouse.up();
  }

  /** A finger stroke: pointer events of pointerType 'touch', as a tablet sends them. */
  async drawWithFinger(points: readonly PaperPoint[], pointerId = 11): Promise<void> {
    const o = await this.origin();
    const at = (p: PaperPoint, buttons: number) => ({
      pointerId,
      pointerType: 'touch',
      isPrimary: true,
      button: 0,
      buttons,
      clientX: o.x + p.x,
      clientY: o.y + p.y,
    });
    const [first, ...rest] = points;
    await this.canvas.dispatchEvent('pointerdown', at(first!, 1));
    for (const p of rest) await this.canvas.dispatchEvent('pointermove', at(p, 1));
    await this.canvas.dispatchEvent('pointerup', at(rest[rest.length - 1] ?? first!, 0));
  }

  /** A real finger stroke on the touch screen (CDP touch events, so the browser decides about scrolling). */
  async drawWithTouchscreen(points: readonly PaperPoint[]): Promise<void> {
    const o = await this.origin();
    const cdp = await this.page.context().newCDPSession(this.page);
    const at = (p: PaperPoint) => [{ x: o.x + p.x, y: o.y + p.y, id: 1 }];
    const [first, ...rest] = points;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(first!) });
    for (const p of rest) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(p) });
      await this.page.waitForTimeout(16); // a frame apart, as a finger moves
    }
    // The finger rests before it lifts: a lift while moving fast starts a fling, and Chromium then
    // swallows the next tap to stop it.
    await this.page.waitForTimeout(150);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  async tapPaper(p: PaperPoint): Promise<void> {
    const o = await this.origin();
    await this.page.mouse.click(o.x + p.x, o.y + p.y);
  }

  /** Drag a palette stamp onto the paper with the mouse (HTML5 drag and drop). */
  async dragStampWithMouse(name: string, p: PaperPoint): Promise<void> {
    await this.button(name).dragTo(this.canvas, { targetPosition: p });
  }

  /** Hold a palette stamp with a finger, move it over the paper and let go. */
  async dragStampWithFinger(name: string, p: PaperPoint, pointerId = 21): Promise<void> {
    const item = this.button(name);
    await item.scrollIntoViewIfNeeded();
    const from = await item.boundingBox();
    if (!from) throw new Error(`${name} is not on screen`);
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    const base = { pointerId, pointerType: 'touch', isPrimary: true, button: 0 };
    await item.dispatchEvent('pointerdown', { ...base, buttons: 1, clientX: start.x, clientY: start.y });
    await this.page.waitForTimeout(350); // hold to pick it up
    const o = await this.canvas.boundingBox();
    if (!o) throw new Error('the drawing paper is not on screen');
    const target = { clientX: o.x + p.x, clientY: o.y + p.y };
    await this.canvas.dispatchEvent('pointermove', {
      ...base,
      buttons: 1,
      clientX: (start.x + target.clientX) / 2,
      clientY: (start.y + target.clientY) / 2,
    });
    await this.canvas.dispatchEvent('pointermove', { ...base, buttons: 1, ...target });
    await this.canvas.dispatchEvent('pointerup', { ...base, buttons: 0, ...target });
  }

  /** How many pixels of the paper are not white paper (ink, stamps, a restored draft). */
  async inkPixels(): Promise<number> {
    return this.canvas.evaluate((element) => {
      const canvas = element as HTMLCanvasElement;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let ink = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 240 || data[i + 1]! < 240 || data[i + 2]! < 240) ink += 1;
      return ink;
    });
  }
}
