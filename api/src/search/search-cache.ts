/**
 * A small time-boxed cache that also shares in-flight work: two identical searches at once
 * make one set of provider calls. It is only a cache: losing it costs provider calls, not data.
 */
export function createTtlCache<V>(options: { ttlMs: number; maxEntries: number; now: () => number }) {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  const inFlight = new Map<string, Promise<V>>();

  function fresh(key: string): V | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > options.now()) return entry.value;
    entries.delete(key);
    return undefined;
  }

  function store(key: string, value: V) {
    if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(key, { value, expiresAt: options.now() + options.ttlMs });
  }

  return {
    /** Forgets every stored value (a load under way still stores its own); says how many there were. */
    clear(): number {
      const held = entries.size;
      entries.clear();
      return held;
    },

    /** The cached value (`cached: true`) or the loader's, shared with concurrent callers. */
    async get(key: string, load: () => Promise<V>): Promise<{ value: V; cached: boolean }> {
      const hit = fresh(key);
      if (hit !== undefined) return { value: hit, cached: true };
      let pending = inFlight.get(key);
      if (!pending) {
        pending = load()
          .then((value) => {
            store(key, value);
            return value;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return { value: await pending, cached: false };
    },
  };
}
