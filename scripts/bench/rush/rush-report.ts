/** The festival rush's section of the bench report. */
import { table } from '../markdown';
import type { RushFigures } from './figures';

/** The issue's goal for the rush on this machine. */
export const RUSH_GOAL = { ticketsPerMinute: 600, holdP95Ms: 300 };

/** The hold as sustained, after the warm-up: the same minutes as the tickets a minute. */
const sustainedHold = (rush: RushFigures) => rush.sustainedSteps.find((step) => step.step === 'hold');

export function rushGoalMet(rush: RushFigures): { tickets: boolean; hold: boolean } {
  const hold = sustainedHold(rush);
  return {
    tickets: rush.ticketsPerMinute >= RUSH_GOAL.ticketsPerMinute,
    hold: hold !== undefined && hold.count > 0 && hold.p95Ms <= RUSH_GOAL.holdP95Ms,
  };
}

export function rushSection(rush: RushFigures): string {
  const { settings, samples } = rush;
  const met = rushGoalMet(rush);
  const hold = sustainedHold(rush);
  const wholeRunHold = rush.steps.find((step) => step.step === 'hold');
  return [
    '## Festival rush (two API instances, one PostgreSQL)',
    `${settings.seconds} s of travellers arriving at ${settings.journeysPerMinute} a minute (${settings.travellers} ` +
      `accounts, each from an address of its own) on a ${settings.database} database ` +
      `(${settings.bookingsBefore.toLocaleString('en')} bookings before). Provider ${settings.gdsLatencyMs} ms a call, ` +
      `gateway ${settings.phonePeLatencyMs} ms a call, webhooks ${settings.webhookDelayMs} ms after the payment; ` +
      `pool ${settings.poolSize} connections an instance; log level ${settings.logLevel}. How it is run and what ` +
      'was found: docs/festival-rush.md.',
    table(
      ['figure', 'value', 'goal'],
      [
        [
          'paid tickets a minute (sustained)',
          `${rush.ticketsPerMinute} (after ${rush.warmupSeconds} s warm-up; each minute: ${rush.ticketsEachMinute.join(', ') || '–'})`,
          `≥ ${RUSH_GOAL.ticketsPerMinute}: ${met.tickets ? 'met' : '**not met**'}`,
        ],
        [
          'hold p95 (sustained)',
          hold
            ? `${hold.p95Ms} ms (p50 ${hold.p50Ms} ms, p99 ${hold.p99Ms} ms; after ${rush.warmupSeconds} s warm-up; ` +
              `the whole run's p95 ${wholeRunHold?.p95Ms ?? '–'} ms)`
            : '–',
          `≤ ${RUSH_GOAL.holdP95Ms} ms: ${met.hold ? 'met' : '**not met**'}`,
        ],
        [
          'journeys / holds / paid at the gateway / tickets seen',
          `${rush.journeys} / ${rush.holds} / ${rush.paidAtGateway} / ${rush.ticketsSeen} (${rush.seatsSeen} seats)`,
          '',
        ],
        ['answers 5xx / no answer', `${rush.serverErrors} / ${rush.unanswered}`, ''],
        [
          'database transactions per paid ticket (each statement outside a transaction is one)',
          rush.ticketsSeen ? Math.round(samples.transactions / rush.ticketsSeen) : '–',
          '',
        ],
      ],
    ),
    '### Each step',
    table(
      ['step', 'count', 'p50', 'p95', 'p99', 'answers'],
      rush.steps.map((step) => [
        step.step,
        step.count,
        `${step.p50Ms} ms`,
        `${step.p95Ms} ms`,
        `${step.p99Ms} ms`,
        step.answers,
      ]),
    ),
    table(
      ['journey ended', 'count'],
      Object.entries(rush.outcomes).map(([outcome, count]) => [outcome, count]),
    ),
    `### The database's connections (pg_stat_activity, sampled once a second for ${samples.seconds} s, to the last journey's end; averages, then the most in one sample)`,
    table(
      [
        'who',
        'pool size',
        'open',
        'active',
        'idle',
        'idle in transaction',
        'waiting on a lock',
        'most open',
        'most active',
      ],
      samples.connections.map((use) => [
        use.who,
        use.who.startsWith('jatra-rush-api-') ? settings.poolSize : '',
        use.open,
        use.active,
        use.idle,
        use.idleInTransaction,
        use.waitingOnLock,
        use.maxOpen,
        use.maxActive,
      ]),
    ),
    Object.keys(samples.lockWaits).length
      ? `Lock waits seen: ${Object.entries(samples.lockWaits)
          .map(([event, count]) => `${event} ${count}`)
          .join(', ')}.`
      : 'No connection was seen waiting on a lock.',
    `### CPU (percent of one core, from the first arrival to the last journey's end; the machine has its cores busy ${samples.machineBusyPercent} % in all, other work included)`,
    'CPU time per ticket is the ratio to watch on a busy machine: it does not shrink when others take the cores.',
    table(
      ['process', 'CPU', 'CPU time per paid ticket'],
      samples.cpu.map((entry) => [
        entry.process,
        `${entry.percentOfCore} %`,
        rush.ticketsSeen
          ? `${Math.round(((entry.percentOfCore / 100) * samples.seconds * 1000) / rush.ticketsSeen)} ms`
          : '–',
      ]),
    ),
    ...(rush.profile
      ? Object.entries(rush.profile).flatMap(([instance, shares]) => [
          `#### Where ${instance}'s CPU went (V8 profile, busy time)`,
          table(
            ['where', 'share'],
            shares.map((share) => [`\`${share.where}\``, `${share.percent} %`]),
          ),
        ])
      : []),
    `### Invariants of the fault run, checked after the reconciler settled${rush.passed ? '' : ' (**the run failed**)'}`,
    table(
      ['invariant', 'count'],
      Object.entries(rush.invariants).map(([name, count]) => [name, count]),
    ),
    ...(rush.details.length ? [rush.details.map((detail) => `- ${detail}`).join('\n')] : []),
  ].join('\n\n');
}
