import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshStore, openTestDatabase, type TestStore } from '../../test/api-test-kit';
import type { DatabaseHandle } from './database';
import { createSweepMark } from './sweep-mark';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('a sweep mark bounds a catch-up sweep by what happened since its last complete pass', () => {
  let store: TestStore;
  let database: DatabaseHandle;
  const mark = (name: string) => createSweepMark(database.db, name, { marginMs: 10 * MINUTE, windowMs: 24 * HOUR });
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    store = await freshStore();
    database = await openTestDatabase(store);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await store?.drop();
  });

  it('looks the whole window back before any pass was complete', async () => {
    expect(await mark('never-swept').since(at('2026-11-28T12:00:00Z'))).toEqual(at('2026-11-27T12:00:00Z'));
  });

  it('then back to the last complete pass, less the margin', async () => {
    const sweep = mark('swept');
    await sweep.reached(at('2026-11-28T12:00:00Z'));
    expect(await sweep.since(at('2026-11-28T12:00:30Z'))).toEqual(at('2026-11-28T11:50:00Z'));
  });

  it('never moves back, whichever instance reports an older pass', async () => {
    const sweep = mark('two-instances');
    await sweep.reached(at('2026-11-28T12:00:00Z'));
    await mark('two-instances').reached(at('2026-11-28T11:00:00Z'));
    expect(await sweep.since(at('2026-11-28T12:01:00Z'))).toEqual(at('2026-11-28T11:50:00Z'));
  });

  it('after an outage longer than the window, looks back the window only', async () => {
    const sweep = mark('outage');
    await sweep.reached(at('2026-11-20T12:00:00Z'));
    expect(await sweep.since(at('2026-11-28T12:00:00Z'))).toEqual(at('2026-11-27T12:00:00Z'));
  });
});
