import { localeOf, type HostApi } from '../host/host-api';
import { LOCALE_INFO } from '../i18n/locales';
import type { ApiClientOptions } from './api-client';

/**
 * How a remote calls our API: with the signed-in user's token, and when the server refuses a session that
 * ended elsewhere, the shell ends it here too. A resource anyone may read is asked for again without the token,
 * so a dead session never breaks a public page. Each request says the page's language, for the API's messages.
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
    // the API's refusals, which the page shows as they come, in the page's language
    acceptLanguage: () => LOCALE_INFO[localeOf(host)].tag,
  };
}
