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
import { benchLighthouse } from './bench/lighthouse';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENT_DIR = path.join(ROOT, 'dist/client');
const PORT = Number(process.env.BENCH_PORT ?? 5190);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const HOME_BUDGET_BYTES = 150 * 1024;
const P99_BUDGET_MS = 100;

function homeFirstLoadJs(): { files: { file: string; gzip: number }[]; total: number } {
  if (!fs.existsSync(path.join(CLIENT_DIR, 'index.html'))) {
    console.log('Building the client first...');
    execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  }
  const html = fs.readFileSync(path.join(CLIENT_DIR, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
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

/** Requests per second for the paced run: every child posting twice a second, far faster than anyone types. */
const PACED_RATE = Number(process.env.BENCH_PACED_RATE ?? 400);

async function benchMessages() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mckenzie-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LLM_BASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitForHealth(`${base}/api/health`);
    await benchLighthouse(base); // on the idle server, before the load below
    const companion = (await (await fetch(`${base}/api/user/mckenzie`)).json()) as { id: number };
    const children: { cookie: string; id: number }[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const response = await fetch(`${base}/api/user/current`);
      const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
      children.push({ cookie, id: ((await response.json()) as { id: number }).id });
    }
    const questions = [
      'what is 7 plus 5',
      'why is the sky blue',
      'I feel happy today',
      'tell me a joke',
      'how do you spell elephant',
    ];
    let next = 0;
    const run = () =>
      autocannon({
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
    // Paced like busy children first (on a warm, idle server), then flat out: every child posts again
    // the moment it has an answer, which measures how much the server can take.
    await pacedLoad(base, children, companion.id, questions, 3); // warm-up: JIT, caches, indexes
    const paced = await pacedLoad(base, children, companion.id, questions, DURATION_S);
    const saturated = await run();
    return { saturated, paced };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const home = homeFirstLoadJs();
console.log('\nHome screen first-load JavaScript (gzip):');
for (const f of home.files) console.log(`  ${f.file}  ${(f.gzip / 1024).toFixed(1)} KB`);
console.log(
  `  total ${home.total} bytes (${(home.total / 1024).toFixed(1)} KB; budget 150 KB) ${home.total <= HOME_BUDGET_BYTES ? 'OK' : 'OVER BUDGET'}`,
);

interface PacedResult {
  sent: number;
  errors: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/**
 * Each child posts on its own steady clock (a random phase, then every CONNECTIONS / PACED_RATE seconds),
 * so the server sees PACED_RATE messages a second spread evenly, not in bursts.
 */
async function pacedLoad(
  base: string,
  children: { cookie: string; id: number }[],
  companionId: number,
  questions: string[],
  seconds: number,
): Promise<PacedResult> {
  const intervalMs = (children.length / PACED_RATE) * 1000;
  const latencies: number[] = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    children.map(async (child, index) => {
      await new Promise((r) => setTimeout(r, Math.random() * intervalMs));
      let next = Date.now();
      for (let i = 0; Date.now() < until; i++) {
        const started = performance.now();
        try {
          const response = await fetch(`${base}/api/messages`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: child.cookie },
            body: JSON.stringify({
              fromUserId: child.id,
              toUserId: companionId,
              content: questions[(index + i) % questions.length],
              category: 'general',
              messageType: 'text',
              childAge: 6,
            }),
          });
          await response.arrayBuffer();
          if (response.status !== 201) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - started);
        next += intervalMs;
        await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    sent: latencies.length,
    errors,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: Math.round(latencies.at(-1) ?? 0),
  };
}

const { saturated, paced } = await benchMessages();
const report = (title: string, result: autocannon.Result) => {
  const errors = result.non2xx + result.errors + result.timeouts;
  console.log(`\n${title}`);
  console.log(`  requests/s  avg ${result.requests.average.toFixed(0)}  (total ${result.requests.total})`);
  console.log(
    `  latency ms  p50 ${result.latency.p50}  p90 ${result.latency.p90}  p99 ${result.latency.p99}  max ${result.latency.max}`,
  );
  console.log(
    `  errors      ${errors} (non-2xx ${result.non2xx}, socket errors ${result.errors}, timeouts ${result.timeouts})`,
  );
  return errors;
};
const where = `${CONNECTIONS} concurrent children, ${DURATION_S} s, SQLite, offline companion`;
report(`POST /api/messages flat out: ${where}`, saturated);
console.log(`\nPOST /api/messages paced at ${PACED_RATE} messages/s: ${where}`);
console.log(`  sent ${paced.sent} (${(paced.sent / DURATION_S).toFixed(0)}/s)`);
console.log(`  latency ms  p50 ${paced.p50}  p90 ${paced.p90}  p99 ${paced.p99}  max ${paced.max}`);
console.log(`  errors      ${paced.errors}`);
console.log(
  `\n  p99 budget ${P99_BUDGET_MS} ms at ${PACED_RATE} messages/s: ${paced.p99 <= P99_BUDGET_MS && paced.errors === 0 ? 'OK' : 'OVER BUDGET'}`,
);
