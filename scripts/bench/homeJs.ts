import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './process';

const CLIENT_DIR = path.join(ROOT, 'dist/client');
const HOME_BUDGET_BYTES = 150 * 1024;

/** Home screen first-load JavaScript: gzip bytes of the entry script and its preloaded chunks. */
export function benchHomeJs(): void {
  if (!fs.existsSync(path.join(CLIENT_DIR, 'index.html'))) {
    console.log('Building the client first...');
    execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  }
  const html = fs.readFileSync(path.join(CLIENT_DIR, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]!);
  const files = [...new Set(refs)].map((ref) => {
    const bytes = fs.readFileSync(path.join(CLIENT_DIR, ref.replace(/^\//, '')));
    return { file: ref, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
  });
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  console.log('\nHome screen first-load JavaScript (gzip):');
  for (const f of files) console.log(`  ${f.file}  ${(f.gzip / 1024).toFixed(1)} KB`);
  console.log(`  total ${total} bytes (${(total / 1024).toFixed(1)} KB; budget 150 KB) ${total <= HOME_BUDGET_BYTES ? 'OK' : 'OVER BUDGET'}`);
}
