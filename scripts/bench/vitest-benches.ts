/** The vitest benchmarks of the api project (`*.bench.ts`), run by vitest's CLI, read back from its JSON. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../launcher/topology';

export interface VitestBenchFigure {
  group: string;
  name: string;
  opsPerSecond: number;
  meanMs: number;
  p99Ms: number;
  samples: number;
}

interface VitestBenchOutput {
  files: {
    groups: {
      fullName: string;
      benchmarks: { name: string; hz: number; mean: number; p99: number; sampleCount: number }[];
    }[];
  }[];
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

export async function runVitestBenches(): Promise<VitestBenchFigure[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jatra-vitest-bench-'));
  const outputFile = path.join(dir, 'bench.json');
  try {
    const vitest = path.join(REPO_ROOT, 'node_modules', 'vitest', 'vitest.mjs');
    const child = spawn(process.execPath, [vitest, 'bench', '--run', '--project', 'api', '--outputJson', outputFile], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', resolve);
    });
    if (code !== 0) throw new Error(`vitest bench exited with ${code}`);
    const output = JSON.parse(fs.readFileSync(outputFile, 'utf8')) as VitestBenchOutput;
    return output.files.flatMap((file) =>
      file.groups.flatMap((group) =>
        group.benchmarks.map((bench) => ({
          // "api/src/cities/cities.bench.ts > city typeahead …": the file is in the group's name already
          group: group.fullName,
          name: bench.name,
          opsPerSecond: Math.round(bench.hz),
          meanMs: round(bench.mean, 2),
          p99Ms: round(bench.p99, 2),
          samples: bench.sampleCount,
        })),
      ),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
