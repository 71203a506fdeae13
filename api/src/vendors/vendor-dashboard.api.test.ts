import { randomUUID } from 'node:crypto';
import {
  addDaysIso,
  todayInIndia,
  VENDOR_MESSAGES,
  vendorDashboardResponseSchema,
  vendorManifestResponseSchema,
  type BookingRecord,
  type BookingStatus,
  type Vendor,
  type VendorDashboard,
  type VendorManifest,
  inEnglish,
} from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATORS } from '../../simulators/gds/network/operators';
import { postJson, signInByOtp, type Traveller } from '../../test/booking-journey-test-kit';
import { startTestApi, type TestApi } from '../../test/api-test-kit';
import { bookings } from '../commerce';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../config';

const [NETWORK, GREEN_VALLEY] = OPERATORS;
const today = todayInIndia();

const application = (company: string) => ({
  company_name: company,
  registration_number: `REG-${company}`,
  contact_name: 'Anjali Bora',
  contact_email: 'ops@example.com',
  contact_phone: '+919812345678',
});

const stage = (name: string, time: string) => ({
  id: name.toLowerCase(),
  name,
  time,
  address: `${name} bus stand`,
  landmark: '',
  contact: '',
  city: name,
  seq: 1,
});

describe('a vendor linked to a provider operator sees its sales', () => {
  let api: TestApi;
  let admin: string;
  let traveller: Traveller;
  let network: Traveller;
  let green: Traveller;
  let pendingId: string;

  async function call<T = Vendor>(method: string, path: string, token: string | undefined, body?: unknown) {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { result: T; error?: { message: string } };
    return { status: response.status, result: json.result, message: json.error?.message };
  }

  async function apply(traveller: Traveller, company: string): Promise<string> {
    const answer = await call('POST', '/api/vendors/apply', traveller.accessToken, application(company));
    expect(answer.status).toBe(201);
    return answer.result.id;
  }

  /** A row as the bookings module writes it; `travel_id` is the operator running the bus. */
  async function book(input: {
    travelId: number;
    scheduleId: string;
    travelDate: string;
    status: BookingStatus;
    seats: string[];
    departureTime?: string;
    createdAt?: Date;
    cancelledBy?: 'operator';
  }): Promise<string> {
    const pnr = `PNR${randomUUID().slice(0, 8).toUpperCase()}`;
    const at = input.createdAt ?? new Date();
    const fare = 500;
    const passengers: BookingRecord['passenger_details'] = input.seats.map((seat) => ({
      seat_number: seat,
      name: `Passenger ${seat}`,
      age: 30,
      gender: seat.endsWith('1') ? 'female' : 'male',
      email: 'p@example.com',
      mobile: '9876543210',
    }));
    await api.database.db.insert(bookings).values({
      id: randomUUID(),
      userId: traveller.userId,
      pnr,
      ticketNumber: input.status === 'tentative' ? null : `T-${pnr}`,
      status: input.status,
      paymentStatus: input.status === 'tentative' ? 'pending' : 'completed',
      scheduleId: input.scheduleId,
      origin: 'Jorhat',
      destination: 'Guwahati',
      originId: 117,
      destinationId: 101,
      travelDate: input.travelDate,
      departureTime: input.departureTime ?? '21:30',
      arrivalTime: '05:30',
      busName: 'Night Rider',
      busType: 'AC Sleeper',
      travelId: input.travelId,
      seats: input.seats.map((seat) => ({ seat_number: seat, fare, deck: 'lower', type: 'sleeper' })),
      passengers,
      boardingPoint: stage('Jorhat', input.departureTime ?? '21:30'),
      droppingPoint: stage('Guwahati', '05:30'),
      baseAmount: fare * input.seats.length,
      gstAmount: 25 * input.seats.length,
      totalAmount: 525 * input.seats.length,
      holdExpiresAt: new Date(at.getTime() + 10 * 60_000),
      createdAt: at,
      updatedAt: at,
      cancelledBy: input.cancelledBy,
    });
    return pnr;
  }

  beforeAll(async () => {
    api = await startTestApi({ env: { AUTH_JWT_SECRET: 'vendor-dashboard-secret-0123456789abcdef' } });
    const signedIn = await postJson(`${api.url}/auth/v1/token?grant_type=password`, {
      email: DEV_ADMIN_EMAIL,
      password: DEV_ADMIN_PASSWORD,
    });
    admin = ((await signedIn.json()) as { access_token: string }).access_token;
    traveller = await signInByOtp(api.url, 'rider@example.com');
    network = await signInByOtp(api.url, 'network-ops@example.com');
    green = await signInByOtp(api.url, 'green-ops@example.com');
    pendingId = await apply(await signInByOtp(api.url, 'still-pending@example.com'), 'Pending Travels');
  });
  afterAll(() => api.close());

  it('links the operator at approval only when the provider knows it', async () => {
    const id = await apply(network, 'Network Ops');
    const unknown = await call('POST', `/api/admin/vendors/${id}/approve`, admin, { operator_id: 99999 });
    expect(unknown).toMatchObject({ status: 400, message: inEnglish(VENDOR_MESSAGES.unknownOperator) });
    const garbage = await call('POST', `/api/admin/vendors/${id}/approve`, admin, { operator_id: 'abc' });
    expect(garbage).toMatchObject({ status: 400, message: 'Choose the operator this vendor runs' });
    expect((await call('GET', '/api/vendors/me', network.accessToken)).result.status).toBe('pending');

    const approved = await call('POST', `/api/admin/vendors/${id}/approve`, admin, { operator_id: NETWORK!.id });
    expect(approved.status).toBe(200);
    expect(approved.result).toMatchObject({
      status: 'approved',
      operator_id: NETWORK!.id,
      operator_name: NETWORK!.name,
    });
  });

  it('approves without an operator, and links one later; only an approved vendor can be linked', async () => {
    const id = await apply(green, 'Green Ops');
    const approved = await call('POST', `/api/admin/vendors/${id}/approve`, admin);
    expect(approved.result).toMatchObject({ status: 'approved', operator_id: null, operator_name: null });
    // the role is read from the users row on every call: the token from before the approval works
    const unlinked = await call<VendorDashboard>('GET', '/api/vendor/dashboard', green.accessToken);
    expect(unlinked.status).toBe(200);
    expect(vendorDashboardResponseSchema.parse({ result: unlinked.result }).result).toMatchObject({
      operator: null,
      departures: [],
      bookings: [],
    });

    const link = (vendorId: string, body: unknown) =>
      call('POST', `/api/admin/vendors/${vendorId}/operator`, admin, body);
    expect(await link(id, { operator_id: 99999 })).toMatchObject({ status: 400, message: 'Unknown operator' });
    expect((await link(id, {})).status).toBe(400);
    expect(await link(pendingId, { operator_id: GREEN_VALLEY!.id })).toMatchObject({
      status: 409,
      message: inEnglish(VENDOR_MESSAGES.notApproved),
    });
    expect((await link(randomUUID(), { operator_id: GREEN_VALLEY!.id })).status).toBe(404);
    // relinking replaces the link
    expect((await link(id, { operator_id: NETWORK!.id })).result.operator_id).toBe(NETWORK!.id);
    const linked = await link(id, { operator_id: GREEN_VALLEY!.id });
    expect(linked.status).toBe(200);
    expect(linked.result).toMatchObject({ operator_id: GREEN_VALLEY!.id, operator_name: GREEN_VALLEY!.name });
  });

  it("shows the operator's departures and sales, and who travels on each departure", async () => {
    const upcoming = addDaysIso(today, 3);
    const sooner = addDaysIso(today, 1);
    const past = addDaysIso(today, -2);
    const s1 = `${upcoming.replaceAll('-', '')}00017`;
    const s2 = `${sooner.replaceAll('-', '')}00003`;
    const s0 = `${past.replaceAll('-', '')}00005`;
    const other = `${upcoming.replaceAll('-', '')}00042`;
    const older = new Date(Date.now() - 3600_000);
    const first = await book({
      travelId: NETWORK!.id,
      scheduleId: s1,
      travelDate: upcoming,
      status: 'confirmed',
      seats: ['A10', 'B1'],
      createdAt: older,
    });
    const second = await book({
      travelId: NETWORK!.id,
      scheduleId: s1,
      travelDate: upcoming,
      status: 'confirmed',
      seats: ['A2'],
    });
    const cancelled = await book({
      travelId: NETWORK!.id,
      scheduleId: s1,
      travelDate: upcoming,
      status: 'cancelled',
      seats: ['C3'],
    });
    const held = await book({
      travelId: NETWORK!.id,
      scheduleId: s1,
      travelDate: upcoming,
      status: 'tentative',
      seats: ['D4'],
    });
    const soon = await book({
      travelId: NETWORK!.id,
      scheduleId: s2,
      travelDate: sooner,
      status: 'confirmed',
      seats: ['L1'],
      departureTime: '06:15',
    });
    const gone = await book({
      travelId: NETWORK!.id,
      scheduleId: s0,
      travelDate: past,
      status: 'confirmed',
      seats: ['U1'],
    });
    const theirs = await book({
      travelId: GREEN_VALLEY!.id,
      scheduleId: other,
      travelDate: upcoming,
      status: 'confirmed',
      seats: ['A1'],
    });

    const answer = await call<VendorDashboard>('GET', '/api/vendor/dashboard', network.accessToken);
    expect(answer.status).toBe(200);
    const dashboard = vendorDashboardResponseSchema.parse({ result: answer.result }).result;
    expect(dashboard.vendor).toMatchObject({ status: 'approved', operator_id: NETWORK!.id });
    expect(dashboard.operator).toEqual({ id: NETWORK!.id, name: NETWORK!.name });
    // upcoming soonest first, then past
    expect(dashboard.departures.map((departure) => departure.schedule_id)).toEqual([s2, s1, s0]);
    expect(dashboard.departures[1]).toEqual({
      schedule_id: s1,
      travel_date: upcoming,
      departure_time: '21:30',
      origin: 'Jorhat',
      destination: 'Guwahati',
      bus_name: 'Night Rider',
      bus_type: 'AC Sleeper',
      seats_sold: 3,
      bookings: 2,
      revenue: 3 * 525,
      refunded_by_operator: 0,
    });
    const pnrs = dashboard.bookings.map((sale) => sale.pnr_number);
    expect(pnrs).toEqual(expect.arrayContaining([first, second, cancelled, soon, gone]));
    expect(pnrs).toHaveLength(5);
    expect(pnrs).not.toContain(held);
    expect(pnrs).not.toContain(theirs);
    expect(pnrs.at(-1)).toBe(first);
    expect(dashboard.bookings.find((sale) => sale.pnr_number === first)).toMatchObject({
      status: 'confirmed',
      seats: ['A10', 'B1'],
      total_amount: 1050,
    });

    const manifest = await call<VendorManifest>('GET', `/api/vendor/manifest/${s1}`, network.accessToken);
    expect(manifest.status).toBe(200);
    const { departure, passengers } = vendorManifestResponseSchema.parse({ result: manifest.result }).result;
    expect(departure).toEqual(dashboard.departures[1]);
    expect(passengers.map((p) => [p.seat_number, p.pnr_number])).toEqual([
      ['A2', second],
      ['A10', first],
      ['B1', first],
    ]);
    expect(passengers[2]).toEqual({
      pnr_number: first,
      seat_number: 'B1',
      name: 'Passenger B1',
      age: 30,
      gender: 'female',
      mobile: '9876543210',
      boarding_point: 'Jorhat',
      boarding_time: '21:30',
      dropping_point: 'Guwahati',
    });

    // another operator's departure, or one nobody booked, answers the same 404
    for (const scheduleId of [other, '2099010100001']) {
      const hidden = await call('GET', `/api/vendor/manifest/${scheduleId}`, network.accessToken);
      expect(hidden).toMatchObject({ status: 404, message: inEnglish(VENDOR_MESSAGES.departureNotFound) });
    }
    expect((await call('GET', '/api/vendor/manifest/not-a-schedule', network.accessToken)).status).toBe(400);

    // the other vendor sees its own operator's departure only
    const greenDashboard = await call<VendorDashboard>('GET', '/api/vendor/dashboard', green.accessToken);
    expect(greenDashboard.result.departures.map((d) => d.schedule_id)).toEqual([other]);
    expect((await call('GET', `/api/vendor/manifest/${other}`, green.accessToken)).status).toBe(200);
    expect((await call('GET', `/api/vendor/manifest/${s1}`, green.accessToken)).status).toBe(404);
  });

  it('shows a departure the operator cancelled as cancelled: nobody travels, each booking refunded by the operator', async () => {
    const travelDate = addDaysIso(today, 4);
    const scheduleId = `${travelDate.replaceAll('-', '')}00019`;
    for (const seats of [['A1'], ['A2', 'A3']]) {
      await book({
        travelId: NETWORK!.id,
        scheduleId,
        travelDate,
        status: 'cancelled',
        seats,
        cancelledBy: 'operator',
      });
    }
    // a traveller's own cancellation on that bus is not the operator's
    await book({ travelId: NETWORK!.id, scheduleId, travelDate, status: 'cancelled', seats: ['B1'] });
    const manifest = await call<VendorManifest>('GET', `/api/vendor/manifest/${scheduleId}`, network.accessToken);
    expect(manifest.status).toBe(200);
    const { departure, passengers } = vendorManifestResponseSchema.parse({ result: manifest.result }).result;
    expect(departure).toMatchObject({ schedule_id: scheduleId, seats_sold: 0, bookings: 0, refunded_by_operator: 2 });
    expect(passengers).toEqual([]);
  });

  it('is for vendors: a traveller gets 403, a visitor 401, an admin without an application 404', async () => {
    for (const path of ['/api/vendor/dashboard', '/api/vendor/manifest/2099010100001']) {
      expect((await call('GET', path, traveller.accessToken)).status).toBe(403);
      expect((await call('GET', path, undefined)).status).toBe(401);
    }
    expect(await call('GET', '/api/vendor/dashboard', admin)).toMatchObject({
      status: 404,
      message: inEnglish(VENDOR_MESSAGES.notFound),
    });
  });
});
