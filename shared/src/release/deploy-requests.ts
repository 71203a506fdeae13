import { z } from 'zod';
import { frontendPartSchema, releaseDescriptorSchema, releaseVersionSchema } from './release-descriptor';

export const DEPLOY_MESSAGES = {
  forceNeedsReason: 'A forced deploy needs a reason (--reason)',
} as const;

/** `POST /api/deploys/:part`: what the deploy tool sends (the release's own descriptor, from the store). */
export const deployRequestSchema = z
  .object({
    descriptor: releaseDescriptorSchema,
    /** to this share of visitors first, beside the live release; absent: to everyone */
    canaryPercent: z.number().int().min(1).max(99).optional(),
    reason: z.string().trim().max(300).optional(),
    /**
     * past the contract check, on purpose: a major `HostApi` change goes out remote first, then the shell. The
     * shell still refuses to mount what does not fit it, so only that area shows an error until its match is live.
     */
    force: z.boolean().optional(),
    /** who ran the tool (the audit log and the history say it) */
    actor: z.string().trim().min(1).max(100),
  })
  .refine((request) => !request.force || !!request.reason, {
    message: DEPLOY_MESSAGES.forceNeedsReason,
    path: ['reason'],
  });

export const rollbackRequestSchema = z.object({
  reason: z.string().trim().max(300).optional(),
  actor: z.string().trim().min(1).max(100),
});

export const frontendPartParamsSchema = z.object({ part: frontendPartSchema });

/** One line of `npm run releases -- <part> --json`. */
export const releaseListingSchema = z.object({
  version: releaseVersionSchema,
  live: z.boolean(),
  deployed_at: z.string().nullable(),
  canary_percent: z.number().int().nullable(),
});
export type ReleaseListing = z.infer<typeof releaseListingSchema>;

export const deploymentSchema = z.object({
  id: z.number().int(),
  part: frontendPartSchema,
  action: z.enum(['deploy', 'canary', 'rollback']),
  version: z.string(),
  previousVersion: z.string().nullable(),
  canaryVersion: z.string().nullable(),
  canaryPercent: z.number().int().nullable(),
  actor: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type Deployment = z.infer<typeof deploymentSchema>;

/** The header the deploy tool proves itself with (the API's DEPLOY_TOKEN). */
export const DEPLOY_TOKEN_HEADER = 'x-deploy-token';

const liveReleaseSchema = z.object({
  version: releaseVersionSchema,
  hostApi: z.string(),
  singletons: z.record(z.string(), z.string()),
});

/** `GET /api/frontend-releases/live`: each frontend's live release and its canary, with their contracts. */
export const liveFrontendsSchema = z.partialRecord(
  frontendPartSchema,
  liveReleaseSchema.extend({ canary: liveReleaseSchema.extend({ percent: z.number().int() }).nullable() }),
);
export type LiveFrontendsAnswer = z.infer<typeof liveFrontendsSchema>;

/** A shell server asks for the live releases at most once in this long, */
export const LIVE_ANSWER_REUSE_MS = 1000;
/** and waits this long for the answer before it serves the last one it knows. */
export const LIVE_ANSWER_TIMEOUT_MS = 500;
/**
 * The oldest answer a shell may still serve after a change: one asked just before it, answered at the timeout, then
 * reused. The deploy tools say a release is live once this has passed, so the next page load is sure to show it.
 */
export const LIVE_ANSWER_MAX_AGE_MS = LIVE_ANSWER_REUSE_MS + LIVE_ANSWER_TIMEOUT_MS;

/** Changes of one frontend the admin's Releases page lists, newest first. */
export const ADMIN_RELEASE_HISTORY_LENGTH = 10;

/** `GET /api/admin/frontend-releases`: each frontend's live release, its latest changes and its failing releases. */
export const adminFrontendReleasesSchema = z.array(
  z.object({
    part: frontendPartSchema,
    /** null: no release deployed, visitors get the build the servers started with */
    live: z
      .object({
        version: z.string(),
        /** the change that put it live for everyone (when, by whom, why); null if past what the registry keeps */
        since: deploymentSchema.nullable(),
        canary: z
          .object({ version: z.string(), percent: z.number().int(), since: deploymentSchema.nullable() })
          .nullable(),
      })
      .nullable(),
    /** the newest first, at most ADMIN_RELEASE_HISTORY_LENGTH */
    history: z.array(deploymentSchema),
    /**
     * what a rollback would put live for everyone now: the live release when it ends a canary, else the one live
     * before it; null when there is nothing to roll back to
     */
    rollbackTo: z.string().nullable(),
    /** reports of the last hour, by release and kind */
    failures: z.array(
      z.object({
        version: z.string().nullable(),
        kind: z.enum(['contract', 'load', 'render']),
        count: z.number().int(),
        last_message: z.string(),
        last_at: z.string(),
      }),
    ),
  }),
);
export type AdminFrontendReleases = z.infer<typeof adminFrontendReleasesSchema>;
export const adminFrontendReleasesResponseSchema = z.object({ result: adminFrontendReleasesSchema });
export const deploymentResponseSchema = z.object({ result: deploymentSchema });
