import type { FrontendPart } from '../deployment/default-ports';

// Apart from the report's schema: the shell reports failures from its first view, which must not carry zod.

/**
 * Why a frontend could not be shown: its release was built against a contract the shell does not provide
 * (`contract`), its code did not load (`load`), or it threw while drawing (`render`).
 */
export const FRONTEND_FAILURE_KINDS = ['contract', 'load', 'render'] as const;
export type FrontendFailureKind = (typeof FRONTEND_FAILURE_KINDS)[number];

export const FRONTEND_FAILURE_MESSAGE_MAX = 500;
export const FRONTEND_FAILURE_PAGE_MAX = 300;

/** Where a shell reports a failure, under the API's `/api`. */
export const FRONTEND_FAILURES_PATH = '/frontend-failures';

/** One failure as a shell reports it: no sign-in needed (a failing page may have no session). */
export interface FrontendFailureReport {
  part: FrontendPart;
  /** the release that failed, null when the shell did not know it */
  version: string | null;
  kind: FrontendFailureKind;
  message: string;
  /** the path of the page it failed on */
  page: string;
}
