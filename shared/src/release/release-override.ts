import { z } from 'zod';
import { REMOTE_NAMES } from '../federation/shared-singletons';
import { releaseVersionSchema } from './release-descriptor';

/**
 * An admin's override: releases chosen for their own browser in production, where `?release=` is ignored. The API
 * signs it for a signed-in admin (a JWT, HS256, with `RELEASE_OVERRIDE_SECRET`); the shell's server checks the
 * signature and expiry on every page and keeps it in an HttpOnly cookie. Nobody else can make one.
 */
export const RELEASE_OVERRIDE_AUDIENCE = 'jatra-release-override';
/** The query parameter that hands the shell a signed override (`?release_token=<token>`; `off` removes it). */
export const RELEASE_OVERRIDE_TOKEN_QUERY = 'release_token';
export const RELEASE_OVERRIDE_TTL_SECONDS = 8 * 3600;
/** On the embedded defaults only: production without `RELEASE_OVERRIDE_SECRET` signs and accepts no override. */
export const DEV_RELEASE_OVERRIDE_SECRET = 'dev-release-override-secret-not-for-production';

/** The releases an override chooses, remote by remote (the shell itself is not overridden per browser). */
export const releaseOverridesSchema = z
  .partialRecord(z.enum(REMOTE_NAMES), releaseVersionSchema)
  .refine((overrides) => Object.keys(overrides).length > 0, 'Choose at least one release');
export type ReleaseOverrides = z.infer<typeof releaseOverridesSchema>;

export const releaseOverrideRequestSchema = z.object({ releases: releaseOverridesSchema });

export const releaseOverrideAnswerSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  /** what to open on the shell's origin to take the override */
  path: z.string(),
});

export const RELEASE_OVERRIDE_MESSAGES = {
  notConfigured: 'Release overrides are not configured on this server (RELEASE_OVERRIDE_SECRET)',
} as const;

/** `booking@<version>,search@<version>`: how an override is written in a cookie, a query and the audit log. */
export const formatOverridesParam = (overrides: Partial<Record<string, string>>) =>
  Object.entries(overrides)
    .map(([part, version]) => `${part}@${version}`)
    .join(',');
export const releaseOverrideResponseSchema = z.object({ result: releaseOverrideAnswerSchema });
