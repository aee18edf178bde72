import { expect, test, type Response } from '@playwright/test';
import { HomePage } from './pages/HomePage';

test('Home arrives compressed: the entry script comes as brotli or gzip and is kept for a year', async ({ page }) => {
  const responses = new Map<string, Response>();
  page.on('response', (response) => responses.set(new URL(response.url()).pathname, response));

  await new HomePage(page).open();

  const entry = await page.evaluate(
    () => new URL(document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src).pathname,
  );
  expect(entry).toMatch(/^\/assets\/.+\.js$/);
  const script = responses.get(entry);
  expect(script, `no response recorded for ${entry}`).toBeDefined();
  expect(await script!.headerValue('content-encoding')).toMatch(/^(br|gzip)$/);
  expect(await script!.headerValue('vary')).toMatch(/accept-encoding/i);
  expect(await script!.headerValue('cache-control')).toBe('public, max-age=31536000, immutable');

  const html = responses.get('/');
  expect(html, 'no response recorded for the page').toBeDefined();
  expect(await html!.headerValue('content-encoding')).toMatch(/^(br|gzip)$/);
  expect(await html!.headerValue('cache-control')).toBe('no-cache');
});

test('robots.txt is plain text that keeps crawlers out, not the app', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Disallow: \/$/m);
  expect(text).not.toContain('<html');
});
