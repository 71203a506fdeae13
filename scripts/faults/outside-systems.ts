/**
 * The outside systems of the fault run, the GDS and PhonePe simulators, in a process of their own on a
 * database of their own (PGlite in memory): killing our API or restarting our PostgreSQL leaves "the
 * provider" and "the gateway" running, as the real ones would. A load run gives them a PostgreSQL database of
 * their own instead (`databaseUrl`): PGlite answers one query at a time in the simulators' only thread, and
 * under a festival's load the queue behind it, not our API, would set every provider call's pace. The run reads their books over IPC
 * (`providerState`) to check what was sold against ours.
 */
import express from 'express';
import { COMPANY } from '@jatra/shared';
import { createGdsSimulator } from '../../api/simulators/gds/gds-simulator';
import { simGdsBookingSeats, simGdsBookings } from '../../api/simulators/gds/sim-schema';
import { createPhonePeSimulator } from '../../api/simulators/phonepe/phonepe-simulator';
import { simPhonePeOrders, simPhonePeRefunds } from '../../api/simulators/phonepe/sim-schema';
import { DEV_GDS_API_KEY, DEV_PHONEPE } from '../../api/src/config';
import { openDatabase } from '../../api/src/db/database';
import { createAppServer } from '../../api/src/http/app-server';
import { forkServer, serve, type ChildServer } from '../../api/bench/child-server';

export interface ProviderState {
  /** every PNR the GDS simulator made, with its status */
  bookings: { pnr: string; scheduleId: string; status: string }[];
  /** every seat of those PNRs; `cancelled` once the seat was cancelled */
  seats: { pnr: string; seatNumber: string; cancelled: boolean }[];
  orders: { merchantOrderId: string; state: string }[];
  refunds: { merchantRefundId: string; originalMerchantOrderId: string; state: string; finalState: string }[];
}

export interface OutsideSystems {
  child: ChildServer;
  /** GDS_BASE_URL for the API under test */
  gdsBaseUrl: string;
  /** PHONEPE_TOKEN_BASE_URL and PHONEPE_PG_BASE_URL */
  phonePeBaseUrl: string;
  state(): Promise<ProviderState>;
  /** sets the provider's or the gateway's knobs (api/simulators/*\/sim-knobs.ts); `{}` puts them back */
  knobs(system: 'gds' | 'phonepe', values: object): Promise<void>;
}

/** Starts the simulators on `port`; their webhooks go to `webhookUrl`; their books in `databaseUrl` if given. */
export async function startOutsideSystems(
  port: number,
  webhookUrl: string,
  options: { databaseUrl?: string } = {},
): Promise<OutsideSystems> {
  const child = await forkServer(import.meta.filename, {
    FAULTS_PROVIDER_PORT: String(port),
    FAULTS_WEBHOOK_URL: webhookUrl,
    ...(options.databaseUrl ? { FAULTS_OUTSIDE_DATABASE_URL: options.databaseUrl } : {}),
  });
  return {
    child,
    gdsBaseUrl: `${child.url}/sim`,
    phonePeBaseUrl: `${child.url}/sim/phonepe`,
    state: () => child.ask<ProviderState>('providerState'),
    async knobs(system, values) {
      const answer = await fetch(`${child.url}/sim/${system}/knobs`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
      if (!answer.ok) throw new Error(`${system} knobs: ${answer.status} ${await answer.text()}`);
    },
  };
}

if (process.argv.includes('--serve')) {
  const port = Number(process.env.FAULTS_PROVIDER_PORT);
  const database = await openDatabase({
    databaseUrl: process.env.FAULTS_OUTSIDE_DATABASE_URL,
    pgliteDataDir: 'memory://',
  });
  const base = `http://127.0.0.1:${port}`;
  const app = express();
  app.disable('x-powered-by');
  app.use('/sim', createGdsSimulator({ apiKey: DEV_GDS_API_KEY, db: database.db }));
  app.use(
    '/sim/phonepe',
    createPhonePeSimulator({
      db: database.db,
      client: DEV_PHONEPE,
      publicBaseUrl: `${base}/sim/phonepe`,
      webhook: {
        url: process.env.FAULTS_WEBHOOK_URL ?? '',
        username: DEV_PHONEPE.webhookUsername,
        password: DEV_PHONEPE.webhookPassword,
      },
      merchantName: COMPANY.name,
      // our API being down is the point of the run: a failed webhook attempt is expected, not news
      onError: () => undefined,
    }),
  );
  const { server, serve: serveApp } = createAppServer();
  serveApp(app);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { db } = database;
  serve(
    base,
    async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.close();
    },
    async (request) => {
      if (request !== 'providerState') return undefined;
      const [bookings, seats, orders, refunds] = await Promise.all([
        db
          .select({ pnr: simGdsBookings.pnr, scheduleId: simGdsBookings.scheduleId, status: simGdsBookings.status })
          .from(simGdsBookings),
        db
          .select({
            pnr: simGdsBookingSeats.pnr,
            seatNumber: simGdsBookingSeats.seatNumber,
            cancelledAt: simGdsBookingSeats.cancelledAt,
          })
          .from(simGdsBookingSeats),
        db
          .select({ merchantOrderId: simPhonePeOrders.merchantOrderId, state: simPhonePeOrders.state })
          .from(simPhonePeOrders),
        db
          .select({
            merchantRefundId: simPhonePeRefunds.merchantRefundId,
            originalMerchantOrderId: simPhonePeRefunds.originalMerchantOrderId,
            state: simPhonePeRefunds.state,
            finalState: simPhonePeRefunds.finalState,
          })
          .from(simPhonePeRefunds),
      ]);
      const state: ProviderState = {
        bookings,
        seats: seats.map(({ cancelledAt, ...seat }) => ({ ...seat, cancelled: cancelledAt !== null })),
        orders,
        refunds,
      };
      return state;
    },
  );
}
