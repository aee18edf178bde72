/**
 * `POST /api/messages` side by side with its yardstick, plus start time and idle memory:
 *  (a) a bare Fastify + better-sqlite3 route doing the same two WAL inserts, 200 children flat out;
 *  (b) the real route flat out, 200 children each with their own session cookie, and the ratio real/bare;
 *  (c) the real route paced at 400 messages/s;
 *  (d) cold start of `npm start`'s server (`node … dist/server/index.js`) to its first answer (median of 3);
 *  (e) resident memory once started and idle (and, for information, after the loaded runs).
 * The server runs with the Node flags of `npm start` (see startFlags).
 * Every server is its own process on loopback; autocannon drives it from this one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  cpuMs, ensureServerBuilt, median, printRow, rssMb, serverEnv, SERVER_ARGS, startNode, stop, waitForOk,
} from './process';

const PORT = Number(process.env.BENCH_PORT ?? 5190);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** Requests per second for the paced run: every child posting twice a second, far faster than anyone types. */
const PACED_RATE = Number(process.env.BENCH_PACED_RATE ?? 400);
const COLD_STARTS = 3;
const IDLE_SETTLE_MS = 1_500;

const GOALS = { ratio: 0.5, p99Ms: 100, startMs: 1_000, rssMb: 120 };

const QUESTIONS = [
  'what is 7 plus 5',
  'why is the sky blue',
  'I feel happy today',
  'tell me a joke',
  'how do you spell elephant',
];

interface Child { cookie: string; id: number }

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mckenzie-bench-'));

function messageBody(child: Child, companionId: number, content: string): string {
  return JSON.stringify({ fromUserId: child.id, toUserId: companionId, content, category: 'general', messageType: 'text', childAge: 6 });
}

/** Every connection posts as its own child; each posts again the instant it has its answer. */
function flatOut(base: string, children: Child[], companionId: number, seconds: number): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url: `${base}/api/messages`,
    connections: children.length,
    duration: seconds,
    method: 'POST',
    setupClient: (client) => {
      const index = next++;
      const child = children[index % children.length]!;
      client.setHeaders({ 'content-type': 'application/json', cookie: child.cookie });
      client.setBody(messageBody(child, companionId, QUESTIONS[index % QUESTIONS.length]!));
    },
  });
}

/** A flat-out run and the server's CPU per answered request (steadier than req/s on a busy machine). */
interface Measured { result: autocannon.Result; cpuMsPerRequest: number }

async function measured(pid: number, run: () => Promise<autocannon.Result>): Promise<Measured> {
  const before = cpuMs(pid);
  const result = await run();
  return { result, cpuMsPerRequest: (cpuMs(pid) - before) / Math.max(1, result.requests.total) };
}

interface PacedResult { sent: number; errors: number; p50: number; p90: number; p99: number; max: number }

/**
 * Each child posts on its own steady clock (a random phase, then every CONNECTIONS / PACED_RATE seconds),
 * so the server sees PACED_RATE messages a second spread evenly, not in bursts.
 */
async function paced(base: string, children: Child[], companionId: number, seconds: number): Promise<PacedResult> {
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
            body: messageBody(child, companionId, QUESTIONS[(index + i) % QUESTIONS.length]!),
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
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { sent: latencies.length, errors, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: Math.round(latencies.at(-1) ?? 0) };
}

