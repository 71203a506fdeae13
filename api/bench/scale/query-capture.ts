/**
 * Which SQL statements a read made: node-postgres' `Client.query` is wrapped in the bench's API process, so
 * every statement the API sends (pool or transaction, drizzle or raw) is seen with its parameters, exactly as
 * the server got it. The bench then EXPLAINs them itself (plans.ts); nothing else of the API changes.
 */
import pg from 'pg';

export interface CapturedQuery {
  text: string;
  values: unknown[];
}

interface QueryConfigLike {
  text?: unknown;
  values?: unknown;
}

let recording: CapturedQuery[] | undefined;
let installed = false;

function captured(args: unknown[]): CapturedQuery | undefined {
  const [first, second] = args;
  if (typeof first === 'string') return { text: first, values: Array.isArray(second) ? second : [] };
  if (first && typeof first === 'object' && typeof (first as QueryConfigLike).text === 'string') {
    const config = first as QueryConfigLike;
    const values = Array.isArray(config.values) ? config.values : Array.isArray(second) ? second : [];
    return { text: config.text as string, values };
  }
  return undefined;
}

/** Wraps `pg.Client.prototype.query` once; statements are kept only between start() and stop(). */
export function installQueryCapture(): { start(): void; stop(): CapturedQuery[] } {
  if (!installed) {
    installed = true;
    const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    pg.Client.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
      if (recording) {
        const statement = captured(args);
        if (statement) recording.push(statement);
      }
      return original.apply(this, args);
    } as typeof pg.Client.prototype.query;
  }
  return {
    start: () => {
      recording = [];
    },
    stop: () => {
      const statements = recording ?? [];
      recording = undefined;
      return statements;
    },
  };
}
