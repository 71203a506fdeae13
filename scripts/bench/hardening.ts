/**
 * What the hardening tests prove, as figures for the report: the hostile-input fuzz (routes, requests,
 * failures), run by vitest's CLI as `npm test` runs it.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { readFuzzSummary, type FuzzSummary } from '../../api/test/fuzz-summary';
import { REPO_ROOT } from '../launcher/topology';

export interface Hardening {
  fuzz: (FuzzSummary & { passed: boolean }) | { notMeasured: string };
}

const FUZZ_TEST = 'api/src/http/hostile-input.api.test.ts';

function runFuzz(): Hardening['fuzz'] {
  const vitest = path.join(REPO_ROOT, 'node_modules', 'vitest', 'vitest.mjs');
  const run = spawnSync(process.execPath, [vitest, 'run', '--project', 'api', FUZZ_TEST], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const summary = readFuzzSummary(`${run.stdout}\n${run.stderr}`);
  if (!summary) return { notMeasured: `${FUZZ_TEST} ended with ${run.status} before its summary` };
  return { ...summary, passed: run.status === 0 };
}

export async function measureHardening(): Promise<Hardening> {
  return { fuzz: runFuzz() };
}
