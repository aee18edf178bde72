import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { GeographyPage } from './pages/GeographyPage';
import { HomePage } from './pages/HomePage';
import { speechLog, stubSpeech } from './pages/TopicPage';

test.beforeEach(async ({ page }) => {
  await stubSpeech(page);
});

async function openGeography(page: Page): Promise<GeographyPage> {
  const home = new HomePage(page);
  await home.open();
  await home.tile(/Learn Geography/).click();
  return new GeographyPage(page);
}

test('the globe spins, then a region dot asks McKenzie about that region', async ({ page }) => {
  // Record every rotation the canvas is drawn at, from the first frame.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __rotations: string[] }).__rotations = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        const value = (record.target as Element).getAttribute?.('data-rotation');
        if (record.attributeName === 'data-rotation' && value) seen.push(value);
      }
    }).observe(document, { attributes: true, attributeFilter: ['data-rotation'], subtree: true });
  });
  const geography = await openGeography(page);
  // The first 3 s: spinning, dots disabled. Both are looked for at once: on a busy machine, checking one after
  // the other could start the second after the spin had ended.
  await Promise.all([
    expect(geography.status).toHaveText('Getting ready to explore...'),
    expect(geography.dot('europe')).toBeDisabled(),
  ]);
  await expect(page.getByRole('heading', { name: 'Learn Geography' })).toBeVisible();
  await expect(page.getByText('Click on our world!')).toBeVisible();
  for (const region of ['north-america', 'south-america', 'europe', 'africa', 'asia', 'australia'] as const) {
    await expect(geography.regionButton(region)).toBeVisible();
  }
  await expect(geography.regionButton('australia')).toHaveText('Australia & Oceania');

  await geography.waitUntilReady();
  // It really turned while getting ready: several different rotations were drawn (few on a busy test machine).
  const rotations = await page.evaluate(() => (window as unknown as { __rotations: string[] }).__rotations);
  expect(new Set(rotations).size).toBeGreaterThanOrEqual(2);
  await expect(geography.dot('europe')).toBeEnabled();
  await expect(geography.dot('europe')).toBeVisible();
  await geography.dot('europe').click();
  await expect(page.getByRole('heading', { name: 'Geography Adventure' })).toBeVisible();
  await expect(geography.sent).toContainText('Europe');
  const reply = await geography.waitForReply();
  expect(reply).toContain('Europe');
  expect(reply).toMatch(/France|Germany|Italy/);

  const messages = await page.evaluate(async () => (await fetch('/api/messages?category=geography')).json());
  expect((messages as { content: string }[]).map((m) => m.content)).toContain('Tell me about Europe!');
});

test('the geography code and the map load only when the section opens', async ({ page }) => {
  const urls: URL[] = [];
  page.on('request', (request) => urls.push(new URL(request.url())));
  const paths = () => urls.map((url) => url.pathname);
  const home = new HomePage(page);
  await home.open();
  await page.waitForLoadState('networkidle');
  expect(paths().filter((path) => /GeographySection|countries-110m/.test(path))).toEqual([]);
  await home.tile(/Learn Geography/).click();
  const geography = new GeographyPage(page);
  await geography.waitUntilReady();
  expect(paths().some((path) => /\/assets\/GeographySection-[^/]+\.js$/.test(path))).toBe(true);
  expect(paths().some((path) => /\/assets\/countries-110m-[^/]+\.js$/.test(path))).toBe(true);
  // The map is bundled: nothing is fetched from anywhere but our own server.
  const origin = new URL(page.url()).origin;
  expect(urls.filter((url) => /^https?:$/.test(url.protocol) && url.origin !== origin).map(String)).toEqual([]);
});

test('Learn Geography has no serious accessibility problems', async ({ page }) => {
  test.setTimeout(90_000);
  const geography = await openGeography(page);
  await geography.waitUntilReady();
  await geography.globe.click({ position: await geography.pointOf(2.5, 46.5) });
  await expect(geography.pickedCountry).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
});

test('a region button works for children who cannot aim yet', async ({ page }) => {
  const geography = await openGeography(page);
  await geography.regionButton('australia').click();
  expect(await geography.waitForReply()).toMatch(/kangaroos/i);
  await geography.learnMore.click();
  await expect(geography.status).toHaveText('Click on the colored dots to explore!');
});

test('tapping France on the globe names France and reads a fact aloud', async ({ page }) => {
  const geography = await openGeography(page);
  await geography.waitUntilReady();
  const paris = await geography.pointOf(2.5, 46.5);
  await geography.globe.click({ position: paris });
  await expect(geography.pickedCountry).toContainText('France');
  await expect(geography.pickedCountry).toContainText('Eiffel Tower');
  await expect.poll(async () => (await speechLog(page)).spoken.join(' ')).toContain('France');

  // Dragging turns the globe instead of picking a country.
  const before = await geography.globe.getAttribute('data-rotation');
  const box = await geography.globe.boundingBox();
  if (!box) throw new Error('no globe');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect.poll(() => geography.globe.getAttribute('data-rotation')).not.toBe(before);

  await page.getByRole('button', { name: 'Tell me more about France' }).click();
  expect(await geography.waitForReply()).toContain('Paris');
});

test('each topic sends and shows a reply', async ({ page }) => {
  // Six round trips: generous on a busy machine.
  test.setTimeout(150_000);
  const geography = await openGeography(page);
  const topics = ['Countries', 'Cities', 'Mountains', 'Oceans', 'Animals', 'Weather'];
  for (const topic of topics) {
    await geography.tile(new RegExp(`^${topic} `)).click();
    await expect(page.getByText(`Ask about ${topic}:`)).toBeVisible();
    await expect(geography.textBox).toHaveAttribute('placeholder', /^e\.g\., /);
    await expect(geography.exploreButton).toBeEnabled();
    if (topic === 'Mountains') await geography.textBox.fill('Which mountain is the tallest?');
    await geography.exploreButton.click();
    const reply = await geography.waitForReply();
    expect(reply.length, topic).toBeGreaterThan(30);
    if (topic === 'Mountains') expect(reply).toContain('Everest');
    await geography.learnMore.click();
  }
  const messages = await page.evaluate(async () => (await fetch('/api/messages?category=geography')).json());
  const contents = (messages as { content: string }[]).map((m) => m.content);
  expect(contents).toContain('Tell me about countries!');
  expect(contents).toContain('Mountains: Which mountain is the tallest?');
});

test('the free question needs words, and speech stops on leaving', async ({ page }) => {
  const geography = await openGeography(page);
  await page.getByRole('button', { name: 'Ask About Geography!' }).click();
  await expect(geography.exploreButton).toBeDisabled();
  await geography.textBox.fill('Why are deserts so dry?');
  await geography.exploreButton.click();
  expect(await geography.waitForReply()).toContain('rain');
  const cancelsBefore = (await speechLog(page)).cancels;
  await page.getByRole('button', { name: 'Home', exact: true }).first().click();
  await expect.poll(async () => (await speechLog(page)).cancels).toBeGreaterThan(cancelsBefore);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the globe fits the screen and a tap on a dot asks about the region', async ({ page }) => {
    const geography = await openGeography(page);
    await geography.waitUntilReady();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await geography.dot('africa').tap();
    expect(await geography.waitForReply()).toContain('Africa');
  });
});
