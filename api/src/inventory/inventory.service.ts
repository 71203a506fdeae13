import { MESSAGES, type BusResult, type StagePoint } from '@jatra/shared';
import { parseAvailabilityTable, toBasicBusResult } from '../provider/gds/availability-rows';
import { parseScheduleDetail, type GdsScheduleDetail } from '../provider/gds/schedule-detail';
import { parseScheduleList, type ScheduleListRow } from '../provider/gds/schedule-table';
import { parseStageNames, parseStageTable } from '../provider/gds/stage-tables';
import { notFound, providerFailure } from '../http/app-error';
import { GdsError, isNoService, isUnknownToProvider, type GdsClient } from '../provider/gds/gds-client';

/** Provider failures become our error shape: an unknown schedule is a 404, the rest a 502. */
async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GdsError) {
      if (isUnknownToProvider(error)) throw notFound(error.message);
      throw providerFailure(error.message);
    }
    throw error;
  }
}

/** The spec's own-server inventory paths (§7), answered with the spec's names from the provider's tables. */
export function createInventoryService(gds: GdsClient) {
  async function scheduleDetail(scheduleId: string): Promise<GdsScheduleDetail> {
    const detail = parseScheduleDetail((await fromProvider(() => gds.schedule(scheduleId))).result);
    if (!detail) throw notFound(MESSAGES.scheduleNotFound);
    return detail;
  }

  return {
    async schedules(origin: number, destination: number, date: string): Promise<ScheduleListRow[]> {
      const body = await fromProvider(async () => {
        try {
          return await gds.schedules(origin, destination, date);
        } catch (error) {
          if (isNoService(error)) return { result: [] };
          throw error;
        }
      });
      return parseScheduleList(body.result);
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
      return {
        result: parseAvailabilityTable(body.result).rows.map(toBasicBusResult),
        stage_names: parseStageNames(body),
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
      return parseStageTable((await fromProvider(() => gds.boardingPoints(scheduleId))).result);
    },

    async droppingPoints(scheduleId: string): Promise<StagePoint[]> {
      return parseStageTable((await fromProvider(() => gds.droppingPoints(scheduleId))).result);
    },
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;
