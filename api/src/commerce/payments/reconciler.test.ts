import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { ReconcilerDeps } from './reconciler';
import { createReconciler } from './reconciler';

/** A reconciler over three pending orders, each settled in turn, with a lease the test controls. */
function reconcilerWith(leaseAnswers: boolean[]) {
  const settled: string[] = [];
  const claims: boolean[] = [];
  const orders = ['JT1-1', 'JT2-1', 'JT3-1'].map((merchantOrderId) => ({ merchantOrderId }));
  const deps = {
    payments: {
      pendingOrders: async () => orders,
      paidButUnconfirmed: async () => [],
      strayPaidOrders: async () => [],
      openRefunds: async () => [],
    },
    bookings: { expireLapsedHolds: async () => [] },
    settlement: {
      settle: async (id: string) => {
        settled.push(id);
      },
    },
    cancellation: { stale: async () => [], resolve: async () => undefined },
    lease: {
      claim: async () => {
        const answer = leaseAnswers[claims.length] ?? true;
        claims.push(answer);
        return answer;
      },
      release: async () => undefined,
    },
    strayMark: { since: async () => new Date(), reached: async () => undefined },
    logger: pino({ level: 'silent' }),
    now: () => new Date(),
  } as unknown as ReconcilerDeps;
  return { reconciler: createReconciler(deps), settled, claims };
}

describe('reconciler lease', () => {
  it('renews the lease before every item, so a short lease lapses only when its holder has stopped', async () => {
    const { reconciler, settled, claims } = reconcilerWith([]);
    expect(await reconciler.runOnce()).toBe(true);
    expect(settled).toEqual(['JT1-1', 'JT2-1', 'JT3-1']);
    // the sweep's own claim, then one before each order
    expect(claims).toHaveLength(4);
  });

  it('stops half-way when another instance has taken the lease, and leaves the rest to it', async () => {
    const { reconciler, settled } = reconcilerWith([true, true, false]);
    expect(await reconciler.runOnce()).toBe(false);
    expect(settled).toEqual(['JT1-1']);
  });
});
