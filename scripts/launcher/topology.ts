/** Where every part of Jatra runs, from the environment with the defaults of the architecture page. */
import path from 'node:path';
import {
  DEFAULT_PORTS,
  FRONTEND_PARTS,
  REMOTE_ENTRY_FILE,
  REMOTE_NAMES,
  type FrontendPart,
  type PartName,
  type RemoteManifest,
} from '@jatra/shared';

import { SCRIPTS_AFTER_PAINT_HASH } from '../../shell/server/scripts-after-paint';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** The parts `npm start` builds: the frontends, and the API (bundled for plain Node). */
export type BuiltPart = FrontendPart | 'api';

export const WORKSPACE_OF: Record<BuiltPart, string> = {
  api: 'api',
  shell: 'shell',
  search: 'mfe-search',
  booking: 'mfe-booking',
  account: 'mfe-account',
  admin: 'mfe-admin',
};

/** What `npm run build -w @jatra/api` writes (api/package.json) and `npm start` runs. */
export const API_BUNDLE = path.join(REPO_ROOT, 'api', 'dist', 'main.js');

const envName = (part: PartName, suffix: string) => `${part.toUpperCase()}_${suffix}`;

export function resolveTopology(env: NodeJS.ProcessEnv = process.env) {
  const publicHost = env.JATRA_PUBLIC_HOST ?? 'localhost';
  const bindHost = env.JATRA_BIND_HOST ?? '127.0.0.1';
  const port = (part: PartName) => Number(env[envName(part, 'PORT')] ?? DEFAULT_PORTS[part]);
  const origin = (part: PartName) => `http://${publicHost}:${port(part)}`;
  const distDir = (part: FrontendPart) =>
    path.resolve(REPO_ROOT, env[envName(part, 'DIST_DIR')] ?? path.join(WORKSPACE_OF[part], 'dist'));
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      env[envName(name, 'REMOTE_URL')] ?? `${origin(name)}/assets/${REMOTE_ENTRY_FILE}`,
    ]),
  ) as RemoteManifest;
  const apiBaseUrl = env.API_PUBLIC_URL ?? origin('api');
  const remoteOrigins = REMOTE_NAMES.map((name) => new URL(remotes[name]).origin);
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${SCRIPTS_AFTER_PAINT_HASH} ${remoteOrigins.join(' ')}`,
    `style-src 'self' 'unsafe-inline' ${remoteOrigins.join(' ')}`,
    `font-src 'self' data: ${remoteOrigins.join(' ')}`,
    `img-src 'self' data: ${remoteOrigins.join(' ')}`,
    `connect-src 'self' ${apiBaseUrl} ${remoteOrigins.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    bindHost,
    port,
    origin,
    distDir,
    remotes,
    runtimeConfig: { apiBaseUrl },
    contentSecurityPolicy: csp,
    corsOrigins: FRONTEND_PARTS.map(origin),
    frontends: FRONTEND_PARTS,
  };
}

export type Topology = ReturnType<typeof resolveTopology>;
