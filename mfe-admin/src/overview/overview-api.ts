import {
  adminActivitiesResponseSchema,
  adminOperatorsResponseSchema,
  adminOverviewResponseSchema,
  apiGet,
  apiPost,
  vendorListResponseSchema,
  vendorResponseSchema,
  type Activity,
  type AdminOperator,
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
 * `GET /api/admin/operators`: our synced copy of the provider's operators, to link a vendor to one; the list is
 * paged by key, so every page is followed to its end.
 */
export async function fetchOperators(host: HostApi, signal?: AbortSignal): Promise<AdminOperator[]> {
  const operators: AdminOperator[] = [];
  let after: string | null = '';
  while (after !== null) {
    const path: string = `/api/admin/operators${after ? `?${new URLSearchParams({ after })}` : ''}`;
    const page = (await apiGet(adminClient(host), path, adminOperatorsResponseSchema, { signal })).result;
    operators.push(...page.operators);
    after = page.next;
  }
  return operators;
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
