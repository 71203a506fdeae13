/** The bench's goals, checked against a report: met or not met, never a failed run (these are measurements). */
import type { BookingFigures } from '../../api/bench/booking-bench';
import { SCALE_GOAL_MS } from '../../api/bench/scale/catalogue';
import type { ScaleBench } from '../../api/bench/scale/scale-bench';
import type { SearchFigures } from '../../api/bench/search-bench';
import type { PageFigures } from './lighthouse';

export const GOALS = {
  /** every Lighthouse category: performance, accessibility, best practices, SEO */
  minCategoryScore: 95,
  maxCls: 0.02,
  maxLcpMs: 2000,
  maxTbtMs: 150,
  /** JavaScript over the wire for the first view of Home; 1 KB = 1000 bytes */
  maxHomeJsBytes: 170_000,
  maxRssMb: 500,
  maxColdSearchRoundTrips: 2.2,
  /** a route with this many bookable services or more… */
  busyRouteServices: 100,
  /** …is searched cold in at most this many provider round trips */
  maxBusyRouteRoundTrips: 3,
  maxWarmP99Ms: 5,
  minWarmRequestsPerSecond: 5000,
  /** on the scale data set: p95 of every list and page read, and of the admin overview */
  scaleP95Ms: SCALE_GOAL_MS,
} as const;

export interface GoalCheck {
  goal: string;
  measured: string;
  met: boolean;
}

export interface Measured {
  pages?: PageFigures[];
  search?: SearchFigures;
  footprint?: { rssMb: number };
  booking?: BookingFigures;
  scale?: ScaleBench;
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function pageGoals({ name, median: page }: PageFigures): GoalCheck[] {
  const scores = [page.performance, page.accessibility, page.bestPractices, page.seo];
  return [
    {
      goal: `${name}: every Lighthouse category ≥ ${GOALS.minCategoryScore}`,
      measured: scores.join(' / '),
      met: scores.every((value) => value >= GOALS.minCategoryScore),
    },
    { goal: `${name}: CLS ≤ ${GOALS.maxCls}`, measured: String(page.cls), met: page.cls <= GOALS.maxCls },
    {
      goal: `${name}: LCP ≤ ${GOALS.maxLcpMs / 1000} s`,
      measured: `${(page.lcpMs / 1000).toFixed(2)} s`,
      met: page.lcpMs <= GOALS.maxLcpMs,
    },
    { goal: `${name}: TBT ≤ ${GOALS.maxTbtMs} ms`, measured: `${page.tbtMs} ms`, met: page.tbtMs <= GOALS.maxTbtMs },
  ];
}

function busyRouteGoal(search: SearchFigures): GoalCheck {
  const busy = search.growth.find((row) => row.services >= GOALS.busyRouteServices);
  return {
    goal: `cold search of a route with ≥ ${GOALS.busyRouteServices} bookable services ≤ ${GOALS.maxBusyRouteRoundTrips} round trips`,
    measured: busy ? `${busy.roundTrips} (${busy.services} services, ${busy.coldMs} ms)` : 'no such route measured',
    met: busy !== undefined && busy.roundTrips <= GOALS.maxBusyRouteRoundTrips,
  };
}

/** Each read of the scale bench against its p95 goal: a read not measured is a goal not met. */
function scaleGoals(scale: ScaleBench): GoalCheck[] {
  if ('notMeasured' in scale) return [];
  return scale.reads.map((read) => ({
    goal: `scale: ${read.name} p95 ≤ ${read.goalMs} ms`,
    measured: read.p95Ms === undefined ? (read.notMeasured ?? 'not measured') : `${read.p95Ms} ms`,
    met: read.p95Ms !== undefined && read.p95Ms <= read.goalMs,
  }));
}

export function checkGoals({ pages, search, footprint, booking, scale }: Measured): GoalCheck[] {
  const checks = (pages ?? []).flatMap(pageGoals);
  const home = pages?.find((page) => new URL(page.url).pathname === '/');
  if (home) {
    checks.push({
      goal: `Home: JavaScript of the first view ≤ ${GOALS.maxHomeJsBytes / 1000} KB compressed`,
      measured: kb(home.median.jsTransferBytes),
      met: home.median.jsTransferBytes <= GOALS.maxHomeJsBytes,
    });
  }
  if (footprint) {
    checks.push({
      goal: `npm start: memory of all its processes ≤ ${GOALS.maxRssMb} MB RSS`,
      measured: `${footprint.rssMb} MB`,
      met: footprint.rssMb <= GOALS.maxRssMb,
    });
  }
  if (search) {
    checks.push(
      {
        goal: `cold search ≤ ${GOALS.maxColdSearchRoundTrips} provider round trips`,
        measured: `${search.coldParallelInRoundTrips} (${search.coldParallelMedianMs} ms)`,
        met: search.coldParallelInRoundTrips <= GOALS.maxColdSearchRoundTrips,
      },
      busyRouteGoal(search),
      {
        goal: `warm search p99 ≤ ${GOALS.maxWarmP99Ms} ms at ≥ ${GOALS.minWarmRequestsPerSecond} req/s`,
        measured: `${search.warmLatencyP99Ms} ms at ${search.warmRequestsPerSecond} req/s`,
        met:
          search.warmLatencyP99Ms <= GOALS.maxWarmP99Ms &&
          search.warmRequestsPerSecond >= GOALS.minWarmRequestsPerSecond &&
          search.warmErrors === 0,
      },
    );
  }
  if (booking) {
    checks.push({
      goal: `${booking.racers} travellers racing for ${booking.contestedSeats} seats: each seat held once`,
      measured: `${booking.held} held, ${booking.seatsHeldTwice} held twice`,
      met: booking.raceHeld,
    });
  }
  if (scale) checks.push(...scaleGoals(scale));
  return checks;
}
