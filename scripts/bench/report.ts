/** The one bench report: its JSON shape, and the same figures as Markdown for people. */
import type { BookingFigures } from '../../api/bench/booking-bench';
import type { LoadBench, LoadFigures } from '../../api/bench/load-bench';
import type { ScaleBench } from '../../api/bench/scale/scale-bench';
import type { SearchFigures } from '../../api/bench/search-bench';
import type { BackupFigures } from './backup';
import type { Footprint } from './footprint';
import type { Hardening } from './hardening';
import { kb, type GoalCheck } from './goals';
import { table } from './markdown';
import type { LighthouseEnvironment, PageFigures } from './lighthouse';
import type { Machine } from './machine';
import type { RushFigures } from './rush/figures';
import { rushSection } from './rush/rush-report';
import { scaleSection } from './scale-section';
import type { VitestBenchFigure } from './vitest-benches';

export interface BenchReport {
  measuredAt: string;
  machine: Machine;
  goals: GoalCheck[];
  pages?: { environment: LighthouseEnvironment; runsPerPage: number; pages: PageFigures[] };
  footprint?: Footprint;
  api?: { vitest?: VitestBenchFigure[]; search?: SearchFigures; booking?: BookingFigures };
  load?: LoadBench;
  rush?: RushFigures;
  hardening?: Hardening;
  backup?: BackupFigures;
  scale?: ScaleBench;
}

function machineSection({ machine }: BenchReport): string {
  return [
    '## Machine',
    table(
      ['CPU', 'cores', 'memory', 'Node', 'OS', 'load (1 min) at start'],
      [[machine.cpu, machine.cores, `${machine.memoryGb} GB`, machine.node, machine.os, machine.loadAtStart]],
    ),
  ].join('\n\n');
}

function goalsSection({ goals }: BenchReport): string {
  const met = goals.filter((goal) => goal.met).length;
  return [
    `## Goals: ${met} of ${goals.length} met`,
    table(
      ['goal', 'measured', ''],
      goals.map((goal) => [goal.goal, goal.measured, goal.met ? 'met' : '**not met**']),
    ),
  ].join('\n\n');
}

function pagesSection(pages: NonNullable<BenchReport['pages']>): string {
  const { environment } = pages;
  return [
    '## Pages (Lighthouse, mobile)',
    `Median of ${pages.runsPerPage} runs per page. Lighthouse ${environment.lighthouse}, ${environment.browser}, ` +
      `CPU benchmark index ${environment.benchmarkIndex}. JS is the compressed JavaScript the first view downloads.`,
    table(
      ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'CLS', 'TBT', 'JS (scripts)'],
      pages.pages.map(({ name, url, median: page }) => [
        `${name} \`${new URL(url).pathname}${new URL(url).search}\``,
        page.performance,
        page.accessibility,
        page.bestPractices,
        page.seo,
        `${(page.lcpMs / 1000).toFixed(2)} s`,
        page.cls,
        `${page.tbtMs} ms`,
        `${kb(page.jsTransferBytes)} (${page.scripts})`,
      ]),
    ),
  ].join('\n\n');
}

function footprintSection(footprint: Footprint): string {
  return [
    '## Footprint of `npm start`',
    `${footprint.processes} processes holding ${footprint.rssMb} MB (RSS) once settled; ` +
      `${(footprint.startupMs / 1000).toFixed(1)} s from \`npm start\` to Home served, on a built tree.`,
    table(
      ['process', 'RSS'],
      footprint.perProcess.map((entry) => [`\`${entry.command}\``, `${entry.rssMb} MB`]),
    ),
  ].join('\n\n');
}

