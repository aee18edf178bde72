/**
 * `npm run bench`: the numbers DESIGN.md and docs/performance.md budget. Each part lives in scripts/bench/
 * and runs against the built app (client and server) on loopback; nothing is written outside temp dirs.
 * Parts: BENCH_ONLY=home,wire,reply,lighthouse,messages (default: all); LIGHTHOUSE_RUNS=N (default 3). The first reply runs
 * first, on a server that has just started; Lighthouse runs before the load test, on an idle machine.
 */
import { benchFirstReply } from './bench/firstReply';
import { benchHomeJs } from './bench/homeJs';
import { benchLighthouse } from './bench/lighthouse';
import { benchMessages } from './bench/messages';
import { withBuiltServer } from './bench/page';
import { benchWireBytes } from './bench/wireBytes';

const only = process.env.BENCH_ONLY?.split(',');
const wanted = (part: string) => !only || only.includes(part);

if (wanted('home')) benchHomeJs();
if (wanted('wire') || wanted('reply') || wanted('lighthouse')) {
  await withBuiltServer(async (base) => {
    if (wanted('reply')) await benchFirstReply(base);
    if (wanted('wire')) await benchWireBytes(base);
    if (wanted('lighthouse')) await benchLighthouse(base, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  });
}
if (wanted('messages')) await benchMessages();
