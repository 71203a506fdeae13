import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { negotiateLocale, type Locale } from '@jatra/shared/i18n';
import { readRequestRuleLocaleFrom } from '@jatra/shared';
import './compile-catalogues';

const requestLocales = new AsyncLocalStorage<Locale>();

/** The language a request asks for (its `Accept-Language`), English when none of ours (docs/languages.md). */
export const localeOfRequest = (req: { headers?: IncomingHttpHeaders }): Locale =>
  negotiateLocale(req.headers?.['accept-language']);

/**
 * Runs each request in its language, so a validation message from @jatra/shared (`ruleError`) is said in it
 * without every route passing the language along.
 */
export const requestLocale: RequestHandler = (req, _res, next) => {
  requestLocales.run(localeOfRequest(req), next);
};

readRequestRuleLocaleFrom(() => requestLocales.getStore());
