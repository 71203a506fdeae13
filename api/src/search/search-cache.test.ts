import { describe, expect, it } from 'vitest';
import { createTtlCache, jsonBytes } from './search-cache';

const MINUTE = 60_000;

function cacheOf(options: { maxEntries?: number; maxBytes?: number } = {}) {
  let clock = Date.UTC(2026, 10, 27);
  const cache = createTtlCache<string[]>({
    ttlMs: 5 * MINUTE,
    maxEntries: options.maxEntries ?? 100,
    ...(options.maxBytes ? { bytes: { max: options.maxBytes, sizeOf: jsonBytes } } : {}),
    now: () => clock,
  });
  const loads: string[] = [];
  const get = async (key: string, value: string[] = [key]) =>
    cache.get(key, async () => {
      loads.push(key);
      return value;
    });
  return { cache, get, loads, pass: (ms: number) => (clock += ms) };
}

describe('the search cache', () => {
  it('answers a key again from memory until its time is up, then loads it afresh', async () => {
    const { get, loads, pass } = cacheOf();
    expect(await get('a')).toEqual({ value: ['a'], cached: false });
    pass(5 * MINUTE);
    expect(await get('a')).toEqual({ value: ['a'], cached: true });
    pass(1);
    expect(await get('a')).toEqual({ value: ['a'], cached: false });
    expect(loads).toEqual(['a', 'a']);
  });

  it('shares one load between callers asking at once', async () => {
    const { get, loads } = cacheOf();
    const answers = await Promise.all([get('a'), get('a'), get('a')]);
    expect(answers.map((answer) => answer.value)).toEqual([['a'], ['a'], ['a']]);
    expect(loads).toEqual(['a']);
  });

  it('keeps at most its number of entries, forgetting the least recently used first', async () => {
    const { cache, get, loads } = cacheOf({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) await get(key);
    await get('a'); // used again: now b is the least recent
    await get('d');
    expect(cache.held().entries).toBe(3);
    expect((await get('a')).cached).toBe(true);
    expect((await get('b')).cached).toBe(false);
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'b']);
  });

  it('keeps at most its bytes as JSON, and never a value larger than all of them', async () => {
    const big = (key: string) => [key, 'x'.repeat(92)]; // 100 bytes as JSON
    expect(jsonBytes(big('a'))).toBe(100);
    const { cache, get } = cacheOf({ maxEntries: 1000, maxBytes: 350 });
    for (const key of ['a', 'b', 'c', 'd', 'e']) await get(key, big(key));
    expect(cache.held()).toEqual({ entries: 3, bytes: 300 });
    expect((await get('e', big('e'))).cached).toBe(true);
    expect((await get('a', big('a'))).cached).toBe(false);

    const huge = ['y'.repeat(400)];
    expect(await get('huge', huge)).toEqual({ value: huge, cached: false });
    expect((await get('huge', huge)).cached).toBe(false);
    expect(cache.held().bytes).toBeLessThanOrEqual(350);
  });

  it('clear forgets everything and says how much it held', async () => {
    const { cache, get } = cacheOf();
    await get('a');
    await get('b');
    expect(cache.clear()).toBe(2);
    expect(cache.held()).toEqual({ entries: 0, bytes: 0 });
    expect((await get('a')).cached).toBe(false);
  });
});
