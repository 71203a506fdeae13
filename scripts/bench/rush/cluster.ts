/**
 * What the festival rush runs against: two API instances on one PostgreSQL database behind the launcher's
 * proxy (`API_INSTANCES=2`, scripts/launcher/api-cluster.ts), and the provider and gateway
 * simulators in a process of their own (the fault run's outside systems), slowed to a real provider's pace.
 * Each is a process of its own, so that the run can say where the CPU went.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildServer } from '../../../api/bench/child-server';
import { instancePorts } from '../../launcher/api-cluster';
import { apiUnderTest, type ApiUnderTest } from '../../faults/api-under-test';
import { startOutsideSystems, type OutsideSystems } from '../../faults/outside-systems';
import { startProxy } from './proxy-process';

export interface RushCluster {
  /** the proxy: where the travellers (and the gateway's webhooks) go */
  apiUrl: string;
  outside: OutsideSystems;
  instances: ApiUnderTest[];
  proxy: ChildServer;
  /** process ids by name, for the CPU sampler */
  processes(): Record<string, number | undefined>;
  /** the provider's and the gateway's knobs (api/simulators/*\/sim-knobs.ts) */
  knobs(system: 'gds' | 'phonepe', values: object): Promise<void>;
  logFile: string;
  close(): Promise<void>;
}

export interface ClusterOptions {
  databaseUrl: string;
  /** the proxy's port; the instances take the next two, the simulators the one after */
  port: number;
  /** connections each instance's pool may open (DATABASE_POOL_SIZE) */
  poolSize?: number;
  /** the instances' log level: production logs every request at `info` */
  logLevel: string;
  reconcileIntervalMs: number;
  /** each instance writes a V8 CPU profile here when it stops */
  profileDir?: string;
  /** the simulators' own database (see startOutsideSystems) */
  outsideDatabaseUrl: string;
}

/** The simulators' process in the CPU figures (their database's backends are counted with it). */
export const SIMULATORS_PROCESS = 'provider and gateway simulators';

/** `application_name` marks each instance's connections, for pg_stat_activity to tell them apart. */
export const instanceName = (index: number) => `jatra-rush-api-${index}`;

function withApplicationName(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', name);
  return url.toString();
}

export async function startRushCluster(options: ClusterOptions): Promise<RushCluster> {
  const ports = instancePorts(options.port, 2);
  const apiUrl = `http://127.0.0.1:${options.port}`;
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jatra-rush-')), 'api.log');
  const outside = await startOutsideSystems(options.port + 3, `${apiUrl}/api/phonepe/webhook`, {
    databaseUrl: options.outsideDatabaseUrl,
  });
  const instances = ports.map((port, index) =>
    apiUnderTest({
      port,
      databaseUrl: withApplicationName(options.databaseUrl, instanceName(index)),
      gdsBaseUrl: outside.gdsBaseUrl,
      phonePeBaseUrl: outside.phonePeBaseUrl,
      logFile,
      reconcileIntervalMs: options.reconcileIntervalMs,
      env: {
        // the travellers come through the proxy, each from an address of its own (X-Forwarded-For)
        TRUSTED_PROXIES: 'loopback',
        API_PUBLIC_URL: apiUrl,
        PHONEPE_WEBHOOK_URL: `${apiUrl}/api/phonepe/webhook`,
        LOG_LEVEL: options.logLevel,
        // production's patience with the provider and the gateway, not the fault run's short one
        GDS_TIMEOUT_MS: '8000',
        PHONEPE_TIMEOUT_MS: '10000',
        ...(options.poolSize ? { DATABASE_POOL_SIZE: String(options.poolSize) } : {}),
      },
      nodeArgs: options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [],
    }),
  );
  let proxy: ChildServer;
  try {
    // the first migrates the database; the second then finds it ready
    await instances[0]!.start();
    await instances[1]!.start();
    proxy = await startProxy(options.port, ports);
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.stop()));
    await outside.child.close();
    throw error;
  }

  return {
    apiUrl,
    outside,
    instances,
    proxy,
    processes: () => ({
      [instanceName(0)]: instances[0]!.pid(),
      [instanceName(1)]: instances[1]!.pid(),
      proxy: proxy.pid,
      [SIMULATORS_PROCESS]: outside.child.pid,
    }),
    knobs: outside.knobs,
    logFile,
    async close() {
      await proxy.close();
      await Promise.all(instances.map((instance) => instance.stop()));
      await outside.child.close();
    },
  };
}
