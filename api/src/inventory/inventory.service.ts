import { MESSAGES, type BusResult, type StagePoint } from '@jatra/shared';
import { parseAvailabilityTable, toBasicBusResult } from '../provider/gds/availability-rows';
import { parseScheduleDetail, type GdsScheduleDetail } from '../provider/gds/schedule-detail';
import { parseFareStr } from '../provider/gds/seat-fares';
import { readProviderTable } from '../provider/gds/provider-table';
import { notFound, providerFailure } from '../http/app-error';
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
  async function scheduleDetail(scheduleId: string): Promise<GdsScheduleDetail> {
    const detail = parseScheduleDetail((await fromProvider(() => gds.schedule(scheduleId))).result);
    if (!detail) throw notFound(MESSAGES.scheduleNotFound);
    return detail;
  }

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

    /** The provider's schedule, read: what a booking is checked against. */
    scheduleDetail,

    /** The spec's schedule answer: the provider's detail as sent, plus the seat layout and stages parsed once here. */
    async schedule(scheduleId: string) {
      const detail = await scheduleDetail(scheduleId);
      return {
        ...detail.wire,
        id: detail.id,
        seat_layout: detail.seatLayout,
        boarding_points: detail.boardingPoints,
        dropping_points: detail.droppingPoints,
        cancellation_policy: detail.cancellationPolicy,
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
