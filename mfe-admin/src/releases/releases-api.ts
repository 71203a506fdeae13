import {
  adminFrontendReleasesResponseSchema,
  apiGet,
  apiPost,
  deploymentResponseSchema,
  releaseOverrideResponseSchema,
  type AdminFrontendReleases,
  type Deployment,
  type FrontendPart,
  type HostApi,
  type RemoteName,
} from '@jatra/shared';
import { adminClient } from '../api';

/** `GET /api/admin/frontend-releases`: every frontend's live release, latest changes and failures of the hour. */
export async function fetchReleases(host: HostApi, signal?: AbortSignal): Promise<AdminFrontendReleases> {
  const answer = await apiGet(adminClient(host), '/api/admin/frontend-releases', adminFrontendReleasesResponseSchema, {
    signal,
  });
  return answer.result;
}

/** `POST /api/admin/frontend-releases/:part/rollback`: ends the canary, or puts back the release before. */
export async function rollBack(host: HostApi, part: FrontendPart, reason: string): Promise<Deployment> {
  const body = reason.trim() ? { reason: reason.trim() } : {};
  const path = `/api/admin/frontend-releases/${part}/rollback`;
  return (await apiPost(adminClient(host), path, body, deploymentResponseSchema)).result;
}

/** `POST /api/admin/frontend-releases/override`: a signed choice of one release for this admin's browser. */
export async function signOverride(host: HostApi, part: RemoteName, version: string): Promise<string> {
  const body = { releases: { [part]: version } };
  const path = '/api/admin/frontend-releases/override';
  return (await apiPost(adminClient(host), path, body, releaseOverrideResponseSchema)).result.path;
}
