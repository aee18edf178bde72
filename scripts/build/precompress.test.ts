import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  fs.mkdirSync(path.join(dir, 'assets'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const script = 'export function greet(name) { return "Hello " + name; }\n'.repeat(200);

describe('precompressDir', () => {
  it('writes brotli and gzip twins that decompress to the original, smaller than it', async () => {
    fs.writeFileSync(path.join(dir, 'assets/index-abc123.js'), script);
    const results = await precompressDir(dir);

    const br = fs.readFileSync(path.join(dir, 'assets/index-abc123.js.br'));
    const gz = fs.readFileSync(path.join(dir, 'assets/index-abc123.js.gz'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
    expect(zlib.gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(script.length);
    expect(results).toEqual([
      { file: path.join(dir, 'assets/index-abc123.js'), size: script.length, br: br.length, gzip: gz.length },
    ]);
  });

  it('covers html, css, svg, json, webmanifest and txt, in sub-folders too', async () => {
    const names = ['index.html', 'assets/a.css', 'logo.svg', 'data.json', 'manifest.webmanifest', 'notes.txt'];
    for (const name of names) fs.writeFileSync(path.join(dir, name), `${name} `.repeat(100));
    await precompressDir(dir);
    for (const name of names) {
      expect(fs.existsSync(path.join(dir, `${name}.br`)), name).toBe(true);
      expect(fs.existsSync(path.join(dir, `${name}.gz`)), name).toBe(true);
    }
  });

  it('leaves fonts and images alone', async () => {
    fs.writeFileSync(path.join(dir, 'assets/font.woff2'), 'x'.repeat(5000));
    fs.writeFileSync(path.join(dir, 'icon.png'), 'x'.repeat(5000));
    await precompressDir(dir);
    expect(fs.readdirSync(path.join(dir, 'assets'))).toEqual(['font.woff2']);
    expect(fs.readdirSync(dir).sort()).toEqual(['assets', 'icon.png']);
  });

  it('keeps no compressed copy that is not smaller, and removes a stale one', async () => {
    fs.writeFileSync(path.join(dir, 'robots.txt'), 'x');
    fs.writeFileSync(path.join(dir, 'robots.txt.br'), 'stale');
    const [result] = await precompressDir(dir);
    expect(result).toEqual({ file: path.join(dir, 'robots.txt'), size: 1 });
    expect(fs.readdirSync(dir).sort()).toEqual(['assets', 'robots.txt']);
  });
});
