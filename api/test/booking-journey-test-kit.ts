import {
  addDaysIso,
  todayInIndia,
  type BookingRecord,
  type BusResult,
  type MailboxMessage,
  type OrderStatusResponse,
  type Seat,
  type StagePoint,
  type TicketDetails,
} from '@jatra/shared';

export const JORHAT = 117;
export const GUWAHATI = 101;

export interface Traveller {
  email: string;
  accessToken: string;
  userId: string;
}

async function postJson(url: string, body: unknown, token?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** Signs a traveller in by e-mail OTP, reading the code from the dev mailbox, as the /auth page does. */
export async function signInByOtp(apiUrl: string, email: string): Promise<Traveller & { refreshToken: string }> {
  const sent = await postJson(`${apiUrl}/auth/v1/otp`, { email, create_user: true });
  if (sent.status !== 200) throw new Error(`OTP for ${email}: ${sent.status} ${await sent.text()}`);
  const mail = await fetch(`${apiUrl}/sim/mailbox?to=${encodeURIComponent(email)}`);
  const [message] = ((await mail.json()) as { messages: MailboxMessage[] }).messages;
  const verified = await postJson(`${apiUrl}/auth/v1/verify`, { type: 'email', email, token: message!.code });
  if (verified.status !== 200) throw new Error(`verify ${email}: ${verified.status}`);
  const session = (await verified.json()) as { access_token: string; refresh_token: string; user: { id: string } };
  return { email, accessToken: session.access_token, refreshToken: session.refresh_token, userId: session.user.id };
}

export interface BookableBus {
  scheduleId: string;
  travelDate: string;
  seats: Seat[];
  boarding: StagePoint;
  dropping: StagePoint;
}

interface ScheduleAnswer {
  result: { seat_layout: { seats: Seat[] }; boarding_points: StagePoint[]; dropping_points: StagePoint[] };
}

/** A bus on sale with at least `minFree` free seats that are not women-reserved, `daysAhead` from today. */
export async function findBookableBus(apiUrl: string, minFree = 4, daysAhead = 2, skip = 0): Promise<BookableBus> {
  const travelDate = addDaysIso(todayInIndia(), daysAhead);
  const answer = await fetch(`${apiUrl}/api/availabilities/${JORHAT}/${GUWAHATI}/${travelDate}.json`);
  const { result } = (await answer.json()) as { result: BusResult[] };
  let skipped = 0;
  for (const bus of result) {
    if (bus.availableSeats < minFree) continue;
    const detail = await fetch(`${apiUrl}/api/schedule/${bus.scheduleId}.json`);
    if (detail.status !== 200) continue;
    const { result: schedule } = (await detail.json()) as ScheduleAnswer;
    const free = freeSeats(schedule.seat_layout.seats);
    if (free.length < minFree || !schedule.boarding_points.length || !schedule.dropping_points.length) continue;
    if (skipped++ < skip) continue;
    return {
      scheduleId: bus.scheduleId,
      travelDate,
      seats: schedule.seat_layout.seats,
      boarding: schedule.boarding_points[0]!,
      dropping: schedule.dropping_points[0]!,
    };
  }
  throw new Error(`no bookable bus on ${travelDate}`);
}

export const freeSeats = (seats: Seat[]) =>
  seats.filter((seat) => seat.available && !seat.isBooked && !seat.isWomenSeat);

export function passenger(name: string, gender: 'male' | 'female' | 'other' = 'male') {
  return {
    name,
    age: 34,
    gender,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    mobile: '9876543210',
  };
}

/** CONTINUE on the booking page: a tentative booking of `seatIds` on `bus`. */
export async function holdSeats(
  apiUrl: string,
  traveller: Traveller,
  bus: BookableBus,
  seatIds: string[],
  extra: Record<string, unknown> = {},
): Promise<Response> {
  return postJson(
    `${apiUrl}/api/tentative_booking/${bus.scheduleId}.json`,
    {
      travelDate: bus.travelDate,
      boardingPointId: bus.boarding.id,
      droppingPointId: bus.dropping.id,
      seats: seatIds.map((seatNumber, index) => ({ seatNumber, passenger: passenger(`Traveller ${index + 1}`) })),
      ...extra,
    },
    traveller.accessToken,
  );
}

export async function bookSeats(apiUrl: string, traveller: Traveller, bus: BookableBus, seatIds: string[]) {
  const answer = await holdSeats(apiUrl, traveller, bus, seatIds);
  if (answer.status !== 201) throw new Error(`tentative booking: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { booking: BookingRecord }).booking;
}

/** A JSON answer's body, typed as the test expects it. */
export const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

/**
 * Pays for a held booking as the payment page does: the order created, paid at the simulated gateway, and its
 * status asked once (which settles it). The test says what it expects of `settled` and `status`.
 */
export async function payForBooking(apiUrl: string, traveller: Traveller, pnr: string) {
  const created = await postJson(
    `${apiUrl}/api/phonepe/create-payment`,
    { merchantOrderId: pnr },
    traveller.accessToken,
  );
  const { orderId } = await json<{ orderId: string }>(created);
  const settled = await postJson(`${apiUrl}/sim/phonepe/orders/${orderId}/settle`, { state: 'COMPLETED' });
  const answer = await fetch(`${apiUrl}/api/phonepe/order-status/${orderId}`, {
    headers: { authorization: `Bearer ${traveller.accessToken}` },
  });
  return { orderId, settled, status: await json<OrderStatusResponse>(answer) };
}

/** A booking as its owner reads it, `GET /api/bookings/{pnr}`. */
export async function bookingRecordOf(apiUrl: string, traveller: Traveller, pnr: string): Promise<BookingRecord> {
  const answer = await fetch(`${apiUrl}/api/bookings/${pnr}`, {
    headers: { authorization: `Bearer ${traveller.accessToken}` },
  });
  return (await json<{ result: BookingRecord }>(answer)).result;
}

/** The e-ticket as its owner reads it, `GET /api/booking_details.json?pnr_number=…`. */
export async function eTicketOf(apiUrl: string, traveller: Traveller, pnr: string): Promise<TicketDetails> {
  const answer = await fetch(`${apiUrl}/api/booking_details.json?pnr_number=${pnr}`, {
    headers: { authorization: `Bearer ${traveller.accessToken}` },
  });
  return (await json<{ result: { ticket_details: TicketDetails[] } }>(answer)).result.ticket_details[0]!;
}

export { postJson };
