import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseLogger } from './database';

type Listener = (payload: string) => void;

/**
 * PostgreSQL's LISTEN/NOTIFY, for news one API instance must pass to the others (a chat message posted on one
 * reaching the stream another holds). `publish` may be called from any connection; every instance that
 * subscribed to the channel hears it, the publisher included.
 */
export interface PubSub {
  publish(channel: string, payload: string): Promise<void>;
  /** Resolves once listening; the returned function stops it. */
  subscribe(channel: string, listener: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Channel names are SQL identifiers here: only plain ones are taken. */
function checkedChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  return channel;
}

/** The embedded database is one session in this process: it hears its own notifications. */
export function pglitePubSub(client: PGlite): PubSub {
  return {
    async publish(channel, payload) {
      await client.query('select pg_notify($1, $2)', [checkedChannel(channel), payload]);
    },
    async subscribe(channel, listener) {
      const stop = await client.listen(checkedChannel(channel), listener);
      return async () => {
        await stop().catch(() => undefined);
      };
    },
    close: async () => undefined,
  };
}

const RECONNECT_MS = [500, 1_000, 2_000, 5_000, 10_000];

/**
 * A PostgreSQL server: LISTEN needs a connection of its own (a pooled one goes back to the pool and forgets it).
 * When the server drops it (a restart, a failover) it is opened again and every channel listened to again;
 * notifications sent in between are lost, so subscribers that cannot lose one read what they missed themselves.
 */
export function postgresPubSub(pool: pg.Pool, connectionString: string, logger: DatabaseLogger): PubSub {
  const listeners = new Map<string, Set<Listener>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let failures = 0;

  function dispatch(message: pg.Notification) {
    for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '');
  }

  async function open(): Promise<pg.Client> {
    const fresh = new pg.Client({ connectionString });
    fresh.on('notification', dispatch);
    fresh.on('error', (error) => {
      logger.warn({ err: error }, 'notification connection lost; reconnecting');
      reconnect(fresh);
    });
    fresh.on('end', () => reconnect(fresh));
    await fresh.connect();
    for (const channel of listeners.keys()) await fresh.query(`listen ${channel}`);
    failures = 0;
    return fresh;
  }

  function connection(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= open().then(
      (opened) => {
        client = opened;
        connecting = undefined;
        return opened;
      },
      (error: unknown) => {
        connecting = undefined;
        throw error;
      },
    );
    return connecting;
  }

  function reconnect(lost: pg.Client) {
    if (client !== lost || closed) return;
    client = undefined;
    lost.removeAllListeners('end');
    lost.end().catch(() => undefined);
    const retry = () => {
      if (closed || client || listeners.size === 0) return;
      connection().catch((error: unknown) => {
        logger.warn({ err: error }, 'notification connection could not be opened; retrying');
        setTimeout(retry, RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)]).unref();
      });
    };
    setTimeout(retry, RECONNECT_MS[0]).unref();
  }

  return {
    async publish(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [checkedChannel(channel), payload]);
    },
    async subscribe(channel, listener) {
      checkedChannel(channel);
      const set = listeners.get(channel) ?? new Set<Listener>();
      const first = set.size === 0;
      set.add(listener);
      listeners.set(channel, set);
      const listening = await connection();
      if (first) await listening.query(`listen ${channel}`);
      return async () => {
        set.delete(listener);
        if (set.size > 0) return;
        listeners.delete(channel);
        await client?.query(`unlisten ${channel}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      const open = client;
      client = undefined;
      open?.removeAllListeners('end');
      await open?.end().catch(() => undefined);
    },
  };
}
