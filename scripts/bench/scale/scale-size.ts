/** How big a generated data set is: the full year, and any fraction of it (`small` is a tenth). */
export interface ScaleSize {
  factor: number;
  users: number;
  bookings: number;
  vendors: number;
  cities: number;
  cityPairs: number;
  operators: number;
}

/** The full year: the figures a successful regional booking site reaches. */
const FULL = {
  users: 500_000,
  bookings: 2_000_000,
  vendors: 2_000,
  cities: 5_000,
  cityPairs: 100_000,
  operators: 2_500,
} as const;

/** Below these the shape breaks (the heavy traveller's 300 bookings, the simulator's own catalogue). */
const FLOOR = { users: 400, bookings: 1_500, vendors: 20, cities: 120, cityPairs: 400, operators: 40 } as const;

export const NAMED_SIZES = { full: 1, small: 0.1 } as const;

export function scaleSize(factor: number): ScaleSize {
  if (!(factor > 0 && factor <= 4)) throw new Error(`scale factor must be in (0, 4], got ${factor}`);
  const part = (key: keyof typeof FULL) => Math.max(FLOOR[key], Math.round(FULL[key] * factor));
  return {
    factor,
    users: part('users'),
    bookings: part('bookings'),
    vendors: part('vendors'),
    cities: part('cities'),
    cityPairs: part('cityPairs'),
    operators: part('operators'),
  };
}
