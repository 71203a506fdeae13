/**
 * The bundle budget of a frontend (`npm run budget -w <workspace>`, and a step of its pipeline): what its first
 * view and each lazily loaded page may weigh over the wire (gzip, in KB of 1,024 bytes), written in the
 * workspace's `package.json` under `jatra.budgets`:
 *
 *   "jatra": { "budgets": { "firstViewKb": 70, "pagesKb": { "bookings": 12, "ticket": 25 } } }
 *
 * A page the build has and the budget lacks fails too: a new page is given its number when it is made.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FRONTEND_PARTS, type FrontendPart } from '@jatra/shared';
import { REPO_ROOT, WORKSPACE_OF } from '../launcher/topology';
import { bundleFigures, type BundleFigures } from '../release/bundle-figures';

export interface BundleBudget {
  firstViewKb: number;
  pagesKb: Record<string, number>;
}

type Figures = Omit<BundleFigures, 'gzip'>;

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The budget in a workspace's `package.json`; an error that says what to write when there is none. */
export function budgetOf(workspaceDir: string): BundleBudget {
  const manifest = JSON.parse(fs.readFileSync(path.join(workspaceDir, 'package.json'), 'utf8')) as {
    jatra?: { budgets?: Partial<BundleBudget> };
  };
  const budgets = manifest.jatra?.budgets;
  if (typeof budgets?.firstViewKb !== 'number') {
    throw new Error(`${workspaceDir}/package.json has no jatra.budgets.firstViewKb (gzip KB of the first view)`);
  }
  return { firstViewKb: budgets.firstViewKb, pagesKb: budgets.pagesKb ?? {} };
}

/** Every line the build is over its budget, in words; empty when it fits. */
export function overBudget(gzip: Figures, budget: BundleBudget): string[] {
  const over: string[] = [];
  if (gzip.firstViewBytes > budget.firstViewKb * KB) {
    over.push(`first view: ${kb(gzip.firstViewBytes)}, over its budget of ${budget.firstViewKb} KB`);
  }
  for (const [page, bytes] of Object.entries(gzip.pageBytes)) {
    const allowed = budget.pagesKb[page];
    if (allowed === undefined) over.push(`page ${page}: ${kb(bytes)}, and it has no budget (jatra.budgets.pagesKb)`);
    else if (bytes > allowed * KB) over.push(`page ${page}: ${kb(bytes)}, over its budget of ${allowed} KB`);
  }
  return over;
}

/** Checks a built frontend (`<workspace>/dist`) against its budget; prints the figures, returns the problems. */
export async function checkBudget(part: FrontendPart, log: (line: string) => void = console.log): Promise<string[]> {
  const workspace = path.join(REPO_ROOT, WORKSPACE_OF[part]);
  const budget = budgetOf(workspace);
  const { gzip } = await bundleFigures(path.join(workspace, 'dist'));
  if (!gzip) throw new Error('the bundle figures came without their gzip sizes');
  log(`${part}: first view ${kb(gzip.firstViewBytes)} of ${budget.firstViewKb} KB (gzip)`);
  for (const [page, bytes] of Object.entries(gzip.pageBytes)) {
    log(`${part}: page ${page} ${kb(bytes)} of ${budget.pagesKb[page] ?? '(none)'} KB`);
  }
  return overBudget(gzip, budget);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const asked = process.argv[2];
  const parts = asked === 'all' ? FRONTEND_PARTS : FRONTEND_PARTS.filter((part) => part === asked);
  if (parts.length === 0) {
    console.error(`usage: bundle-budget <${FRONTEND_PARTS.join('|')}|all> (after the build)`);
    process.exit(2);
  }
  let problems = 0;
  for (const part of parts) {
    for (const problem of await checkBudget(part)) {
      console.error(`over budget: ${part}: ${problem}`);
      problems += 1;
    }
  }
  process.exit(problems > 0 ? 1 : 0);
}
