/**
 * `npm run bench`: the numbers DESIGN.md and docs/performance.md budget. Each part lives in scripts/bench/
 * and runs against the built app (client and server) on loopback; nothing is written outside temp dirs.
 * Parts: BENCH_ONLY=home,messages (default: all).
 */
import { benchHomeJs } from './bench/homeJs';
import { benchMessages } from './bench/messages';

const only = process.env.BENCH_ONLY?.split(',');
const wanted = (part: string) => !only || only.includes(part);

if (wanted('home')) benchHomeJs();
if (wanted('messages')) await benchMessages();
