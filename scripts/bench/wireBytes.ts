/**
 * Home's bytes on the wire by encoding: index.html plus what it makes the browser fetch before the first
 * paint (the entry script, its modulepreloads and the stylesheets), each asked for with
 * `Accept-Encoding: br`, then `gzip`, then `identity`. Starts nothing: give it the base URL of a running server.
 */
import http from 'node:http';

export const ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Goal from issue 17: Home's JavaScript, brotli-compressed, in at most 110 KB. */
export const HOME_JS_BROTLI_GOAL_BYTES = 110 * 1024;

export interface WireFile {
  path: string;
  kind: 'html' | 'js' | 'css';
  bytes: Record<Encoding, number>;
  /** The Content-Encoding the server actually answered with, per asked encoding. */
  sentAs: Record<Encoding, string>;
}

export interface WireBytes {
  files: WireFile[];
  js: Record<Encoding, number>;
  css: Record<Encoding, number>;
  total: Record<Encoding, number>;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The entry script, modulepreloads and stylesheets a built index.html makes the browser load, in order. */
export function homeAssets(html: string): { path: string; kind: 'js' | 'css' }[] {
  const found: { path: string; kind: 'js' | 'css' }[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const rel = attribute(tag, 'rel');
    const src = tag.startsWith('<script')
      ? attribute(tag, 'src')
      : rel === 'modulepreload'
        ? attribute(tag, 'href')
        : undefined;
    const href = tag.startsWith('<link') && rel === 'stylesheet' ? attribute(tag, 'href') : undefined;
    if (src) found.push({ path: src, kind: 'js' });
    if (href) found.push({ path: href, kind: 'css' });
  }
  return found.filter((asset, index) => found.findIndex((other) => other.path === asset.path) === index);
}

/** One GET with the raw body counted as it arrives (fetch would decompress it first). */
function rawGet(
  url: string,
  encoding: Encoding,
): Promise<{ status: number; bytes: number; body: Buffer; sentAs: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': encoding }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          bytes: body.length,
          body,
          sentAs: response.headers['content-encoding'] ?? 'identity',
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const zero = (): Record<Encoding, number> => ({ br: 0, gzip: 0, identity: 0 });

export async function measureHomeWireBytes(baseUrl: string): Promise<WireBytes> {
  const index = await rawGet(`${baseUrl}/`, 'identity');
  if (index.status !== 200) throw new Error(`GET / answered ${index.status}`);
  const targets = [{ path: '/', kind: 'html' as const }, ...homeAssets(index.body.toString('utf8'))];
  const files: WireFile[] = [];
  for (const target of targets) {
    const file: WireFile = { ...target, bytes: zero(), sentAs: { br: '', gzip: '', identity: '' } };
    for (const encoding of ENCODINGS) {
      const response = await rawGet(new URL(target.path, baseUrl).href, encoding);
      if (response.status !== 200) throw new Error(`GET ${target.path} answered ${response.status}`);
      file.bytes[encoding] = response.bytes;
      file.sentAs[encoding] = response.sentAs;
    }
    files.push(file);
  }
  const sum = (kinds: WireFile['kind'][]) => {
    const result = zero();
    for (const file of files.filter((f) => kinds.includes(f.kind))) {
      for (const encoding of ENCODINGS) result[encoding] += file.bytes[encoding];
    }
    return result;
  };
  return { files, js: sum(['js']), css: sum(['css']), total: sum(['html', 'js', 'css']) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);

export function formatWireBytes(wire: WireBytes, { perFile = false } = {}): string {
  const row = (label: string, bytes: Record<Encoding, number>) =>
    `  ${label.padEnd(44)}${ENCODINGS.map((encoding) => kb(bytes[encoding])).join('')}`;
  const lines = ['\nHome over the wire (index.html, entry script, modulepreloads, stylesheets):'];
  lines.push(`  ${''.padEnd(44)}${ENCODINGS.map((encoding) => encoding.padStart(10)).join('')}`);
  if (perFile) for (const file of wire.files) lines.push(row(file.path, file.bytes));
  lines.push(row(`JavaScript (${wire.files.filter((f) => f.kind === 'js').length} files)`, wire.js));
  lines.push(row(`CSS (${wire.files.filter((f) => f.kind === 'css').length} files)`, wire.css));
  lines.push(row('all of it, with index.html', wire.total));
  const ok = wire.js.br <= HOME_JS_BROTLI_GOAL_BYTES;
  lines.push(
    `  JS for Home, brotli: ${kb(wire.js.br).trim()} (goal ${HOME_JS_BROTLI_GOAL_BYTES / 1024} KB) ${ok ? 'OK' : 'OVER GOAL'}`,
  );
  // Tiny files may rightly go as they are (compressing would not make them smaller); larger ones never should.
  const notCompressed = wire.files
    .filter((f) => f.bytes.identity > 1024 && (f.sentAs.br !== 'br' || f.sentAs.gzip !== 'gzip'))
    .map((f) => f.path);
  if (notCompressed.length > 0) lines.push(`  NOT SENT COMPRESSED: ${notCompressed.join(', ')}`);
  return lines.join('\n');
}

/** For `npm run bench`: measures and prints, and returns the figures. */
export async function benchWireBytes(baseUrl: string): Promise<WireBytes> {
  const wire = await measureHomeWireBytes(baseUrl);
  process.stdout.write(`${formatWireBytes(wire, { perFile: process.env.BENCH_WIRE_FILES === '1' })}\n`);
  return wire;
}
