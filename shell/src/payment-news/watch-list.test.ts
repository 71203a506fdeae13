import { describe, expect, it } from 'vitest';
import {
  MAX_ENTRIES,
  WATCH_MAX_AGE_MS,
  confirmedIn,
  dismissed,
  follow,
  parseShared,
  parseTab,
  unfollow,
  unsettledOf,
  withSettled,
  withStarted,
} from './watch-list';

const NOW = 1_800_000_000_000;

describe('the shared list of payments in flight', () => {
  it('keeps well-formed entries younger than the watch age, and drops the rest', () => {
    const stored = JSON.stringify([
      { pnr: 'TS2611300001ABCD', userId: 'u1', at: NOW - 60_000, settled: false },
      { pnr: 'TS2611300002ABCD', userId: 'u1', at: NOW - WATCH_MAX_AGE_MS - 1, settled: false },
      { pnr: 'bad pnr!', userId: 'u1', at: NOW, settled: false },
      { pnr: 'TS2611300003ABCD', userId: 'u1', at: 'soon', settled: false },
      'junk',
    ]);
    expect(parseShared(stored, NOW).map((entry) => entry.pnr)).toEqual(['TS2611300001ABCD']);
    expect(parseShared('not json', NOW)).toEqual([]);
    expect(parseShared(null, NOW)).toEqual([]);
  });

  it('a started payment is unsettled for its user only, until a tab settles it; a restart moves it to the end', () => {
    let entries = withStarted([], 'PNR0001', 'u1', NOW);
    entries = withStarted(entries, 'PNR0002', 'u2', NOW);
    expect(unsettledOf(entries, 'u1')).toEqual(['PNR0001']);
    entries = withSettled(entries, 'PNR0001');
    expect(unsettledOf(entries, 'u1')).toEqual([]);
    entries = withStarted(entries, 'PNR0001', 'u1', NOW + 1);
    expect(entries.map((entry) => entry.pnr)).toEqual(['PNR0002', 'PNR0001']);
    expect(unsettledOf(entries, 'u1')).toEqual(['PNR0001']);
  });

  it('holds at most MAX_ENTRIES, the newest', () => {
    let entries = withStarted([], 'PNR0000', 'u1', NOW);
    for (let n = 1; n <= MAX_ENTRIES + 2; n += 1) entries = withStarted(entries, `PNR${1000 + n}`, 'u1', NOW);
    expect(entries).toHaveLength(MAX_ENTRIES);
    expect(entries.at(-1)?.pnr).toBe(`PNR${1000 + MAX_ENTRIES + 2}`);
    expect(entries.some((entry) => entry.pnr === 'PNR0000')).toBe(false);
  });
});

describe("a tab's followed payments and notices", () => {
  it('follows once, shows a confirmation once, and not at all when the page there told it already', () => {
    let state = follow(parseTab(null), ['PNR0001', 'PNR0001', 'PNR0002']);
    expect(state.following).toEqual(['PNR0001', 'PNR0002']);
    state = confirmedIn(state, 'PNR0001', false);
    state = confirmedIn(state, 'PNR0001', false);
    expect(state).toEqual({ following: ['PNR0002'], notices: ['PNR0001'] });
    state = confirmedIn(state, 'PNR0002', true);
    expect(state).toEqual({ following: [], notices: ['PNR0001'] });
    // a confirmation already shown is not followed again
    expect(follow(state, ['PNR0001']).following).toEqual([]);
    expect(dismissed(state, 'PNR0001').notices).toEqual([]);
  });

  it('an ended booking is no longer followed, and nothing is shown for it', () => {
    const state = unfollow(follow(parseTab(null), ['PNR0001']), 'PNR0001');
    expect(state).toEqual({ following: [], notices: [] });
  });

  it('reads back what it kept, ignoring what is malformed', () => {
    expect(parseTab(JSON.stringify({ following: ['PNR0001', 7, ''], notices: 'x' }))).toEqual({
      following: ['PNR0001'],
      notices: [],
    });
    expect(parseTab('{')).toEqual({ following: [], notices: [] });
  });
});
