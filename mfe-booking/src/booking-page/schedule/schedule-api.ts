import { apiGet, hostApiClient, scheduleDetailResponseSchema, type HostApi, type ScheduleDetail } from '@jatra/shared';

/**
 * `GET /api/schedule/{id}.json`: the bus, its seat layout and its boarding and dropping points. Anyone may see
 * the seats, so a session that ended elsewhere does not keep the seat map away.
 */
export async function getSchedule(host: HostApi, scheduleId: string, signal?: AbortSignal): Promise<ScheduleDetail> {
  const answer = await apiGet(
    hostApiClient(host, { publicResource: true }),
    `/api/schedule/${encodeURIComponent(scheduleId)}.json`,
    scheduleDetailResponseSchema,
    { signal },
  );
  return answer.result;
}
