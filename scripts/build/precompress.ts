import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text-like files worth compressing; fonts (woff2) and images are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;

export interface PrecompressedFile {
  file: string;
  size: number;
  br?: number;
  gzip?: number;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside a file, each only when smaller. */
export async function precompressFile(file: string): Promise<PrecompressedFile> {
  const bytes = await fs.readFile(file);
  const result: PrecompressedFile = { file, size: bytes.length };
  const br = await brotli(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = await gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION });
  for (const [encoding, extension, compressed] of [
    ['br', '.br', br],
    ['gzip', '.gz', gz],
  ] as const) {
    if (compressed.length < bytes.length) {
      await fs.writeFile(file + extension, compressed);
      result[encoding] = compressed.length;
    } else {
      // A copy left from an earlier build would be served in place of the newer file.
      await fs.rm(file + extension, { force: true });
    }
  }
  return result;
}

/** Pre-compresses every compressible file under `dir` so the server can send it without compressing per request. */
export async function precompressDir(dir: string): Promise<PrecompressedFile[]> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  const results: PrecompressedFile[] = [];
  for (const file of files) results.push(await precompressFile(file));
  return results;
}

/**
 * Vite plugin: after the build (and after plugins that write files in their own closeBundle, such as the
 * service worker generator) every compressible file in the output gets its `.br` and `.gz` twin.
 */
export function precompress(): Plugin {
  let outDir = '';
  let logger: ResolvedConfig['logger'] | undefined;
  return {
    name: 'mckenzie:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const results = await precompressDir(outDir);
        const brotliCount = results.filter((result) => result.br !== undefined).length;
        logger?.info(`precompressed ${brotliCount} of ${results.length} files (brotli + gzip)`);
      },
    },
  };
}
