/**
 * Which release of each frontend a visitor gets: the registry's live one (asked of the API, at most once a
 * second, so a deploy shows on the next page load), its canary for the visitor's share, or a release QA chose for
 * their own browser (outside production). With nothing deployed, the frontends' own `dist/` are served as before.
 */
import crypto from 'node:crypto';
import {
  liveFrontendsSchema,
  releaseVersionSchema,
  REMOTE_NAMES,
  type FrontendPart,
  type LiveFrontendsAnswer,
  type RemoteName,
} from '@jatra/shared';

/** The visitor's lasting id, for a canary to stay with the same visitors across page loads. */
export const VISITOR_COOKIE = 'jatra_visitor';
/** `booking@<version>,search@<version>`: releases chosen for this browser only (`?release=booking@<version>`). */
export const OVERRIDE_COOKIE = 'jatra_release_override';

const LIVE_TTL_MS = 1000;
const LIVE_TIMEOUT_MS = 500;

export interface ChosenRelease {
  version: string;
  hostApi: string;
  singletons: Record<string, string>;
}
export type ChosenReleases = Partial<Record<FrontendPart, ChosenRelease>>;

/** The registry's answer, kept a second; the last one known while the API does not answer. */
export function liveReleasesFrom(apiBaseUrl: string, fetchLive: typeof fetch = fetch) {
  let known: LiveFrontendsAnswer = {};
  let askedAt = -Infinity;
  let asking: Promise<LiveFrontendsAnswer> | undefined;
  return async (): Promise<LiveFrontendsAnswer> => {
    if (performance.now() - askedAt < LIVE_TTL_MS) return known;
    asking ??= (async () => {
      try {
        const response = await fetchLive(`${apiBaseUrl.replace(/\/$/, '')}/api/frontend-releases/live`, {
          signal: AbortSignal.timeout(LIVE_TIMEOUT_MS),
        });
        if (response.ok) known = liveFrontendsSchema.parse(((await response.json()) as { result: unknown }).result);
      } catch {
        // the API is away: the releases last known stay live, and pages do not wait on it again for a second
      } finally {
        askedAt = performance.now();
        asking = undefined;
      }
      return known;
    })();
    return asking;
  };
}

/** 0–99, the same for one visitor and frontend on every load, independent between frontends. */
export function bucketOf(visitor: string, part: FrontendPart): number {
  return crypto.createHash('sha256').update(`${part}:${visitor}`).digest().readUInt32BE(0) % 100;
}

export function parseOverrides(value: string | undefined): Partial<Record<FrontendPart, string>> {
  const chosen: Partial<Record<FrontendPart, string>> = {};
  for (const item of (value ?? '').split(',')) {
    const [part, version] = item.trim().split(/@(.*)/s);
    if ((REMOTE_NAMES as readonly string[]).includes(part ?? '') && releaseVersionSchema.safeParse(version).success) {
      chosen[part as RemoteName] = version;
    }
  }
  return chosen;
}

export const formatOverrides = (overrides: Partial<Record<FrontendPart, string>>) =>
  Object.entries(overrides)
    .map(([part, version]) => `${part}@${version}`)
    .join(',');

/**
 * The release of each frontend for this visitor: an override (when allowed and published), else the canary when
 * the visitor's bucket falls in its share, else the live one. `published(part, version)` reads a release's
 * contract from the store, for an override of a release the registry never saw.
 */
export function chooseReleases(
  live: LiveFrontendsAnswer,
  visitor: string | undefined,
  overrides: Partial<Record<FrontendPart, string>>,
  published: (part: FrontendPart, version: string) => ChosenRelease | null,
): ChosenReleases {
  const chosen: ChosenReleases = {};
  for (const [part, entry] of Object.entries(live) as [
    FrontendPart,
    NonNullable<LiveFrontendsAnswer[FrontendPart]>,
  ][]) {
    const { canary, ...main } = entry;
    chosen[part] = canary && visitor && bucketOf(visitor, part) < canary.percent ? withoutPercent(canary) : main;
  }
  for (const [part, version] of Object.entries(overrides) as [FrontendPart, string][]) {
    const release = published(part, version);
    if (release) chosen[part] = release;
  }
  return chosen;
}

const withoutPercent = ({ percent: _percent, ...release }: ChosenRelease & { percent: number }): ChosenRelease =>
  release;

/** Reads one cookie of a Cookie header. */
export function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
