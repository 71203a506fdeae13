import { describe, expect, it } from 'vitest';
import { guardFindings } from './guard-check';
import {
  atLeast,
  distinctStatements,
  fullScansOfBigTables,
  mainStatement,
  scansOf,
  topOf,
  type PlanNode,
} from './plans';

/** My Bookings' page as PostgreSQL plans it with its index, and as it plans it without. */
const withIndex: PlanNode = {
  'Node Type': 'Limit',
  'Actual Rows': 21,
  'Actual Loops': 1,
  Plans: [
    {
      'Node Type': 'Index Scan',
      'Relation Name': 'bookings',
      'Index Name': 'bookings_user_idx',
      'Actual Rows': 21,
      'Actual Loops': 1,
    },
  ],
};
const withoutIndex: PlanNode = {
  'Node Type': 'Limit',
  'Actual Rows': 21,
  'Actual Loops': 1,
  Plans: [
    {
      'Node Type': 'Sort',
      'Actual Rows': 21,
      'Actual Loops': 1,
      Plans: [
        {
          'Node Type': 'Gather',
          'Actual Rows': 300,
          'Actual Loops': 1,
          Plans: [
            {
              'Node Type': 'Seq Scan',
              'Relation Name': 'bookings',
              'Actual Rows': 100,
              'Actual Loops': 3,
              'Rows Removed by Filter': 66_566,
            },
          ],
        },
      ],
    },
  ],
};
const rows = new Map([
  ['bookings', 200_000],
  ['settings', 1],
]);
const statement = (plan: PlanNode) => ({ sql: 'select …', times: 1, top: topOf(plan), scans: scansOf(plan) });

describe('reading a plan', () => {
  it('names the top of the plan down to the scan', () => {
    expect(topOf(withIndex)).toBe('Limit → Index Scan using bookings_user_idx on bookings');
    expect(topOf(withoutIndex)).toBe('Limit → Sort → Gather → Seq Scan on bookings');
  });

  it('counts the rows a scan read over its loops, those its filter removed included', () => {
    expect(scansOf(withoutIndex)).toEqual([{ node: 'Seq Scan', table: 'bookings', rowsRead: 199_998 }]);
    expect(scansOf(withIndex)).toEqual([
      { node: 'Index Scan', table: 'bookings', index: 'bookings_user_idx', rowsRead: 21 },
    ]);
  });

  it('finds a sequential scan of a big table, and only of a big one', () => {
    expect(fullScansOfBigTables([statement(withIndex)], rows, atLeast(10_000))).toEqual([]);
    expect(fullScansOfBigTables([statement(withoutIndex)], rows, atLeast(10_000))).toHaveLength(1);
    const small: PlanNode = { 'Node Type': 'Seq Scan', 'Relation Name': 'settings', 'Actual Rows': 1 };
    expect(fullScansOfBigTables([statement(small)], rows, atLeast(10_000))).toEqual([]);
    // stopped early by a LIMIT: a few rows of the big table read, not all of it
    const stopped: PlanNode = { 'Node Type': 'Seq Scan', 'Relation Name': 'bookings', 'Actual Rows': 100 };
    expect(fullScansOfBigTables([statement(stopped)], rows, atLeast(10_000))).toEqual([]);
  });

  it('explains each statement once, counting how often it was sent, and leaves out transaction control', () => {
    const distinct = distinctStatements([
      { text: 'begin', values: [] },
      { text: 'select * from refunds where booking_id = $1', values: ['a'] },
      { text: 'select * from refunds where booking_id = $1', values: ['b'] },
      { text: 'insert into audit_events values ($1)', values: ['x'] },
      { text: 'select 1', values: [] },
      { text: 'update bookings set status = $1', values: ['expired'] },
      { text: 'commit', values: [] },
    ]);
    expect(distinct.map((entry) => [entry.query.text, entry.times])).toEqual([
      ['select * from refunds where booking_id = $1', 2],
      ['update bookings set status = $1', 1],
    ]);
  });

  it("takes the statement the read's time mostly went to as its main one", () => {
    const once = { ...statement(withIndex), executionMs: 3, times: 1 };
    const often = { ...statement(withIndex), sql: 'n+1', executionMs: 0.5, times: 300 };
    expect(mainStatement([once, often])?.sql).toBe('n+1');
  });
});

describe('the guard', () => {
  it('fails a read whose plan lost its index, and passes it with the index', () => {
    const read = (plan: PlanNode) => ({ name: 'My Bookings', p50Ms: 4, statements: [statement(plan)] });
    expect(guardFindings([read(withIndex)], 2, rows)).toEqual([]);
    expect(guardFindings([read(withoutIndex)], 2, rows)).toEqual([
      { name: 'My Bookings', problem: 'no index serves it: sequential scan of bookings (200000 rows, 199998 read)' },
    ]);
  });

  it('fails a read far slower than the baseline, but not a fast read that is merely a few times slower', () => {
    const read = (p50Ms: number) => ({ name: 'admin users', p50Ms, statements: [] });
    expect(guardFindings([read(30)], 1, rows)).toEqual([]);
    expect(guardFindings([read(12)], 2, rows)).toEqual([]);
    expect(guardFindings([read(90)], 2, rows)).toEqual([
      { name: 'admin users', problem: "p50 90 ms is 45× the baseline's 2 ms" },
    ]);
  });

  it('leaves out the tables that stay small and the simulators’ own', () => {
    const scan = (table: string): PlanNode => ({ 'Node Type': 'Seq Scan', 'Relation Name': table, 'Actual Rows': 365 });
    const read = (table: string) => ({ name: table, p50Ms: 2, statements: [statement(scan(table))] });
    const sizes = new Map([
      ['overview_days', 365],
      ['sim_gds_bookings', 365],
      ['support_conversations', 365],
    ]);
    expect(guardFindings(['overview_days', 'sim_gds_bookings', 'support_conversations'].map(read), 2, sizes)).toEqual([
      {
        name: 'support_conversations',
        problem: 'no index serves it: sequential scan of support_conversations (365 rows, 365 read)',
      },
    ]);
  });

  it('fails a read it could not measure', () => {
    expect(guardFindings([{ name: 'e-ticket', notMeasured: 'failed: 500' }], 2, rows)).toEqual([
      { name: 'e-ticket', problem: 'not measured: failed: 500' },
    ]);
  });
});
