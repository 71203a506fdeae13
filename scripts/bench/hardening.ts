/**
 * What the hardening runs prove, as figures for the report: the abuse limits tried, the hostile-input fuzz
 * (run by vitest's CLI as `npm test` runs it) and the fault run (`npm run test:faults`), each read back from
 * the summary line it prints.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { FAULTS_MARK, FUZZ_MARK, readSummary, type FaultsSummary, type FuzzSummary } from '../../api/test/summary-line';
import { REPO_ROOT } from '../launcher/topology';
import { tryLimits, type LimitTried } from './limits';

type Measured<T> = (T & { passed: boolean }) | { notMeasured: string };

export interface Hardening {
  limits: LimitTried[];
  fuzz: Measured<FuzzSummary>;
  faults: Measured<FaultsSummary>;
}

const FUZZ_TEST = 'api/src/http/hostile-input.api.test.ts';

function runForSummary<T>(what: string, mark: string, command: string, args: string[]): Measured<T> {
  const run = spawnSync(command, args, { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const summary = readSummary<T>(mark, `${run.stdout}\n${run.stderr}`);
  if (!summary) return { notMeasured: `${what} ended with ${run.status} before its summary` };
  return { ...summary, passed: run.status === 0 };
}

export async function measureHardening(): Promise<Hardening> {
  const vitest = path.join(REPO_ROOT, 'node_modules', 'vitest', 'vitest.mjs');
  return {
    limits: await tryLimits(),
    fuzz: runForSummary(FUZZ_TEST, FUZZ_MARK, process.execPath, [vitest, 'run', '--project', 'api', FUZZ_TEST]),
    faults: runForSummary('npm run test:faults', FAULTS_MARK, 'npm', ['run', '--silent', 'test:faults']),
  };
}
