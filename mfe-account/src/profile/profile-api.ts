import {
  apiGet,
  apiPut,
  hostApiClient,
  profileResponseSchema,
  type HostApi,
  type Profile,
  type profileUpdateSchema,
} from '@jatra/shared';

/** The profile fields as `profileUpdateSchema` cleans them (phone without +91, e-mail in lower case). */
export type SavedProfileFields = ReturnType<typeof profileUpdateSchema.parse>;

/** `GET /api/profile`: the signed-in traveller's own profile. */
export async function fetchProfile(host: HostApi, signal?: AbortSignal): Promise<Profile> {
  const response = await apiGet(hostApiClient(host), '/api/profile', profileResponseSchema, { signal });
  return response.result;
}

/** `PUT /api/profile` with the fields as the shared schema cleaned them; answers the saved profile. */
export async function saveProfile(host: HostApi, update: SavedProfileFields): Promise<Profile> {
  const response = await apiPut(hostApiClient(host), '/api/profile', update, profileResponseSchema);
  return response.result;
}
