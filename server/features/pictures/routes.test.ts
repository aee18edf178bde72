import { describe, expect, it } from 'vitest';
import { errorOf, useTestApp } from '../../test/testApp';

describe('picture routes', () => {
  const t = useTestApp();

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves an indexed OpenMoji picture as SVG with a long cache and an ETag', async () => {
    const response = await get('/api/pictures/1F418.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect(response.body).toContain('<svg');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/api/pictures/1F418.svg', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    '/api/pictures/1F418',
    '/api/pictures/1f418.svg',
    '/api/pictures/ZZZZ.svg',
    '/api/pictures/..%2Fpackage.json',
    '/api/pictures/..%2F..%2Fpackage.json.svg',
    '/api/pictures/002D.svg',
    '/api/pictures/1F595.svg',
  ])('answers 404 for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('not_found');
  });
});
