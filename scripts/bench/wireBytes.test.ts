import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test/testApp';
import { precompressDir } from '../build/precompress';
import { formatWireBytes, homeAssets, measureHomeWireBytes } from './wireBytes';

const INDEX_HTML = `<!doctype html><html><head>
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/chunk-b2.js">
<link rel="modulepreload" crossorigin href="/assets/chunk-b2.js">
<link rel="preload" as="font" href="/assets/font-c3.woff2">
<link rel="stylesheet" crossorigin href="/assets/index-d4.css">
</head><body>${'<div></div>'.repeat(200)}</body></html>`;

describe('homeAssets', () => {
  it('lists the entry script, modulepreloads and stylesheets once each, in order', () => {
    expect(homeAssets(INDEX_HTML)).toEqual([
      { path: '/assets/index-a1.js', kind: 'js' },
      { path: '/assets/chunk-b2.js', kind: 'js' },
      { path: '/assets/index-d4.css', kind: 'css' },
    ]);
  });
});

describe('measureHomeWireBytes', () => {
  let clientDir: string;
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mckenzie-wire-'));
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(clientDir, 'assets/index-a1.js'), 'export const a = "entry";\n'.repeat(400));
    fs.writeFileSync(path.join(clientDir, 'assets/chunk-b2.js'), 'export const b = "chunk";\n'.repeat(400));
    fs.writeFileSync(path.join(clientDir, 'assets/index-d4.css'), '.x { color: red; }\n'.repeat(400));
    await precompressDir(clientDir);
    t = await createTestApp({ env: { CLIENT_DIR: clientDir } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('counts the raw bytes each encoding puts on the wire', async () => {
    const wire = await measureHomeWireBytes(base);
    const size = (file: string) => fs.statSync(path.join(clientDir, file)).size;
    expect(wire.files.map((f) => f.path)).toEqual([
      '/',
      '/assets/index-a1.js',
      '/assets/chunk-b2.js',
      '/assets/index-d4.css',
    ]);
    expect(wire.files[1]!.bytes).toEqual({
      br: size('assets/index-a1.js.br'),
      gzip: size('assets/index-a1.js.gz'),
      identity: size('assets/index-a1.js'),
    });
    expect(wire.files[1]!.sentAs).toEqual({ br: 'br', gzip: 'gzip', identity: 'identity' });
    expect(wire.js.identity).toBe(size('assets/index-a1.js') + size('assets/chunk-b2.js'));
    expect(wire.css.br).toBe(size('assets/index-d4.css.br'));
    expect(wire.total.gzip).toBe(size('index.html.gz') + wire.js.gzip + wire.css.gzip);
    expect(formatWireBytes(wire)).toContain('JS for Home, brotli');
  });
});
