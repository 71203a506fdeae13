import { z } from 'zod';
import { FRONTEND_PARTS } from '../deployment/default-ports';
import {
  FRONTEND_FAILURE_KINDS,
  FRONTEND_FAILURE_MESSAGE_MAX,
  FRONTEND_FAILURE_PAGE_MAX,
  type FrontendFailureReport,
} from './load-failure-report';
import { releaseVersionSchema } from './release-descriptor';

/** A shell's failure report, checked as the API receives it. */
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
  // what it accepts is the report the shell sends, field for field
}) satisfies z.ZodType<FrontendFailureReport>;
