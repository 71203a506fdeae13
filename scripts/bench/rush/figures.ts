/** The festival rush's figures: what the run measured, as the bench report keeps them. */
import { percentile } from '../../../api/bench/measure';
import type { ProfileShare } from '../../../api/bench/cpu-profile';
import { STEPS, type Observed } from './observed';
import type { Samples } from './sampler';

export interface RushSettings {
  /** `fresh` or the template the database was copied from */
  database: string;
  /** bookings in the database before the rush began */
  bookingsBefore: number;
  seconds: number;
  journeysPerMinute: number;
  travellers: number;
  gdsLatencyMs: number;
  phonePeLatencyMs: number;
  webhookDelayMs: number;
  poolSize: number;
  logLevel: string;
}

export interface StepFigure {
  step: string;
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** `status: count`, e.g. `201: 950, 409: 40`; 0 is no answer */
  answers: string;
}

export interface RushFigures {
  settings: RushSettings;
  journeys: number;
  holds: number;
  paidAtGateway: number;
  ticketsSeen: number;
  seatsSeen: number;
  /** tickets seen confirmed per minute after the first `warmupSeconds`, to the end of the load */
  ticketsPerMinute: number;
  warmupSeconds: number;
  /** tickets seen in each whole minute of the load */
  ticketsEachMinute: number[];
  steps: StepFigure[];
  /** the steps begun after the warm-up and before the load ended: the rush as sustained */
  sustainedSteps: StepFigure[];
  outcomes: Record<string, number>;
  serverErrors: number;
  unanswered: number;
  samples: Samples;
  /** the fault run's checks, each must be 0 */
  invariants: Record<string, number>;
  details: string[];
  passed: boolean;
  /** where each API instance's CPU went (V8's profile), when the run was asked to profile */
  profile?: Record<string, ProfileShare[]>;
}

const round = (value: number) => Math.round(value);

/** Each step's figures, of the steps begun within `window` when given. */
export function stepFigures(observed: Observed, window?: { from: number; to: number }): StepFigure[] {
  return STEPS.map((step) => {
    const timings = observed.timings
      .get(step)!
      .filter((timing) => !window || (timing.at >= window.from && timing.at <= window.to))
      .map((timing) => timing.ms);
    const answers = [...observed.answers.get(step)!.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    if (timings.length === 0) return { step, count: 0, p50Ms: 0, p95Ms: 0, p99Ms: 0, answers };
    return {
      step,
      count: timings.length,
      p50Ms: round(percentile(timings, 50)),
      p95Ms: round(percentile(timings, 95)),
      p99Ms: round(percentile(timings, 99)),
      answers,
    };
  });
}

/** The first seconds of the load, left out of the sustained figures: a fresh copy's cold caches, V8 warming up. */
const warmupOf = (seconds: number) => Math.min(30, Math.round(seconds / 6));

/** The steps begun after the warm-up, to the end of the load. */
export function sustainedStepFigures(observed: Observed, startedAt: number, endedAt: number): StepFigure[] {
  const from = startedAt + warmupOf((endedAt - startedAt) / 1000) * 1000;
  return stepFigures(observed, { from, to: endedAt });
}

/** Tickets a minute once warmed up, and in each whole minute of the load from `startedAt` to `endedAt`. */
export function throughput(observed: Observed, startedAt: number, endedAt: number) {
  const seconds = (endedAt - startedAt) / 1000;
  const warmupSeconds = warmupOf(seconds);
  const from = startedAt + warmupSeconds * 1000;
  const sustained = observed.tickets.filter((ticket) => ticket.at >= from && ticket.at <= endedAt).length;
  const ticketsEachMinute: number[] = [];
  for (let minute = 0; (minute + 1) * 60 <= seconds; minute += 1) {
    const begins = startedAt + minute * 60_000;
    ticketsEachMinute.push(
      observed.tickets.filter((ticket) => ticket.at >= begins && ticket.at < begins + 60_000).length,
    );
  }
  return {
    warmupSeconds,
    ticketsPerMinute: round((sustained / Math.max(1, (endedAt - from) / 1000)) * 60),
    ticketsEachMinute,
  };
}
