import { LRUCache } from 'lru-cache';

interface TtlCacheOptions<V> {
  ttlMs: number;
  /** at most this many values; the least recently used goes first */
  maxEntries: number;
  /** and, when given, at most this many bytes as `sizeOf` estimates them */
  bytes?: { max: number; sizeOf: (value: V) => number };
  now: () => number;
}

/** The estimate of a value kept as JSON: its length in UTF-8, what the answer built from it carries too. */
export const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));

/**
 * A time-boxed cache, bounded by entries and by an estimate of bytes (least recently used out first), that
 * also shares in-flight work: two identical searches at once make one set of provider calls. It is only a
 * cache: losing it costs provider calls, not data. A value larger than the whole byte budget is not kept.
 */
export function createTtlCache<V extends NonNullable<unknown>>(options: TtlCacheOptions<V>) {
  const entries = new LRUCache<string, V>({
    max: options.maxEntries,
    ttl: options.ttlMs,
    // the clock is read on every look-up, never cached: a test's clock may jump
    ttlResolution: 0,
    perf: { now: options.now },
    ...(options.bytes
      ? { maxSize: options.bytes.max, sizeCalculation: (value: V) => Math.max(1, options.bytes!.sizeOf(value)) }
      : {}),
  });
  const inFlight = new Map<string, Promise<V>>();

  return {
    /** Forgets every stored value (a load under way still stores its own); says how many there were. */
    clear(): number {
      const held = entries.size;
      entries.clear();
      return held;
    },

    /** Keeps a value read elsewhere, as if `get` had loaded it. */
    put(key: string, value: V): void {
      entries.set(key, value);
    },

    /** How much it holds now: entries, and bytes as estimated (0 without a byte bound). */
    held: () => ({ entries: entries.size, bytes: entries.calculatedSize }),

    /** The cached value (`cached: true`) or the loader's, shared with concurrent callers. */
    async get(key: string, load: () => Promise<V>): Promise<{ value: V; cached: boolean }> {
      const hit = entries.get(key);
      if (hit !== undefined) return { value: hit, cached: true };
      let pending = inFlight.get(key);
      if (!pending) {
        pending = load()
          .then((value) => {
            entries.set(key, value);
            return value;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return { value: await pending, cached: false };
    },
  };
}
