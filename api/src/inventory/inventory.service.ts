import { MESSAGES, type BusResult, type StagePoint } from '@jatra/shared';
import { parseCoachLayout } from '../provider/gds/coach-layout';
import { parseAvailabilityTable, toBasicBusResult } from '../provider/gds/availability-rows';
import { parseStageGroups } from '../provider/gds/stage-strings';
import { parseFareStr } from '../provider/gds/seat-fares';
import { readProviderTable } from '../provider/gds/provider-table';
import { notFound, providerFailure } from '../http/app-error';
import { cancellationPolicyOf } from '../provider/gds/cancellation-policies';
import { GdsError, isNoService, isRecord, type GdsClient } from '../provider/gds/gds-client';

/** Provider failures become our error shape: an unknown schedule is a 404, the rest a 502. */
async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GdsError) {
      if (String(error.providerCode) === '404') throw notFound(error.message);
      throw providerFailure(error.message);
    }
    throw error;
  }
}

const stageTable = (result: unknown): StagePoint[] =>
  (readProviderTable(result)?.rows ?? []).map((row, index) => ({
    id: String(row.id ?? ''),
    name: String(row.name ?? ''),
    time: String(row.time ?? ''),
    address: String(row.address ?? ''),
    landmark: String(row.landmark ?? ''),
    contact: String(row.contact ?? ''),
    city: String(row.city_name ?? ''),
    seq: Number.isInteger(Number(row.seq)) ? Number(row.seq) : index + 1,
  }));

/** The spec's own-server inventory paths (§7), answered with the spec's names from the provider's tables. */
export function createInventoryService(gds: GdsClient) {
  return {
    async schedules(origin: number, destination: number, date: string) {
      const body = await fromProvider(async () => {
        try {
          return await gds.schedules(origin, destination, date);
        } catch (error) {
          if (isNoService(error)) return { result: [] };
          throw error;
        }
      });
      const rows = readProviderTable(body.result)?.rows ?? [];
      return rows.map((row) => ({
        id: String(row.id),
        route_id: Number(row.route_id),
        origin_id: Number(row.origin_id),
        destination_id: Number(row.destination_id),
        travel_id: Number(row.travel_id),
        available_seats: Number(row.available_seats) || 0,
        status: String(row.status ?? ''),
        updated_at: String(row.updated_at ?? ''),
        fare_options: parseFareStr(row.fare_str),
      }));
    },

    async availabilities(
      origin: number,
      destination: number,
      date: string,
    ): Promise<{ result: BusResult[]; stage_names: Record<string, string> }> {
      const body = await fromProvider(async () => {
        try {
          return await gds.availabilities(origin, destination, date);
        } catch (error) {
          if (isNoService(error)) return { result: [] };
          throw error;
        }
      });
      const stageNames = isRecord((body as Record<string, unknown>).stage_names)
        ? (body as Record<string, unknown>).stage_names
        : {};
      return {
        result: parseAvailabilityTable(body.result).rows.map(toBasicBusResult),
        stage_names: stageNames as Record<string, string>,
      };
    },

    async availability(scheduleId: string): Promise<BusResult> {
      const body = await fromProvider(() => gds.availability(scheduleId));
      const [row] = parseAvailabilityTable(body.result).rows;
      if (!row) throw notFound(MESSAGES.scheduleNotFound);
      return toBasicBusResult(row);
    },

    /** The provider's schedule detail, plus the seat layout and stages parsed once here. */
    async schedule(scheduleId: string) {
      const body = await fromProvider(() => gds.schedule(scheduleId));
      const detail = isRecord(body.result) ? body.result : null;
      if (!detail || !isRecord(detail.bus_layout)) throw notFound(MESSAGES.scheduleNotFound);
      const layout = detail.bus_layout;
      return {
        ...detail,
        id: String(detail.id),
        seat_layout: parseCoachLayout({
          coach_details: String(layout.coach_details ?? ''),
          available: String(layout.available ?? ''),
          ladies_seats: String(layout.ladies_seats ?? ''),
          ladies_booked_seats: String(layout.ladies_booked_seats ?? ''),
          gents_booked_seats: String(layout.gents_booked_seats ?? ''),
        }),
        boarding_points: parseStageGroups(layout.boarding_stages, 'boarding'),
        dropping_points: parseStageGroups(layout.dropoff_stages, 'dropping'),
        cancellation_policy: cancellationPolicyOf(detail.cancellation_policies),
      };
    },

    async boardingPoints(scheduleId: string): Promise<StagePoint[]> {
      return stageTable((await fromProvider(() => gds.boardingPoints(scheduleId))).result);
    },

    async droppingPoints(scheduleId: string): Promise<StagePoint[]> {
      return stageTable((await fromProvider(() => gds.droppingPoints(scheduleId))).result);
    },
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;
