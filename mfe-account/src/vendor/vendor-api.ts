import {
  apiGet,
  hostApiClient,
  vendorDashboardResponseSchema,
  vendorManifestResponseSchema,
  type HostApi,
  type VendorDashboard,
  type VendorManifest,
} from '@jatra/shared';

/** `GET /api/vendor/dashboard`: the vendor's application and, once linked to an operator, its sales. */
export async function fetchVendorDashboard(host: HostApi, signal?: AbortSignal): Promise<VendorDashboard> {
  const answer = await apiGet(hostApiClient(host), '/api/vendor/dashboard', vendorDashboardResponseSchema, { signal });
  return answer.result;
}

/** `GET /api/vendor/manifest/{scheduleId}`: who travels on one departure of the vendor's operator. */
export async function fetchManifest(host: HostApi, scheduleId: string, signal?: AbortSignal): Promise<VendorManifest> {
  const answer = await apiGet(
    hostApiClient(host),
    `/api/vendor/manifest/${encodeURIComponent(scheduleId)}`,
    vendorManifestResponseSchema,
    { signal },
  );
  return answer.result;
}
