import { z } from 'zod';
import { FRONTEND_PARTS } from '../deployment/default-ports';
import { releaseVersionSchema } from './release-descriptor';

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
export const frontendFailureReportSchema = z.object({
  part: z.enum(FRONTEND_PARTS, { error: `part must be one of ${FRONTEND_PARTS.join(', ')}` }),
  /** the release that failed, null when the shell did not know it */
  version: releaseVersionSchema.nullable(),
  kind: z.enum(FRONTEND_FAILURE_KINDS, { error: `kind must be one of ${FRONTEND_FAILURE_KINDS.join(', ')}` }),
  message: z
    .string()
    .trim()
    .min(1, 'message must not be empty')
    .max(FRONTEND_FAILURE_MESSAGE_MAX, `message must be at most ${FRONTEND_FAILURE_MESSAGE_MAX} characters`),
  /** the path of the page it failed on */
  page: z
    .string()
    .startsWith('/', 'page must be a path')
    .max(FRONTEND_FAILURE_PAGE_MAX, `page must be at most ${FRONTEND_FAILURE_PAGE_MAX} characters`),
});
export type FrontendFailureReport = z.infer<typeof frontendFailureReportSchema>;