/** (d) and (e): a fresh data directory each time, polled every 5 ms from the moment of spawning. */
async function coldStarts(): Promise<{ startMs: number[]; rss: number[] }> {
  const startMs: number[] = [];
  const rss: number[] = [];
  for (let i = 0; i < COLD_STARTS; i++) {
    const dataDir = tempDir();
    const spawned = performance.now();
    const server = startNode(SERVER_ARGS, serverEnv(PORT, dataDir));
    try {
      await waitForOk(`http://127.0.0.1:${PORT}/api/health`, { everyMs: 5 });
      startMs.push(performance.now() - spawned);
      await new Promise((r) => setTimeout(r, IDLE_SETTLE_MS));
      rss.push(rssMb(server.pid!));
    } finally {
      await stop(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { startMs, rss };
}

/** (a): the bare route, children 2… with a `child=<id>` cookie each (companion is 1). */
async function bareRoute(): Promise<Measured> {
  const dataDir = tempDir();
  const server = startNode(['--import', 'tsx', path.join(import.meta.dirname, 'bareServer.ts')], { ...process.env, PORT: String(PORT), DATA_DIR: dataDir });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitForOk(`${base}/api/health`, { everyMs: 50 });
    const children = Array.from({ length: CONNECTIONS }, (_, i) => ({ id: i + 2, cookie: `child=${i + 2}` }));
    await flatOut(base, children, 1, 2); // warm-up: JIT
    return await measured(server.pid!, () => flatOut(base, children, 1, DURATION_S));
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** (b) and (c): the real server, 200 children each signed in with their own session cookie. */
async function realRoute(): Promise<{ saturatedRun: Measured; pacedResult: PacedResult; rssAfterLoad: number }> {
  const dataDir = tempDir();
  const server = startNode(SERVER_ARGS, serverEnv(PORT, dataDir));
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitForOk(`${base}/api/health`, { everyMs: 50 });
    const companion = (await (await fetch(`${base}/api/user/mckenzie`)).json()) as { id: number };
    const children: Child[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const response = await fetch(`${base}/api/user/current`);
      const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
      children.push({ cookie, id: ((await response.json()) as { id: number }).id });
    }
    // Paced like busy children first (on a warm, idle server), then flat out: every child posts again
    // the moment it has an answer, which measures how much the server can take.
    await paced(base, children, companion.id, 3); // warm-up: JIT, caches, indexes
    const pacedResult = await paced(base, children, companion.id, DURATION_S);
    const saturatedRun = await measured(server.pid!, () => flatOut(base, children, companion.id, DURATION_S));
    await new Promise((r) => setTimeout(r, IDLE_SETTLE_MS));
    return { saturatedRun, pacedResult, rssAfterLoad: rssMb(server.pid!) };
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** autocannon counts a timeout among its errors too. */
const errorsOf = (result: autocannon.Result) => result.non2xx + result.errors;

function describe(title: string, { result, cpuMsPerRequest }: Measured): void {
  console.log(`\n${title}`);
  console.log(`  requests/s  avg ${result.requests.average.toFixed(0)}  (total ${result.requests.total}; server CPU ${cpuMsPerRequest.toFixed(3)} ms per request)`);
  console.log(`  latency ms  p50 ${result.latency.p50}  p90 ${result.latency.p90}  p99 ${result.latency.p99}  max ${result.latency.max}`);
  console.log(`  errors      ${errorsOf(result)} (non-2xx ${result.non2xx}, socket errors ${result.errors}, timeouts ${result.timeouts})`);
}

export async function benchMessages(): Promise<void> {
  ensureServerBuilt();
  const where = `${CONNECTIONS} children, ${DURATION_S} s, SQLite`;
  console.log(`\nPOST /api/messages and the server at rest (load average ${fs.readFileSync('/proc/loadavg', 'utf8').trim()})`);

  const start = await coldStarts();
  const bareRun = await bareRoute();
  const { saturatedRun, pacedResult, rssAfterLoad } = await realRoute();
  const [bare, saturated] = [bareRun.result, saturatedRun.result];

  describe(`(a) bare Fastify + better-sqlite3, two inserts in one transaction, flat out: ${where}`, bareRun);
  describe(`(b) real POST /api/messages flat out, offline companion: ${where}`, saturatedRun);
  console.log(`\n(c) real POST /api/messages paced at ${PACED_RATE} messages/s: ${where}`);
  console.log(`  sent ${pacedResult.sent} (${(pacedResult.sent / DURATION_S).toFixed(0)}/s)`);
  console.log(`  latency ms  p50 ${pacedResult.p50}  p90 ${pacedResult.p90}  p99 ${pacedResult.p99}  max ${pacedResult.max}`);
  console.log(`  errors      ${pacedResult.errors}`);
  console.log(`\n(d) cold start to first answer, ms: ${start.startMs.map((ms) => ms.toFixed(0)).join(', ')}`);
  console.log(`(e) idle RSS after start, MB: ${start.rss.map((mb) => mb.toFixed(0)).join(', ')}; after the runs above: ${rssAfterLoad.toFixed(0)}`);

  const ratio = saturated.requests.average / bare.requests.average;
  const startMedian = median(start.startMs);
  const rssMedian = median(start.rss);
  console.log('\nGoals (issue 18):');
  printRow('real/bare throughput', `${saturated.requests.average.toFixed(0)}/s ÷ ${bare.requests.average.toFixed(0)}/s = ${(ratio * 100).toFixed(0)}%`, `≥ ${GOALS.ratio * 100}%`, ratio >= GOALS.ratio);
  printRow('real route p99 flat out', `${saturated.latency.p99} ms, ${errorsOf(saturated)} errors`, `≤ ${GOALS.p99Ms} ms, no errors`, saturated.latency.p99 <= GOALS.p99Ms && errorsOf(saturated) === 0);
  printRow(`real route p99 paced at ${PACED_RATE}/s`, `${pacedResult.p99} ms, ${pacedResult.errors} errors`, `≤ ${GOALS.p99Ms} ms, no errors`, pacedResult.p99 <= GOALS.p99Ms && pacedResult.errors === 0);
  printRow('cold start to first answer (median)', `${startMedian.toFixed(0)} ms`, `≤ ${GOALS.startMs} ms`, startMedian <= GOALS.startMs);
  printRow('idle RSS after start (median)', `${rssMedian.toFixed(0)} MB`, `≤ ${GOALS.rssMb} MB`, rssMedian <= GOALS.rssMb);
}
