/**
 * One frontend's pipeline (`npm run ci -w <workspace>`): what its team runs to ship it, and nothing of the
 * others. In order, each step timed, the first failure ending the run:
 *
 *   1. typecheck of the workspace;
 *   2. eslint and prettier on its files;
 *   3. its unit tests, its contract test (`src/host-contract.test.tsx`) among them;
 *   4. its build (and whatever else is stale, for the next step), then its bundle budget (bundle-budget.ts);
 *   5. its smoke test (`e2e/tests/smoke/<part>.smoke.spec.ts`) in the shell with the other frontends as served.
 *
 * The root `npm test` still runs everything.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { FRONTEND_PARTS, type FrontendPart } from '@jatra/shared';
import { buildWhatIsStale } from '../launcher/builds';
import { REPO_ROOT, WORKSPACE_OF } from '../launcher/topology';
import { checkBudget } from './bundle-budget';

const part = process.argv[2] as FrontendPart;
if (!(FRONTEND_PARTS as readonly string[]).includes(part)) {
  console.error(`usage: remote-pipeline <${FRONTEND_PARTS.join('|')}>`);
  process.exit(2);
}
const workspace = WORKSPACE_OF[part];

function run(command: string, args: string[], cwd = REPO_ROOT): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

const npx = (...args: string[]) => run('npx', args);

const steps: [string, () => void | Promise<void>][] = [
  ['typecheck', () => run('npm', ['run', 'typecheck', '-w', workspace])],
  [
    'lint',
    () => {
      npx('eslint', workspace);
      npx('prettier', '--check', workspace);
    },
  ],
  [
    'unit and contract tests',
    () => {
      npx('vitest', 'run', '--project', 'unit', '--maxWorkers=2', `${workspace}/src`);
      // the shell's server (its page, releases and overrides) is tested beside the API's tests
      if (part === 'shell') npx('vitest', 'run', '--project', 'api', '--maxWorkers=2', 'shell/server');
    },
  ],
  [
    'build and bundle budget',
    async () => {
      await buildWhatIsStale([...FRONTEND_PARTS, 'api'], (line) => console.log(`[ci] ${line}`));
      const over = await checkBudget(part, (line) => console.log(`[ci] ${line}`));
      if (over.length > 0) throw new Error(`over budget:\n  ${over.join('\n  ')}`);
    },
  ],
  [
    'smoke test',
    () => run('npx', ['playwright', 'test', `tests/smoke/${part}.smoke.spec.ts`], path.join(REPO_ROOT, 'e2e')),
  ],
];

const started = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const done: string[] = [];
try {
  for (const [name, step] of steps) {
    console.log(`\n[ci] ${part}: ${name} …`);
    const stepStarted = performance.now();
    await step();
    done.push(`  ok   ${name} (${seconds(stepStarted)})`);
  }
  console.log(`\n[ci] ${part} can ship:\n${done.join('\n')}\n  in ${seconds(started)}`);
} catch (error) {
  console.error(`\n[ci] ${part} cannot ship:\n${done.join('\n')}\n  FAIL ${(error as Error).message}`);
  process.exit(1);
}
