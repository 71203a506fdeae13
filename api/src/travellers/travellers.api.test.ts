import { sql } from 'drizzle-orm';
import {
  BOOKING_MESSAGES,
  MAX_SAVED_TRAVELLERS,
  SAVED_TRAVELLER_MESSAGES,
  type BookingRecord,
  type SavedTraveller,
  type SavedTravellerInput,
  inEnglish,
} from '@jatra/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  findBookableBus,
  freeSeats,
  json,
  payForBooking,
  postJson,
  signInByOtp,
  type BookableBus,
  type Traveller,
} from '../../test/booking-journey-test-kit';
import { loggerInto, startTestApi, type TestApi } from '../../test/api-test-kit';

const person = (name: string, overrides: Partial<SavedTravellerInput> = {}): SavedTravellerInput => ({
  name,
  age: 34,
  gender: 'female',
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  mobile: '9876543210',
  ...overrides,
});

describe('saved travellers: the signed-in user’s own, and remembered from every confirmed booking', () => {
  let api: TestApi;
  let bus: BookableBus;
  let seatCursor = 0;
  let offsetMs = 0;
  let accounts = 0;
  const logLines: Record<string, unknown>[] = [];

  /** Each test has an account of its own, so the lists and the limit start empty. */
  const newTraveller = () => signInByOtp(api.url, `saved-${++accounts}@example.com`);
  /** Moves the API's clock on: each change gets an instant of its own, so "newest first" is well defined. */
  const tick = () => (offsetMs += 1_000);

  const call = (who: Traveller, method: string, path: string, body?: unknown) =>
    fetch(`${api.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${who.accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const list = async (who: Traveller) => {
    const answer = await call(who, 'GET', '/api/travellers');
    expect(answer.status).toBe(200);
    return (await json<{ result: SavedTraveller[] }>(answer)).result;
  };
  const add = async (who: Traveller, input: SavedTravellerInput) => {
    tick();
    const answer = await call(who, 'POST', '/api/travellers', input);
    expect(answer.status).toBe(201);
    return (await json<{ result: SavedTraveller }>(answer)).result;
  };
  const errorOf = async (answer: Response) => (await json<{ error: { message: string } }>(answer)).error.message;

  /** CONTINUE on the booking page with these passengers: a tentative booking. */
  async function hold(who: Traveller, passengers: SavedTravellerInput[]): Promise<BookingRecord> {
    const seats = freeSeats(bus.seats).slice(seatCursor, seatCursor + passengers.length);
    seatCursor += passengers.length;
    const answer = await postJson(
      `${api.url}/api/tentative_booking/${bus.scheduleId}.json`,
      {
        travelDate: bus.travelDate,
        boardingPointId: bus.boarding.id,
        droppingPointId: bus.dropping.id,
        seats: seats.map((seat, index) => ({ seatNumber: seat.id, passenger: passengers[index] })),
      },
      who.accessToken,
    );
    expect(answer.status).toBe(201);
    return (await json<{ booking: BookingRecord }>(answer)).booking;
  }

  /** Pays for a held booking at the gateway and polls, as the payment page does: the booking is confirmed. */
  async function pay(who: Traveller, booking: BookingRecord): Promise<void> {
    tick();
    const { status } = await payForBooking(api.url, who, booking.pnr_number);
    expect(status.data.bookingStatus).toBe('confirmed');
  }

  beforeAll(async () => {
    api = await startTestApi({
      now: () => new Date(Date.now() + offsetMs),
      logger: loggerInto(logLines),
      env: { RECONCILE_INTERVAL_MS: '0' },
    });
    await fetch(`${api.url}/sim/phonepe/knobs`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ dropWebhooks: true }),
    });
    bus = await findBookableBus(api.url, 24, 3);
  }, 120_000);
  afterAll(() => api.close());
  beforeEach(() => {
    logLines.length = 0;
  });

  it('adds, lists newest first, edits (the edited one comes first) and removes', async () => {
    const me = await newTraveller();
    expect(await list(me)).toEqual([]);

    const mother = await add(me, person('Anjali Bora', { age: 58 }));
    expect(mother).toMatchObject({ ...person('Anjali Bora', { age: 58 }), id: expect.any(String) });
    const brother = await add(me, person('Rahul Bora', { gender: 'male' }));
    expect((await list(me)).map((saved) => saved.name)).toEqual(['Rahul Bora', 'Anjali Bora']);

    tick();
    const edited = await call(me, 'PUT', `/api/travellers/${mother.id}`, person('Anjali Bora', { age: 59 }));
    expect(edited.status).toBe(200);
    expect((await json<{ result: SavedTraveller }>(edited)).result).toMatchObject({ id: mother.id, age: 59 });
    expect((await list(me)).map((saved) => [saved.name, saved.age])).toEqual([
      ['Anjali Bora', 59],
      ['Rahul Bora', 34],
    ]);

    const removed = await call(me, 'DELETE', `/api/travellers/${brother.id}`);
    expect(removed.status).toBe(200);
    expect(await json(removed)).toEqual({ result: { id: brother.id } });
    expect((await list(me)).map((saved) => saved.name)).toEqual(['Anjali Bora']);
    const again = await call(me, 'DELETE', `/api/travellers/${brother.id}`);
    expect(again.status).toBe(404);
    expect(await errorOf(again)).toBe(inEnglish(SAVED_TRAVELLER_MESSAGES.notFound));
  });

  it('keeps each user’s travellers to that user: another’s id is not found, and nothing of it changes', async () => {
    const me = await newTraveller();
    const stranger = await newTraveller();
    const mine = await add(me, person('Priya Das'));

    expect(await list(stranger)).toEqual([]);
    const edit = await call(stranger, 'PUT', `/api/travellers/${mine.id}`, person('Someone Else'));
    expect(edit.status).toBe(404);
    expect(await errorOf(edit)).toBe(inEnglish(SAVED_TRAVELLER_MESSAGES.notFound));
    const remove = await call(stranger, 'DELETE', `/api/travellers/${mine.id}`);
    expect(remove.status).toBe(404);
    expect(await errorOf(remove)).toBe(inEnglish(SAVED_TRAVELLER_MESSAGES.notFound));
    expect(await list(me)).toEqual([mine]);

    const anonymous = await fetch(`${api.url}/api/travellers`);
    expect(anonymous.status).toBe(401);
  });

  it('refuses a traveller the passenger form would refuse, with the form’s message, and a malformed id as not found', async () => {
    const me = await newTraveller();
    const invalid: unknown[] = [
      {},
      person('Mobile Short', { mobile: '98765' }),
      { ...person('Age Letters'), age: '2a5' },
      person('Too Old', { age: 121 }),
      person('No At', { email: 'no-at.example.com' }),
      { ...person('No Gender'), gender: 'x' },
      person('   '),
    ];
    for (const body of invalid) {
      const answer = await call(me, 'POST', '/api/travellers', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(answer)).toBe(inEnglish(BOOKING_MESSAGES.passengerDetails));
    }
    const kept = await add(me, person('  Kept Trimmed  '));
    expect(kept.name).toBe('Kept Trimmed');
    const badEdit = await call(me, 'PUT', `/api/travellers/${kept.id}`, person('Kept Trimmed', { mobile: 'abc' }));
    expect(badEdit.status).toBe(400);
    const notAnId = await call(me, 'PUT', '/api/travellers/not-an-id', person('Kept Trimmed'));
    expect(notAnId.status).toBe(404);
    expect(await errorOf(notAnId)).toBe(inEnglish(SAVED_TRAVELLER_MESSAGES.notFound));
    expect((await call(me, 'DELETE', '/api/travellers/not-an-id')).status).toBe(404);
    expect(await list(me)).toEqual([kept]);
  });

  it('knows a name whatever its case: a second one, or renaming onto one, is refused', async () => {
    const me = await newTraveller();
    const first = await add(me, person('Bikash Gogoi'));
    const second = await add(me, person('Mitali Gogoi'));
    const duplicate = await call(me, 'POST', '/api/travellers', person('BIKASH gogoi'));
    expect(duplicate.status).toBe(409);
    expect(await errorOf(duplicate)).toBe(inEnglish(SAVED_TRAVELLER_MESSAGES.duplicate));
    const rename = await call(me, 'PUT', `/api/travellers/${second.id}`, person('bikash gogoi'));
    expect(rename.status).toBe(409);
    expect(await errorOf(rename)).toBe(inEnglish(SAVED_TRAVELLER_MESSAGES.duplicate));
    // its own name in another case is an edit, not a duplicate
    const recased = await call(me, 'PUT', `/api/travellers/${first.id}`, person('Bikash GOGOI'));
    expect(recased.status).toBe(200);
    expect((await list(me)).map((saved) => saved.name)).toEqual(['Bikash GOGOI', 'Mitali Gogoi']);
  });

  it(`keeps at most ${MAX_SAVED_TRAVELLERS}: one more is refused until one is removed`, async () => {
    const me = await newTraveller();
    const saved: SavedTraveller[] = [];
    for (let n = 1; n <= MAX_SAVED_TRAVELLERS; n++) saved.push(await add(me, person(`Traveller ${n}`)));
    const oneMore = await call(me, 'POST', '/api/travellers', person('One More'));
    expect(oneMore.status).toBe(409);
    expect(await errorOf(oneMore)).toBe(inEnglish(SAVED_TRAVELLER_MESSAGES.tooMany));
    expect(await list(me)).toHaveLength(MAX_SAVED_TRAVELLERS);

    expect((await call(me, 'DELETE', `/api/travellers/${saved[4]!.id}`)).status).toBe(200);
    await add(me, person('One More'));
    expect(await list(me)).toHaveLength(MAX_SAVED_TRAVELLERS);
  });

  it('remembers the passengers of a confirmed booking: new ones added, known ones (any case) brought up to date', async () => {
    const me = await newTraveller();
    const known = await add(me, person('Dipankar Saikia', { gender: 'male', age: 40, mobile: '9000000001' }));
    const untouched = await add(me, person('Untouched One'));

    const booking = await hold(me, [
      person('DIPANKAR SAIKIA', { gender: 'male', age: 41, mobile: '9123456789', email: 'dipankar@example.com' }),
      person('Rina Saikia', { age: 12 }),
    ]);
    // held, not paid: nothing is remembered yet
    expect((await list(me)).map((saved) => saved.name)).toEqual(['Untouched One', 'Dipankar Saikia']);

    await pay(me, booking);
    const after = await list(me);
    expect(after.map((saved) => saved.name).sort()).toEqual(['Dipankar Saikia', 'Rina Saikia', 'Untouched One']);
    // the booking's passengers are the most recent now
    expect(after.slice(2)).toEqual([untouched]);
    expect(after.find((saved) => saved.id === known.id)).toMatchObject({
      name: 'Dipankar Saikia',
      age: 41,
      gender: 'male',
      email: 'dipankar@example.com',
      mobile: '9123456789',
    });
    expect(after.find((saved) => saved.name === 'Rina Saikia')).toMatchObject(person('Rina Saikia', { age: 12 }));
  });

  it(`a booking past the limit lets the least recently updated go, keeping ${MAX_SAVED_TRAVELLERS}`, async () => {
    const me = await newTraveller();
    const saved: SavedTraveller[] = [];
    for (let n = 1; n <= MAX_SAVED_TRAVELLERS; n++) saved.push(await add(me, person(`Passenger ${n}`)));
    // the oldest, edited just now, is recent again: the next two oldest are the ones to go
    tick();
    expect((await call(me, 'PUT', `/api/travellers/${saved[0]!.id}`, person('Passenger 1'))).status).toBe(200);

    await pay(me, await hold(me, [person('New Friend'), person('Other Friend')]));
    const names = (await list(me)).map((saved) => saved.name);
    expect(names).toHaveLength(MAX_SAVED_TRAVELLERS);
    expect(names).toContain('New Friend');
    expect(names).toContain('Other Friend');
    expect(names).toContain('Passenger 1');
    expect(names).not.toContain('Passenger 2');
    expect(names).not.toContain('Passenger 3');
  });

  it('never fails the booking when its passengers cannot be remembered: the failure is logged', async () => {
    const me = await newTraveller();
    const booking = await hold(me, [person('Lost Passenger')]);
    await api.database.db.execute(sql`alter table saved_travellers rename to saved_travellers_away`);
    try {
      await pay(me, booking);
    } finally {
      await api.database.db.execute(sql`alter table saved_travellers_away rename to saved_travellers`);
    }
    const record = await json<{ result: BookingRecord }>(await call(me, 'GET', `/api/bookings/${booking.pnr_number}`));
    expect(record.result).toMatchObject({ status: 'confirmed', payment_status: 'completed' });
    expect(logLines).toContainEqual(
      expect.objectContaining({ pnr: booking.pnr_number, msg: 'passengers of a confirmed booking not remembered' }),
    );
    expect(await list(me)).toEqual([]);
  });
});
