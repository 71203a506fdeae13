import {
  apiDelete,
  apiGet,
  apiPost,
  apiPut,
  hostApiClient,
  savedTravellerRemovedResponseSchema,
  savedTravellerResponseSchema,
  savedTravellersResponseSchema,
  type HostApi,
  type SavedTraveller,
  type SavedTravellerInput,
} from '@jatra/shared';

const travellerPath = (id: string) => `/api/travellers/${encodeURIComponent(id)}`;

/** `GET /api/travellers`: the signed-in traveller's saved travellers, newest first. */
export async function fetchTravellers(host: HostApi, signal?: AbortSignal): Promise<SavedTraveller[]> {
  const answer = await apiGet(hostApiClient(host), '/api/travellers', savedTravellersResponseSchema, { signal });
  return answer.result;
}

/** `POST /api/travellers`, or `PUT /api/travellers/{id}` for one already saved. */
export async function saveTraveller(
  host: HostApi,
  { id, input }: { id?: string; input: SavedTravellerInput },
): Promise<SavedTraveller> {
  const answer = id
    ? await apiPut(hostApiClient(host), travellerPath(id), input, savedTravellerResponseSchema)
    : await apiPost(hostApiClient(host), '/api/travellers', input, savedTravellerResponseSchema);
  return answer.result;
}

/** `DELETE /api/travellers/{id}` */
export async function removeTraveller(host: HostApi, id: string): Promise<void> {
  await apiDelete(hostApiClient(host), travellerPath(id), savedTravellerRemovedResponseSchema);
}
