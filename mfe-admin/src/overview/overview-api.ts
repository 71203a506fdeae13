import {
  adminActivitiesResponseSchema,
  adminOperatorsResponseSchema,
  adminOverviewResponseSchema,
  apiGet,
  apiPost,
  vendorListResponseSchema,
  vendorResponseSchema,
  type Activity,
  type AdminOperatorsPage,
  type AdminOverview,
  type HostApi,
  type Vendor,
} from '@jatra/shared';
import { adminClient } from '../api';

/** `GET /api/admin/overview`: the four counters and the last 30 days. */
export async function fetchOverview(host: HostApi, signal?: AbortSignal): Promise<AdminOverview> {
  return (await apiGet(adminClient(host), '/api/admin/overview', adminOverviewResponseSchema, { signal })).result;
}

/** `GET /api/admin/vendors?status=pending`: the applications waiting for a decision. */
export async function fetchPendingVendors(host: HostApi, signal?: AbortSignal): Promise<Vendor[]> {
  return (await apiGet(adminClient(host), '/api/admin/vendors?status=pending', vendorListResponseSchema, { signal }))
    .result;
}

/** `GET /api/admin/activities`: who did what lately, newest first. */
export async function fetchActivities(host: HostApi, signal?: AbortSignal): Promise<Activity[]> {
  return (await apiGet(adminClient(host), '/api/admin/activities', adminActivitiesResponseSchema, { signal })).result;
}

/**
 * `GET /api/admin/operators?q=`: the first page of our synced operators whose name matches, to link a vendor to
 * one. There may be thousands: the admin types to narrow them rather than scroll through all.
 */
export async function searchOperators(host: HostApi, q: string, signal?: AbortSignal): Promise<AdminOperatorsPage> {
  const path = `/api/admin/operators?${new URLSearchParams({ q })}`;
  return (await apiGet(adminClient(host), path, adminOperatorsResponseSchema, { signal })).result;
}

/** `POST /api/admin/vendors/{id}/approve`, with the operator to link when one is chosen. */
export async function approveVendor(host: HostApi, id: string, operatorId: number | null): Promise<Vendor> {
  const body = operatorId === null ? {} : { operator_id: operatorId };
  return (await apiPost(adminClient(host), `/api/admin/vendors/${id}/approve`, body, vendorResponseSchema)).result;
}

/** `POST /api/admin/vendors/{id}/reject` */
export async function rejectVendor(host: HostApi, id: string): Promise<Vendor> {
  return (await apiPost(adminClient(host), `/api/admin/vendors/${id}/reject`, {}, vendorResponseSchema)).result;
}
