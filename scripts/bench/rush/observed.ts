/** What the rush's journeys saw: the steps timed, their answers, the tickets and how journeys ended. */

export const STEPS = [
  'search',
  'seat map',
  'hold',
  'payment start',
  'gateway page and Pay',
  'callback (order status)',
  'Pay pressed → ticket seen',
  'ticket',
  'cancel',
] as const;
export type Step = (typeof STEPS)[number];

/** One step taken: when it began (ms since the epoch) and how many milliseconds it took, answered or not. */
export interface Timing {
  at: number;
  ms: number;
}

/** What the journeys saw, beside the ledger. */
export interface Observed {
  timings: Map<Step, Timing[]>;
  /** answers per step: `201`, `409`, `0` (no answer) … */
  answers: Map<Step, Map<number, number>>;
  /** when each ticket was seen confirmed (ms since the epoch), and its seats */
  tickets: { at: number; seats: number }[];
  outcomes: Record<
    | 'no bus with room'
    | 'seat taken twice'
    | 'hold refused'
    | 'gave up at the gateway'
    | 'payment failed'
    | 'ticket not seen',
    number
  >;
}

export const emptyObserved = (): Observed => ({
  timings: new Map(STEPS.map((step) => [step, []])),
  answers: new Map(STEPS.map((step) => [step, new Map()])),
  tickets: [],
  outcomes: {
    'no bus with room': 0,
    'seat taken twice': 0,
    'hold refused': 0,
    'gave up at the gateway': 0,
    'payment failed': 0,
    'ticket not seen': 0,
  },
});

/** Records `step`, begun at `started` (`performance.now()`), as taking until now. */
export function timeStep(observed: Observed, step: Step, started: number): void {
  const ms = performance.now() - started;
  observed.timings.get(step)!.push({ at: Date.now() - ms, ms });
}