function apiSection(api: NonNullable<BenchReport['api']>): string {
  const parts = ['## API'];
  if (api.search) {
    const search = api.search;
    parts.push(
      `### Search, ${search.route} (provider at ${search.providerLatencyMs} ms a call)`,
      table(
        ['figure', 'value'],
        [
          ['provider round trip', `${search.providerRoundTripMs} ms`],
          ['bookable services', search.bookableServices],
          ['schedule details asked at once, when the schedules table fails', search.enrichmentConcurrency],
          ['cold search, median', `${search.coldParallelMedianMs} ms = ${search.coldParallelInRoundTrips} round trips`],
          ['cold search with every schedule detail asked (the fallback)', `${search.coldDetailsMedianMs} ms`],
          ['warm (cached) search throughput', `${search.warmRequestsPerSecond} req/s`],
          ['warm search p50 / p99', `${search.warmLatencyP50Ms} / ${search.warmLatencyP99Ms} ms`],
          ['warm errors', search.warmErrors],
        ],
      ),
      '#### Where a cold search spends its time (one search, timed in the process)',
      table(
        ['part', 'time'],
        [
          ['availabilities and schedules (and operators), in parallel', `${search.coldTimeline.availabilitiesMs} ms`],
          [
            `schedule details, ${search.coldTimeline.scheduleDetailCalls} calls, first sent to last answered`,
            `${search.coldTimeline.scheduleDetailsMs} ms`,
          ],
          ['our own work between and after', `${search.coldTimeline.ownMs} ms`],
          ['whole search', `${search.coldTimeline.totalMs} ms`],
        ],
      ),
      "#### How a cold search grows with the route (services set by the simulator's `rosterSizes` knob)",
      table(
        ['bookable services', 'cold search', 'provider round trips'],
        search.growth.map((row) => [row.services, `${row.coldMs} ms`, row.roundTrips]),
      ),
      "#### Where the API's CPU goes under warm load (V8 sampling profile of the API's process, in a load run of its own; busy time)",
      table(
        ['where', 'share'],
        search.warmProfile.map((row) => [`\`${row.where}\``, `${row.percent} %`]),
      ),
    );
  }
  if (api.booking) {
    const booking = api.booking;
    parts.push(
      `### Booking (provider at ${booking.providerLatencyMs} ms a call)`,
      table(
        ['figure', 'value'],
        [
          ['seat layout p50 / p99', `${booking.seatLayoutP50Ms} / ${booking.seatLayoutP99Ms} ms`],
          [
            'tentative booking (hold) p50 / p99',
            `${booking.tentativeBookingP50Ms} / ${booking.tentativeBookingP99Ms} ms`,
          ],
          [
            `${booking.racers} travellers racing for ${booking.contestedSeats} seats`,
            `${booking.raceDurationMs} ms, ${booking.holdAttemptsPerSecond} holds/s`,
          ],
          ['held / refused (409) / other', `${booking.held} / ${booking.refused409} / ${booking.otherAnswers}`],
          ['seats held twice', booking.seatsHeldTwice],
        ],
      ),
    );
  }
  if (api.vitest?.length) {
    parts.push(
      '### Vitest benchmarks',
      table(
        ['benchmark', 'ops/s', 'mean', 'p99', 'samples'],
        api.vitest.map((bench) => [
          `${bench.group} › ${bench.name}`,
          bench.opsPerSecond,
          `${bench.meanMs} ms`,
          `${bench.p99Ms} ms`,
          bench.samples,
        ]),
      ),
    );
  }
  return parts.join('\n\n');
}

function loadTable(figures: LoadFigures): string {
  return [
    `### On ${figures.database}`,
    table(
      ['route', 'connections', 'requests/s', 'p50', 'p99', 'failed'],
      figures.routes.flatMap(({ route, steps, bendsAt }) =>
        steps.map((step) => [
          step.connections === bendsAt ? `${route} (bends here)` : route,
          step.connections,
          step.requestsPerSecond,
          `${step.p50Ms} ms`,
          `${step.p99Ms} ms`,
          step.failed,
        ]),
      ),
    ),
  ].join('\n\n');
}

