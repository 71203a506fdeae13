import type { ApiClientOptions, HostApi } from '@jatra/shared';

/** Our API as the signed-in admin calls it. */
export const adminClient = (host: HostApi): ApiClientOptions => ({
  baseUrl: host.apiBaseUrl,
  getAccessToken: () => host.getAccessToken(),
});
