import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRONTEND_PARTS } from '@jatra/shared';
import { REPO_ROOT, WORKSPACE_OF } from '../launcher/topology';
import { budgetOf, overBudget } from './bundle-budget';

const KB = 1024;
const budget = { firstViewKb: 10, pagesKb: { home: 50, search: 80 } };

describe('the bundle budget', () => {
  it('passes a build within it, and names each line over it, with its size and its budget', () => {
    expect(overBudget({ totalBytes: 0, firstViewBytes: 10 * KB, pageBytes: { home: 50 * KB } }, budget)).toEqual([]);
    expect(
      overBudget({ totalBytes: 0, firstViewBytes: 12.5 * KB, pageBytes: { home: 40 * KB, search: 90 * KB } }, budget),
    ).toEqual(['first view: 12.5 KB, over its budget of 10 KB', 'page search: 90.0 KB, over its budget of 80 KB']);
  });

  it('fails a page the build has and the budget lacks', () => {
    expect(overBudget({ totalBytes: 0, firstViewBytes: KB, pageBytes: { ticket: 2 * KB } }, budget)).toEqual([
      'page ticket: 2.0 KB, and it has no budget (jatra.budgets.pagesKb)',
    ]);
  });

  it("reads each frontend's budget from its package.json, and says what to write where there is none", () => {
    for (const part of FRONTEND_PARTS) {
      expect(budgetOf(path.join(REPO_ROOT, WORKSPACE_OF[part])).firstViewKb).toBeGreaterThan(0);
    }
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'jatra-budget-'));
    fs.writeFileSync(path.join(bare, 'package.json'), '{"name":"x"}');
    expect(() => budgetOf(bare)).toThrow(/jatra\.budgets\.firstViewKb/);
  });
});
