import {
  apiGet,
  apiPost,
  hostApiClient,
  vendorResponseSchema,
  type HostApi,
  type Vendor,
  type VendorApplication,
} from '@jatra/shared';
import { isNotFound } from '../vendor';

/** `GET /api/vendors/me`: the signed-in user's application, or null when they have not applied. */
export async function fetchMyApplication(host: HostApi, signal?: AbortSignal): Promise<Vendor | null> {
  try {
    return (await apiGet(hostApiClient(host), '/api/vendors/me', vendorResponseSchema, { signal })).result;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** `POST /api/vendors/apply`: the application as the API stored it (pending). */
export async function submitApplication(host: HostApi, application: VendorApplication): Promise<Vendor> {
  return (await apiPost(hostApiClient(host), '/api/vendors/apply', application, vendorResponseSchema)).result;
}
