/** The machine a report was measured on: figures from another machine are not comparable. */
import fs from 'node:fs';
import os from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  os: string;
  /** Load average over the minute before the bench began: how shared the machine was. */
  loadAtStart: number;
}

/** PRETTY_NAME from os-release, e.g. "Debian GNU/Linux 12 (bookworm)", where the system has one. */
function distribution(): string | undefined {
  try {
    return /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(fs.readFileSync('/etc/os-release', 'utf8'))?.[1];
  } catch {
    return undefined;
  }
}

export function describeMachine(): Machine {
  const cpus = os.cpus();
  const kernel = `${os.type()} ${os.release()} ${os.arch()}`;
  const name = distribution();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: Number((os.totalmem() / 2 ** 30).toFixed(1)),
    node: process.version,
    os: name ? `${name}, ${kernel}` : kernel,
    loadAtStart: Number(os.loadavg()[0]!.toFixed(2)),
  };
}
