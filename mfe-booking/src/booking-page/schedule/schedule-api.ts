import { apiGet, scheduleDetailResponseSchema, type HostApi, type ScheduleDetail } from '@jatra/shared';

/** `GET /api/schedule/{id}.json`: the bus, its seat layout and its boarding and dropping points. */
export async function getSchedule(host: HostApi, scheduleId: string, signal?: AbortSignal): Promise<ScheduleDetail> {
  const answer = await apiGet(
    { baseUrl: host.apiBaseUrl, getAccessToken: () => host.getAccessToken() },
    `/api/schedule/${encodeURIComponent(scheduleId)}.json`,
    scheduleDetailResponseSchema,
    { signal },
  );
  return answer.result;
}
