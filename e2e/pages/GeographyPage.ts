import { expect, type Page } from '@playwright/test';
import { geoOrthographic } from 'd3-geo';
import { TopicPage } from './TopicPage';

export type RegionId = 'north-america' | 'south-america' | 'europe' | 'africa' | 'asia' | 'australia';

/** Learn Geography: the globe, its region dots and buttons, the tapped country, and the topic tiles. */
export class GeographyPage extends TopicPage {
  constructor(page: Page) {
    super(page);
  }
  get status() {
    return this.page.getByTestId('globe-status');
  }
  get globe() {
    return this.page.getByTestId('globe');
  }
  dot(region: RegionId) {
    return this.page.getByTestId(`region-dot-${region}`);
  }
  regionButton(region: RegionId) {
    return this.page.getByTestId(`region-button-${region}`);
  }
  get pickedCountry() {
    return this.page.getByTestId('picked-country');
  }
  get exploreButton() {
    return this.page.getByRole('button', { name: 'Explore with McKenzie' });
  }
  get learnMore() {
    return this.page.getByRole('button', { name: 'Learn More' });
  }

  async waitUntilReady(): Promise<void> {
    await expect(this.status).toHaveText('Click on the colored dots to explore!', { timeout: 20_000 });
  }

  /**
   * Where a place is drawn on the globe canvas right now: the same orthographic projection the app
   * uses, from the rotation and radius the canvas reports.
   */
  async pointOf(lon: number, lat: number): Promise<{ x: number; y: number }> {
    const rotation = (await this.globe.getAttribute('data-rotation'))?.split(',').map(Number) ?? [0, 0];
    const radius = Number(await this.globe.getAttribute('data-scale'));
    const box = await this.globe.boundingBox();
    if (!box) throw new Error('the globe is not on screen');
    const projection = geoOrthographic()
      .scale(radius)
      .translate([box.width / 2, box.height / 2])
      .rotate([rotation[0] ?? 0, rotation[1] ?? 0]);
    const [x, y] = projection([lon, lat]) ?? [0, 0];
    return { x, y };
  }
}
