import {
  ADMIN_MESSAGES,
  apiErrorBodySchema,
  apiGet,
  apiPost,
  apiPut,
  cacheClearedResponseSchema,
  syncStatusResponseSchema,
  systemSettingsResponseSchema,
  type HostApi,
  type SyncStatus,
  type SystemSettings,
  sayRule,
} from '@jatra/shared';
import { adminClient } from '../api';

export type StoredSettings = SystemSettings & { updated_at: string | null };
export type ClearedCache = { name: string; entries: number };

/** `GET /api/admin/settings` */
export async function fetchSettings(host: HostApi, signal?: AbortSignal): Promise<StoredSettings> {
  return (await apiGet(adminClient(host), '/api/admin/settings', systemSettingsResponseSchema, { signal })).result;
}

/** `PUT /api/admin/settings`: the whole form; the answer is what is now stored. */
export async function saveSettings(host: HostApi, settings: SystemSettings): Promise<StoredSettings> {
  return (await apiPut(adminClient(host), '/api/admin/settings', settings, systemSettingsResponseSchema)).result;
}

/** `GET /api/admin/sync`: when each provider list was last copied, and how many rows came. */
export async function fetchSyncStatus(host: HostApi, signal?: AbortSignal): Promise<SyncStatus[]> {
  return (await apiGet(adminClient(host), '/api/admin/sync', syncStatusResponseSchema, { signal })).result;
}

/** `POST /api/admin/cache/clear`: what each cache held before it was emptied. */
export async function clearCache(host: HostApi): Promise<ClearedCache[]> {
  return (await apiPost(adminClient(host), '/api/admin/cache/clear', {}, cacheClearedResponseSchema)).result.cleared;
}

/** 'attachment; filename="jatra-backup-2026-11-22.ndjson.gz"' → that name (RFC 6266's quoted or bare form). */
function filenameFrom(disposition: string | null): string | null {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * `GET /api/admin/backup`: a gzip file, not JSON, so it is fetched here with the admin's token (a plain link would
 * go without it) and handed back as a Blob with the name the server gave it. The browser keeps a large Blob on
 * disk, not in the page's memory. Only one export runs at a time: the server's refusal says so.
 */
export async function fetchBackup(host: HostApi): Promise<{ blob: Blob; filename: string }> {
  const token = await host.getAccessToken();
  let response: Response;
  let blob: Blob | undefined;
  try {
    response = await fetch(new URL('/api/admin/backup', host.apiBaseUrl), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    // a download the server or the network cut short fails here, not as a broken file
    if (response.ok) blob = await response.blob();
  } catch {
    throw new Error(sayRule(ADMIN_MESSAGES.backupFailed));
  }
  if (!blob) {
    const body = apiErrorBodySchema.safeParse(await response.json().catch(() => undefined));
    throw new Error(body.success ? body.data.error.message : sayRule(ADMIN_MESSAGES.backupFailed));
  }
  const filename = filenameFrom(response.headers.get('Content-Disposition')) ?? 'jatra-backup.ndjson.gz';
  return { blob, filename };
}

/** Saves a Blob through a temporary link: the browser's own download, with its own prompt if it asks one. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has started the download; the URL is only needed until then
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
