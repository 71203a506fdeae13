import type { HostApi } from '../host/host-api';
import type { ApiClientOptions } from './api-client';

/**
 * How a remote calls our API: with the signed-in user's token, and when the server refuses a session that
 * ended elsewhere, the shell ends it here too. A resource anyone may read is asked for again without the token,
 * so a dead session never breaks a public page.
 */
export function hostApiClient(
  host: HostApi,
  { publicResource = false }: { publicResource?: boolean } = {},
): ApiClientOptions {
  return {
    baseUrl: host.apiBaseUrl,
    getAccessToken: () => host.getAccessToken(),
    onSessionRejected: () => host.sessionRejected?.(),
    retryAnonymously: publicResource,
  };
}
