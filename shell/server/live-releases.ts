/**
 * Which release of each frontend a visitor gets: the registry's live one (asked of the API, at most once a
 * second, so a deploy shows on the next page load), its canary for the visitor's share, or a release QA chose for
 * their own browser (outside production). With nothing deployed, the frontends' own `dist/` are served as before.
 * Why so: docs/frontend-releases.md.
 */
import crypto from 'node:crypto';
import {
  contractProblems,
  DEV_RELEASE_OVERRIDE_SECRET,
  HOST_API_VERSION,
  formatOverridesParam,
  LIVE_ANSWER_REUSE_MS,
  LIVE_ANSWER_TIMEOUT_MS,
  liveFrontendsSchema,
  RELEASE_OVERRIDE_TOKEN_QUERY,
  RELEASE_OVERRIDE_TTL_SECONDS,
  releaseVersionSchema,
  REMOTE_NAMES,
  type FrontendPart,
  type LiveFrontendsAnswer,
  type RemoteName,
} from '@jatra/shared';
import { readReleaseOverride } from '@jatra/shared/release-override-token';

/** The visitor's lasting id, for a canary to stay with the same visitors across page loads. */
export const VISITOR_COOKIE = 'jatra_visitor';
/** `booking@<version>,search@<version>`: releases chosen for this browser only (`?release=booking@<version>`). */
export const OVERRIDE_COOKIE = 'jatra_release_override';
/** An admin's signed override (`?release_token=`), which the page's scripts never read. */
export const OVERRIDE_TOKEN_COOKIE = 'jatra_release_override_token';

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
    if (performance.now() - askedAt < LIVE_ANSWER_REUSE_MS) return known;
    asking ??= (async () => {
      try {
        const response = await fetchLive(`${apiBaseUrl.replace(/\/$/, '')}/api/frontend-releases/live`, {
          signal: AbortSignal.timeout(LIVE_ANSWER_TIMEOUT_MS),
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

type Overrides = Partial<Record<FrontendPart, string>>;

export function parseOverrides(value: string | undefined): Overrides {
  const chosen: Overrides = {};
  for (const item of (value ?? '').split(',')) {
    const [part, version] = item.trim().split(/@(.*)/s);
    if ((REMOTE_NAMES as readonly string[]).includes(part ?? '') && releaseVersionSchema.safeParse(version).success) {
      chosen[part as RemoteName] = version;
    }
  }
  return chosen;
}

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

/**
 * The remotes whose chosen release the shell will refuse to mount (the same check as the browser's), so its page
 * neither draws nor preloads them. With no shell release live, the shell served is the one built beside this
 * server: its `HostApi` is ours, and its singletons are taken as the remote's.
 */
export function refusedRemotes(chosen: ChosenReleases): Set<RemoteName> {
  const refused = new Set<RemoteName>();
  for (const name of REMOTE_NAMES) {
    const remote = chosen[name];
    if (!remote) continue;
    const shell = chosen.shell ?? { hostApi: HOST_API_VERSION, singletons: remote.singletons };
    if (contractProblems(shell, remote).length > 0) refused.add(name);
  }
  return refused;
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

/** Who may choose releases for their own browser: anyone outside production, admins with a signed override. */
export interface OverrideSettings {
  /** `?release=<remote>@<version>` (`@live` goes back), kept in a cookie: outside production only */
  plain: boolean;
  /** checks the overrides the API signs for admins (`?release_token=`); undefined: none is honoured */
  secret: string | undefined;
}

export function overrideSettingsFrom(env: NodeJS.ProcessEnv): OverrideSettings {
  const production = env.NODE_ENV === 'production';
  return {
    plain: !production,
    secret: env.RELEASE_OVERRIDE_SECRET ?? (production ? undefined : DEV_RELEASE_OVERRIDE_SECRET),
  };
}

export type VisitorRequest = { cookie: string | undefined; address?: string; setCookie?: (cookie: string) => void };

/** The releases an admin's signed override chooses: handed over in the query once, then kept HttpOnly. */
async function signedOverrides(request: VisitorRequest, query: URLSearchParams | undefined, secret: string) {
  const handed = query?.get(RELEASE_OVERRIDE_TOKEN_QUERY);
  if (handed && request.setCookie) {
    const releases = handed === 'off' ? null : await readReleaseOverride(secret, handed, new Date());
    request.setCookie(
      releases
        ? `${OVERRIDE_TOKEN_COOKIE}=${handed}; Path=/; Max-Age=${RELEASE_OVERRIDE_TTL_SECONDS}; HttpOnly; SameSite=Lax`
        : `${OVERRIDE_TOKEN_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
    );
    return releases ?? {};
  }
  const kept = cookieOf(request.cookie, OVERRIDE_TOKEN_COOKIE);
  return (kept && (await readReleaseOverride(secret, kept, new Date()))) || {};
}

/** What this visitor chose for their own browser: `?release=` outside production, and an admin's signed override. */
export async function overridesOf(request: VisitorRequest, settings: OverrideSettings): Promise<Overrides> {
  const query = request.address ? new URL(request.address, 'http://shell.invalid').searchParams : undefined;
  let overrides = settings.plain ? parseOverrides(cookieOf(request.cookie, OVERRIDE_COOKIE)) : {};
  // a version's `+` reads as a space in a query unless written %2B: either is taken
  const asked = query?.get('release')?.replaceAll(' ', '+');
  if (settings.plain && asked && request.setCookie) {
    const [part, version] = asked.split(/@(.*)/s);
    const rest = Object.fromEntries(Object.entries(overrides).filter(([name]) => name !== part));
    overrides = version === 'live' ? rest : { ...rest, ...parseOverrides(asked) };
    request.setCookie(
      `${OVERRIDE_COOKIE}=${encodeURIComponent(formatOverridesParam(overrides))}; Path=/; SameSite=Lax`,
    );
  }
  const signed = settings.secret ? await signedOverrides(request, query, settings.secret) : {};
  return { ...overrides, ...signed };
}
