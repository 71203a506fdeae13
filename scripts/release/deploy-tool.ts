/**
 * The deploy tools, against a running product (`--api <url>`, default the local one):
 *
 *   npm run deploy   -- booking@<version> [--canary <percent>] [--reason <text>] [--force --reason <text>]
 *   npm run rollback -- booking [--reason <text>]
 *   npm run releases -- booking [--json]
 *
 * `deploy` sends the release's descriptor from the release store; the API checks its contract against what is
 * live and changes that one frontend's entry. The deploy token is DEPLOY_TOKEN (the development one on the
 * embedded defaults); who ran the tool is DEPLOY_ACTOR, else the system user. A deploy or rollback is said to be live
 * once the shells' last answer from before it has aged out, so whoever reads "is live" sees it on their next load.
 */
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import {
  DEPLOY_TOKEN_HEADER,
  FRONTEND_PARTS,
  LIVE_ANSWER_MAX_AGE_MS,
  releaseName,
  type FrontendPart,
  type ReleaseListing,
} from '@jatra/shared';
import { DEV_DEPLOY_TOKEN } from '../../api/src/config/deploy';
import { resolveTopology } from '../launcher/topology';
import { listReleases, readDescriptor, releaseStoreDir } from './release-store';

class UsageError extends Error {}

const isPart = (value: string | undefined): value is FrontendPart =>
  (FRONTEND_PARTS as readonly (string | undefined)[]).includes(value);

function partOf(value: string | undefined): FrontendPart {
  if (!isPart(value)) throw new UsageError(`name a frontend: ${FRONTEND_PARTS.join(', ')}`);
  return value;
}

async function call(api: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${api.replace(/\/$/, '')}/api${path}`, {
    method,
    headers: {
      [DEPLOY_TOKEN_HEADER]: process.env.DEPLOY_TOKEN ?? DEV_DEPLOY_TOKEN,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json().catch(() => ({}))) as { result?: unknown; error?: { message: string } };
  if (!response.ok) throw new Error(answer.error?.message ?? `the API answered HTTP ${response.status}`);
  return answer.result;
}

const actor = () => process.env.DEPLOY_ACTOR ?? os.userInfo().username;

export async function runDeployTool(command: string, args: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      api: { type: 'string' },
      canary: { type: 'string' },
      reason: { type: 'string' },
      json: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
    },
  });
  const api = values.api ?? resolveTopology().runtimeConfig.apiBaseUrl;
  const store = releaseStoreDir();
  const [target] = positionals;

  if (command === 'deploy') {
    const [name, version] = (target ?? '').split(/@(.*)/s);
    const part = partOf(name);
    if (!version) throw new UsageError('name the release: <frontend>@<version> (npm run releases -- <frontend>)');
    const descriptor = readDescriptor(store, part, version);
    if (!descriptor) throw new UsageError(`${releaseName(part, version)} is not in the release store (${store})`);
    const canaryPercent = values.canary === undefined ? undefined : Number(values.canary);
    await call(api, 'POST', `/deploys/${part}`, {
      descriptor,
      canaryPercent,
      reason: values.reason,
      ...(values.force ? { force: true } : {}),
      actor: actor(),
    });
    await sleep(LIVE_ANSWER_MAX_AGE_MS);
    return canaryPercent === undefined
      ? `${releaseName(part, version)} is live`
      : `${releaseName(part, version)} is live for ${canaryPercent}% of visitors`;
  }

  if (command === 'rollback') {
    const part = partOf(target);
    const deployment = (await call(api, 'POST', `/deploys/${part}/rollback`, {
      reason: values.reason,
      actor: actor(),
    })) as {
      version: string;
    };
    await sleep(LIVE_ANSWER_MAX_AGE_MS);
    return `${releaseName(part, deployment.version)} is live`;
  }

  if (command === 'releases') {
    const part = partOf(target);
    const registered = new Map(
      ((await call(api, 'GET', `/deploys/${part}`)) as ReleaseListing[]).map((row) => [row.version, row]),
    );
    // published but never deployed: in the store only
    const published = listReleases(store, part).map(
      (descriptor): ReleaseListing =>
        registered.get(descriptor.version) ?? {
          version: descriptor.version,
          live: false,
          deployed_at: null,
          canary_percent: null,
        },
    );
    const listing = [...published, ...[...registered.values()].filter((row) => !published.includes(row))];
    if (values.json) return JSON.stringify(listing);
    if (listing.length === 0) return `${part} has no releases yet (npm run release -w <workspace>)`;
    return listing
      .map((row) => {
        const mark = row.live ? 'live' : row.canary_percent ? `canary ${row.canary_percent}%` : '';
        return `${mark.padEnd(12)} ${row.version.padEnd(28)} ${row.deployed_at ? `deployed ${row.deployed_at}` : 'never deployed'}`;
      })
      .join('\n');
  }
  throw new UsageError(`unknown command ${command}`);
}

if (process.argv[1] && (await import('node:path')).resolve(process.argv[1]) === import.meta.filename) {
  const [command = '', ...args] = process.argv.slice(2);
  try {
    console.log(await runDeployTool(command, args));
  } catch (error) {
    console.error(error instanceof UsageError ? `usage: ${error.message}` : `refused: ${(error as Error).message}`);
    process.exit(error instanceof UsageError ? 2 : 1);
  }
}
