/**
 * `npm run bench`: measures Jatra and writes one report, bench-results/report.md and report.json
 * (README, "Reading the bench report"). `npm run bench -- search booking` measures only the parts named.
 * The API benches run first, on a quiet machine; then `npm start`'s footprint, and the pages, each against
 * Jatra started on ports of its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { benchBooking } from '../../api/bench/booking-bench';
import { benchLoad } from '../../api/bench/load-bench';
import { benchScale } from '../../api/bench/scale/scale-bench';
import { benchSearch } from '../../api/bench/search-bench';
import { REPO_ROOT } from '../launcher/topology';
import { benchBackup } from './backup';
import { measureFootprint } from './footprint';
import { checkGoals } from './goals';
import { measureHardening } from './hardening';
import { describeMachine } from './machine';
import { benchPages } from './pages';
import { benchRush } from './rush/bench-rush';
import { renderMarkdown, type BenchReport } from './report';
import { scalePlans } from './scale-section';
import { runVitestBenches } from './vitest-benches';

const PARTS = [
  'vitest',
  'search',
  'booking',
  'load',
  'rush',
  'hardening',
  'footprint',
  'pages',
  'backup',
  'scale',
] as const;
type Part = (typeof PARTS)[number];

// `--name=value` flags belong to a part (the rush's --seconds, --scale …)
const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (asked.some((part) => !(PARTS as readonly string[]).includes(part))) {
  console.error(`usage: npm run bench [-- ${PARTS.join(' ')}]`);
  process.exit(2);
}
const wanted = (part: Part) => asked.length === 0 || asked.includes(part);

const measuredAt = new Date().toISOString();
const machine = describeMachine();
const vitest = wanted('vitest') ? await runVitestBenches() : undefined;
const search = wanted('search') ? await benchSearch() : undefined;
const booking = wanted('booking') ? await benchBooking() : undefined;
const load = wanted('load') ? await benchLoad() : undefined;
const rush = wanted('rush') ? await benchRush() : undefined;
const hardening = wanted('hardening') ? await measureHardening() : undefined;
const footprint = wanted('footprint') ? await measureFootprint() : undefined;
const pages = wanted('pages') ? await benchPages() : undefined;
const backup = wanted('backup') ? await benchBackup() : undefined;
const scale = wanted('scale') ? await benchScale() : undefined;

const report: BenchReport = {
  measuredAt,
  machine,
  goals: checkGoals({ pages: pages?.pages, search, footprint, booking, scale }),
  pages,
  footprint,
  api: vitest || search || booking ? { vitest, search, booking } : undefined,
  load,
  rush,
  hardening,
  backup,
  scale,
};
const outDir = path.join(REPO_ROOT, 'bench-results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
fs.writeFileSync(path.join(outDir, 'report.md'), renderMarkdown(report));
if (scale && !('notMeasured' in scale)) fs.writeFileSync(path.join(outDir, 'scale-plans.md'), scalePlans(scale));
console.table(
  Object.fromEntries(report.goals.map((goal) => [goal.goal, `${goal.measured}: ${goal.met ? 'met' : 'NOT MET'}`])),
);
console.log(
  `[bench] report written to ${path.relative(process.cwd(), path.join(outDir, 'report.md'))} and report.json`,
);
// a seat held twice is a bug, not a slow figure
if (booking && !booking.raceHeld) {
  console.error('[bench] a seat was held twice, or a free seat was never held');
  process.exitCode = 1;
}
if (rush && !rush.passed) {
  console.error('[bench] the festival rush broke an invariant (a double sale, money without a ticket, a lost booking)');
  process.exitCode = 1;
}
