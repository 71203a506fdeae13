import { EventEmitter } from 'node:events';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { superviseConnections } from './database';

/**
 * What a pg client does for pg-pool, no server needed: connects, answers queries, ends a while after
 * being asked to, and can lose its connection the way a terminated backend does (an `error` event).
 */
class FakeClient extends EventEmitter {
  static made: FakeClient[] = [];
  static endDelayMs = 0;
  _queryable = true;
  _ending = false;
  ended = false;
  constructor() {
    super();
    FakeClient.made.push(this);
  }
  connect(callback: (error?: Error) => void) {
    setImmediate(() => callback());
  }
  query(_text: unknown, values: unknown, callback?: (error: Error | undefined, result: unknown) => void) {
    const done = (typeof values === 'function' ? values : callback) as typeof callback;
    setImmediate(() => done?.(undefined, { rows: [], rowCount: 0 }));
  }
  end(callback?: () => void) {
    this._ending = true;
    setTimeout(() => {
      this.ended = true;
      this.emit('end');
      callback?.();
    }, FakeClient.endDelayMs);
  }
  /** the server went away: what pg's client does on a 57P01 or a closed socket */
  die() {
    this._queryable = false;
    this.emit(
      'error',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    );
  }
}

function fakePool() {
  FakeClient.made = [];
  FakeClient.endDelayMs = 0;
  const pool = new pg.Pool({ Client: FakeClient as unknown as typeof pg.Client, max: 4 });
  const logger = { warn: vi.fn() };
  return { pool, logger, close: superviseConnections(pool, logger as never) };
}

describe('a supervised connection pool', () => {
  it('logs an idle connection the server dropped and opens a new one, instead of throwing', async () => {
    const { pool, logger, close } = fakePool();
    await pool.query('select 1');
    expect(FakeClient.made).toHaveLength(1);

    // without a listener, pg-pool's re-emitted `error` would throw right here, out of the socket's callback
    expect(() => FakeClient.made[0]!.die()).not.toThrow();
    expect(logger.warn).toHaveBeenCalledExactlyOnceWith(
      { err: expect.objectContaining({ code: '57P01' }) },
      'database connection lost; the pool will open a new one',
    );
    expect(pool.totalCount).toBe(0);

    await pool.query('select 1');
    expect(FakeClient.made).toHaveLength(2);
    await close();
  });

  it('logs once a checked-out connection the server dropped, and discards it when released', async () => {
    const { pool, logger, close } = fakePool();
    const client = await pool.connect();
    const fake = FakeClient.made[0]!;
    // a socket error may follow the server's message: one log is enough
    expect(() => fake.die()).not.toThrow();
    expect(() => fake.die()).not.toThrow();
    expect(logger.warn).toHaveBeenCalledExactlyOnceWith(
      { err: expect.objectContaining({ code: '57P01' }) },
      'database connection lost while in use; its query fails',
    );
    client.release();
    expect(pool.totalCount).toBe(0);
    await close();
  });

  it('closes only once every connection has ended, however often it is asked', async () => {
    const { pool, close } = fakePool();
    await Promise.all([pool.query('select 1'), pool.query('select 2'), pool.query('select 3')]);
    expect(FakeClient.made).toHaveLength(3);
    // pool.end() itself resolves before its idle clients have ended: with a server, before it hung up
    FakeClient.endDelayMs = 30;
    const closing = close();
    expect(close()).toBe(closing);
    await closing;
    expect(FakeClient.made.map((client) => client.ended)).toEqual([true, true, true]);
  });
});