function loadSection(load: LoadBench): string {
  const { pglite } = load;
  return [
    '## Load at rising concurrency',
    `autocannon, ${pglite.stepSeconds} s a step for reads; a hold takes a seat of its own, so hold steps send ` +
      `10 holds per connection. Provider at ${pglite.providerLatencyMs} ms a call. A route bends at the first ` +
      'step whose throughput grew less than 25 % over the step before.',
    loadTable(pglite),
    'routes' in load.postgres ? loadTable(load.postgres) : `PostgreSQL not measured: ${load.postgres.notMeasured}.`,
  ].join('\n\n');
}

function hardeningSection({ limits, fuzz, faults }: Hardening): string {
  const fuzzLine =
    'notMeasured' in fuzz
      ? `Hostile-input fuzz not measured: ${fuzz.notMeasured}.`
      : `Hostile-input fuzz (seeded fast-check, every \`/api\` and \`/auth/v1\` route): ${fuzz.routes} routes, ` +
        `${fuzz.requests} requests, ${fuzz.failures} routes with a 5xx, an answer outside the error shape or an ` +
        `error logged${fuzz.passed ? '' : ' (**the test failed**)'}.`;
  const faultLines =
    'notMeasured' in faults
      ? [`Fault run not measured: ${faults.notMeasured}.`]
      : [
          `Fault run (\`npm run test:faults\`, ${faults.seconds} s${faults.passed ? '' : ', **failed**'}): ` +
            `${faults.journeys} journeys, ${faults.holds} holds, ${faults.paid} paid, ${faults.cancelled} cancelled, ` +
            `${faults.apiStarts} API starts, under: ${faults.faults.join('; ')}.`,
          table(
            ['invariant', 'count'],
            Object.entries(faults.invariants).map(([name, count]) => [name, count]),
          ),
        ];
  return [
    '## Hardening',
    'Abuse limits as `npm start` and production set them, tried as an attacker would:',
    table(
      ['limit', 'tried', 'first refused at', 'answer'],
      limits.map((limit) => [limit.limit, limit.tried, limit.refusedAt ?? 'never', limit.answer]),
    ),
    fuzzLine,
    ...faultLines,
  ].join('\n\n');
}

function backupSection(backup: BackupFigures): string {
  const above = Math.round((backup.peakRssMb - backup.idleRssMb) * 10) / 10;
  return [
    '## Backup Now on a large database',
    `The admin export (\`GET /api/admin/backup\`) of ${backup.database}, read as fast as the bench can, with the API's peak memory (RSS: the kernel's high-water mark, reset just before). Goal: peak ≤ 300 MB above idle.`,
    table(
      [
        'Tables',
        'Rows',
        'File',
        'First byte',
        'Whole file',
        'RSS idle',
        'RSS peak',
        'Above idle',
        'A second export meanwhile',
      ],
      [
        [
          backup.tables,
          backup.rows.toLocaleString('en-IN'),
          `${backup.fileMb} MB`,
          `${(backup.firstByteMs / 1000).toFixed(1)} s`,
          `${(backup.totalMs / 1000).toFixed(1)} s`,
          `${backup.idleRssMb} MB`,
          `${backup.peakRssMb} MB`,
          `${above} MB`,
          String(backup.concurrentStatus),
        ],
      ],
    ),
  ].join('\n\n');
}

export function renderMarkdown(report: BenchReport): string {
  const sections = [
    `# Jatra bench report, ${report.measuredAt}`,
    'Measured, not asserted: a goal not met is a finding, not a failed run. How to read it: README, "Reading the bench report".',
    machineSection(report),
    goalsSection(report),
    report.pages && pagesSection(report.pages),
    report.footprint && footprintSection(report.footprint),
    report.api && apiSection(report.api),
    report.load && loadSection(report.load),
    report.rush && rushSection(report.rush),
    report.hardening && hardeningSection(report.hardening),
    report.backup && backupSection(report.backup),
    report.scale && scaleSection(report.scale),
  ];
  return `${sections.filter(Boolean).join('\n\n')}\n`;
}
