/**
 * What the machine and the database do during the rush, sampled once a second: PostgreSQL's connections of
 * each API instance (pg_stat_activity: active, idle, idle in a transaction, waiting on a lock) and the CPU time
 * of each process (/proc/<pid>/stat), the database's backends summed as one.
 */
import fs from 'node:fs';

import pg from 'pg';

export interface ConnectionUse {
  /** application_name: one API instance, or `other` */
  who: string;
  /** averages over the samples */
  open: number;
  active: number;
  idle: number;
  idleInTransaction: number;
  /** waiting on a lock (wait_event_type Lock) */
  waitingOnLock: number;
  /** the most seen open, and active, in one sample */
  maxOpen: number;
  maxActive: number;
}

export interface ProcessCpu {
  process: string;
  /** percent of one core, averaged over the sampled time */
  percentOfCore: number;
}

export interface Samples {
  seconds: number;
  connections: ConnectionUse[];
  /** the lock waits seen, by wait event (e.g. `transactionid`, `tuple`), summed over the samples */
  lockWaits: Record<string, number>;
  cpu: ProcessCpu[];
  /** every process on the machine (others' work included): percent of all cores */
  machineBusyPercent: number;
  /** transactions committed in this database while sampled (each statement outside a transaction is one) */
  transactions: number;
}

const TICKS_PER_SECOND = 100;

/** utime + stime of a process in clock ticks, or undefined once it is gone */
function cpuTicks(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

function machineTicks(): { busy: number; total: number } {
  const [line] = fs.readFileSync('/proc/stat', 'utf8').split('\n');
  const values = line!.split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  // idle and iowait
  return { busy: total - values[3]! - values[4]!, total };
}

interface ActivityRow {
  pid: number;
  who: string;
  state: string | null;
  wait_event_type: string | null;
  wait_event: string | null;
}

/**
 * `outsideDatabase`: the simulators' database on the same server; its backends' CPU is the simulators' work, and
 * is counted with their process.
 */
export function startSampler(
  databaseUrl: string,
  processes: () => Record<string, number | undefined>,
  outsideDatabase?: { name: string; process: string },
) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'jatra-rush-sampler' });
  const perWho = new Map<string, Omit<ConnectionUse, 'who'>>();
  const lockWaits: Record<string, number> = {};
  /** CPU ticks per process name: first and last seen, per pid (a backend or an API process) */
  const ticks = new Map<string, Map<number, { first: number; last: number }>>();
  let samples = 0;
  const started = Date.now();
  const machineAtStart = machineTicks();
  let stopped = false;

  function addTicks(name: string, pid: number) {
    const now = cpuTicks(pid);
    if (now === undefined) return;
    const byPid = ticks.get(name) ?? new Map<number, { first: number; last: number }>();
    ticks.set(name, byPid);
    const seen = byPid.get(pid);
    if (seen) seen.last = now;
    else byPid.set(pid, { first: now, last: now });
  }

  async function sample() {
    if (outsideDatabase) {
      const outside = await client.query<{ pid: number }>(`select pid from pg_stat_activity where datname = $1`, [
        outsideDatabase.name,
      ]);
      for (const row of outside.rows) addTicks(outsideDatabase.process, row.pid);
    }
    const { rows } = await client.query<ActivityRow>(
      `select pid, coalesce(nullif(application_name, ''), 'other') as who, state, wait_event_type, wait_event
       from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    samples += 1;
    const counts = new Map<string, { open: number; active: number; idle: number; inTx: number; lock: number }>();
    for (const row of rows) {
      const who = row.who.startsWith('jatra-rush-api-') ? row.who : 'other';
      const count = counts.get(who) ?? { open: 0, active: 0, idle: 0, inTx: 0, lock: 0 };
      counts.set(who, count);
      count.open += 1;
      if (row.state === 'active') count.active += 1;
      else if (row.state === 'idle') count.idle += 1;
      else if (row.state?.startsWith('idle in transaction')) count.inTx += 1;
      if (row.wait_event_type === 'Lock') {
        count.lock += 1;
        lockWaits[row.wait_event ?? 'lock'] = (lockWaits[row.wait_event ?? 'lock'] ?? 0) + 1;
      }
      addTicks('PostgreSQL (backends of this database)', row.pid);
    }
    for (const [who, count] of counts) {
      const use = perWho.get(who) ?? {
        open: 0,
        active: 0,
        idle: 0,
        idleInTransaction: 0,
        waitingOnLock: 0,
        maxOpen: 0,
        maxActive: 0,
      };
      perWho.set(who, use);
      use.open += count.open;
      use.active += count.active;
      use.idle += count.idle;
      use.idleInTransaction += count.inTx;
      use.waitingOnLock += count.lock;
      use.maxOpen = Math.max(use.maxOpen, count.open);
      use.maxActive = Math.max(use.maxActive, count.active);
    }
    for (const [name, pid] of Object.entries(processes())) if (pid) addTicks(name, pid);
    addTicks('load generator (this run)', process.pid);
  }

  const committed = async () =>
    Number(
      (
        await client.query<{ n: string }>(
          'select xact_commit as n from pg_stat_database where datname = current_database()',
        )
      ).rows[0]!.n,
    );
  let committedAtStart = 0;
  const running = (async () => {
    await client.connect();
    committedAtStart = await committed();
    while (!stopped) {
      const next = Date.now() + 1000;
      await sample().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
    }
  })();

  return {
    async stop(): Promise<Samples> {
      stopped = true;
      await running;
      // the statistics collector reports a moment late: the last second's commits may be missing
      const transactions = (await committed()) - committedAtStart;
      await client.end();
      const seconds = (Date.now() - started) / 1000;
      const machine = machineTicks();
      const round = (value: number) => Math.round(value * 10) / 10;
      const average = (value: number) => round(value / Math.max(1, samples));
      return {
        seconds: Math.round(seconds),
        connections: [...perWho.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([who, use]) => ({
            who,
            open: average(use.open),
            active: average(use.active),
            idle: average(use.idle),
            idleInTransaction: average(use.idleInTransaction),
            waitingOnLock: average(use.waitingOnLock),
            maxOpen: use.maxOpen,
            maxActive: use.maxActive,
          })),
        lockWaits,
        cpu: [...ticks.entries()].map(([name, byPid]) => {
          const used = [...byPid.values()].reduce((sum, seen) => sum + seen.last - seen.first, 0);
          return { process: name, percentOfCore: round((used / TICKS_PER_SECOND / seconds) * 100) };
        }),
        transactions,
        machineBusyPercent: round(
          ((machine.busy - machineAtStart.busy) / Math.max(1, machine.total - machineAtStart.total)) * 100,
        ),
      };
    },
  };
}
