/**
 * `npm run bench`: the numbers DESIGN.md budgets.
 *  1. Home screen first-load JavaScript (gzip bytes of the entry script and its preloaded chunks).
 *  2. POST /api/messages with 200 concurrent children on SQLite: throughput and p99 latency.
 * Runs against the built client and a real server process on loopback; writes nothing outside a temp dir.
 */
import { spawn, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENT_DIR = path.join(ROOT, 'dist/client');
const PORT = Number(process.env.BENCH_PORT ?? 5190);
const CONNECTIONS = 200;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const HOME_BUDGET_BYTES = 150 * 1024;
const P99_BUDGET_MS = 100;

function homeFirstLoadJs(): { files: { file: string; gzip: number }[]; total: number } {
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
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}

async function waitForHealth(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

async function benchMessages() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mckenzie-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LLM_BASE_URL: '', LOG_LEVEL: 'warn', RATE_LIMITS: 'off' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitForHealth(`${base}/api/health`);
    const companion = (await (await fetch(`${base}/api/user/mckenzie`)).json()) as { id: number };
    const children: { cookie: string; id: number }[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const response = await fetch(`${base}/api/user/current`);
      const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
      children.push({ cookie, id: ((await response.json()) as { id: number }).id });
    }
    const questions = ['what is 7 plus 5', 'why is the sky blue', 'I feel happy today', 'tell me a joke', 'how do you spell elephant'];
    let next = 0;
    const result = await autocannon({
      url: `${base}/api/messages`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      method: 'POST',
      setupClient: (client) => {
        const child = children[next++ % children.length]!;
        client.setHeaders({ 'content-type': 'application/json', cookie: child.cookie });
        client.setBody(
          JSON.stringify({
            fromUserId: child.id,
            toUserId: companion.id,
            content: questions[next % questions.length],
            category: 'general',
            messageType: 'text',
            childAge: 6,
          }),
        );
      },
    });
    return result;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const home = homeFirstLoadJs();
console.log('\nHome screen first-load JavaScript (gzip):');
for (const f of home.files) console.log(`  ${f.file}  ${(f.gzip / 1024).toFixed(1)} KB`);
console.log(`  total ${home.total} bytes (${(home.total / 1024).toFixed(1)} KB; budget 150 KB) ${home.total <= HOME_BUDGET_BYTES ? 'OK' : 'OVER BUDGET'}`);

const result = await benchMessages();
const non2xx = result.non2xx + result.errors + result.timeouts;
console.log(`\nPOST /api/messages, ${CONNECTIONS} concurrent children, ${DURATION_S} s, SQLite, offline companion:`);
console.log(`  requests/s  avg ${result.requests.average.toFixed(0)}  (total ${result.requests.total})`);
console.log(`  latency ms  p50 ${result.latency.p50}  p90 ${result.latency.p90}  p99 ${result.latency.p99}  max ${result.latency.max}`);
console.log(`  errors      ${non2xx} (non-2xx ${result.non2xx}, socket errors ${result.errors}, timeouts ${result.timeouts})`);
console.log(`  p99 budget ${P99_BUDGET_MS} ms: ${result.latency.p99 <= P99_BUDGET_MS && non2xx === 0 ? 'OK' : 'OVER BUDGET'}`);
