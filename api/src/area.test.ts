import { joinServices } from './area';

describe('joinServices', () => {
  it('joins the areas’ services under their names', () => {
    const bookings = { hold: () => 'held' };
    const joined = joinServices({ bookings }, { search: 1 }, { admin: { figures: true } });
    expect(joined).toEqual({ bookings, search: 1, admin: { figures: true } });
    expectTypeOf(joined).toEqualTypeOf<{ bookings: typeof bookings; search: number; admin: { figures: boolean } }>();
  });

  it('refuses a name two areas both give, at compile time and at start-up', () => {
    // @ts-expect-error a second `search` would silently replace the first
    expect(() => joinServices({ search: 1 }, { cities: 2 }, { search: 3 })).toThrow(
      'two areas give a service named search',
    );
  });
});
