import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/build/precompress';
import { createTestApp, type TestApp } from '../test/testApp';

const INDEX_HTML = `<!doctype html><html><head><title>McKenzie</title><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<div id="root"></div>'.repeat(100)}</body></html>`;
const ENTRY_JS = 'export const greeting = "Hello from McKenzie";\n'.repeat(300);
const SW_JS = 'self.addEventListener("fetch", () => undefined);\n'.repeat(50);
const MANIFEST = JSON.stringify({
  name: 'McKenzie',
  short_name: 'McKenzie',
  description: 'A friendly companion. '.repeat(20),
});
const ROBOTS = 'User-agent: *\nDisallow: /\n';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Decodes a response body by its Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(raw).toString();
    case 'gzip':
      return zlib.gunzipSync(raw).toString();
    default:
      return raw.toString();
  }
}

describe('the built client', () => {
  let parentDir: string;
  let clientDir: string;
  let t: TestApp;

  beforeAll(async () => {
    // Installed somewhere with an `assets` folder on the way: only the app's own assets/ is immutable.
    parentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mckenzie-client-'));
    clientDir = path.join(parentDir, 'assets', 'client');
    fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(clientDir, 'assets/index-abc123.js'), ENTRY_JS);
    fs.writeFileSync(path.join(clientDir, 'assets/font-def456.woff2'), Buffer.alloc(2000, 7));
    fs.writeFileSync(path.join(clientDir, 'sw.js'), SW_JS);
    fs.writeFileSync(path.join(clientDir, 'robots.txt'), ROBOTS);
    fs.writeFileSync(path.join(clientDir, 'registerSW.js'), SW_JS);
    fs.writeFileSync(path.join(clientDir, 'manifest.webmanifest'), MANIFEST);
    await precompressDir(clientDir);
    t = await createTestApp({ env: { CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(parentDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the brotli copy when the browser accepts brotli', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.rawPayload.length).toBe(fs.statSync(path.join(clientDir, 'assets/index-abc123.js.br')).size);
    expect(response.rawPayload.length).toBeLessThan(ENTRY_JS.length / 10);
    expect(decoded(response)).toBe(ENTRY_JS);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(decoded(response)).toBe(ENTRY_JS);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends the file as it is otherwise, still saying it varies by encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const response = await get('/assets/index-abc123.js', acceptEncoding);
      expect(response.statusCode, String(acceptEncoding)).toBe(200);
      expect(response.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(response.body).toBe(ENTRY_JS);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('keeps hashed assets for a year, compressed or not, fonts too', async () => {
    expect((await get('/assets/index-abc123.js', 'br')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/assets/index-abc123.js', 'gzip')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/assets/index-abc123.js')).headers['cache-control']).toBe(IMMUTABLE);
    const font = await get('/assets/font-def456.woff2', 'br, gzip');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('has index.html, the service worker and the manifest revalidated on every use', async () => {
    for (const url of ['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest', '/robots.txt']) {
      for (const acceptEncoding of ['br', 'gzip', undefined]) {
        expect((await get(url, acceptEncoding)).headers['cache-control'], `${url} ${acceptEncoding}`).toBe('no-cache');
      }
    }
    const sw = await get('/sw.js', 'br');
    expect(sw.headers['content-encoding']).toBe('br');
    expect(decoded(sw)).toBe(SW_JS);
    const manifest = await get('/manifest.webmanifest', 'gzip');
    expect(manifest.headers['content-encoding']).toBe('gzip');
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(decoded(manifest)).toBe(MANIFEST);
  });

  it('answers an unknown page with index.html, compressed and not cached', async () => {
    for (const url of ['/', '/chat', '/some/deep/page?x=1']) {
      const response = await get(url, 'gzip, br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(decoded(response)).toBe(INDEX_HTML);
    }
    const gzipOnly = await get('/chat', 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipOnly)).toBe(INDEX_HTML);
    const head = await t.app.inject({ method: 'HEAD', url: '/chat', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body).toBe('');
    for (const url of ['/', '/chat', '/assets', '/assets/']) {
      const plain = await get(url);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toBe(INDEX_HTML);
    }
  });

  it('answers robots.txt with the real file: no crawling of a family app', async () => {
    const response = await get('/robots.txt', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(decoded(response)).toBe(ROBOTS);
  });

  it('still answers unknown API paths with a JSON 404, not the app', async () => {
    const response = await get('/api/nope', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('ships a robots.txt that keeps every crawler out', () => {
    const shipped = fs.readFileSync(path.join(import.meta.dirname, '../../client/public/robots.txt'), 'utf8');
    expect(shipped).toMatch(/^User-agent: \*$/m);
    expect(shipped).toMatch(/^Disallow: \/$/m);
  });
});
