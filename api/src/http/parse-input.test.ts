import { MESSAGES, searchQuerySchema, inEnglish } from '@jatra/shared';
import { describe, expect, it } from 'vitest';
import { parseInput, rememberingQueryParser } from './parse-input';

/** a request as Express gives it: req.query parsed from the URL, here counted */
function request(url: string) {
  const query = Object.fromEntries(new URL(url, 'http://x').searchParams);
  const req = { url, reads: 0 };
  Object.defineProperty(req, 'query', {
    get: () => {
      req.reads += 1;
      return query;
    },
  });
  return req as typeof req & { query: unknown };
}

describe('rememberingQueryParser', () => {
  const url = '/search?source=117&destination=101&date=2030-01-15';

  it('answers what parseInput answers, and parses a query string it has seen only once', () => {
    const parse = rememberingQueryParser(searchQuerySchema, 10);
    const first = request(url);
    const again = request(url);
    expect(parse(first)).toEqual(parseInput(searchQuerySchema, first.query));
    expect(parse(again)).toEqual({ source: 117, destination: 101, date: '2030-01-15' });
    expect(first.reads).toBe(2);
    expect(again.reads).toBe(0);
    expect(Object.isFrozen(parse(again))).toBe(true);
  });

  it('refuses a bad query every time it is asked, with the schema message', () => {
    const parse = rememberingQueryParser(searchQuerySchema, 10);
    for (let i = 0; i < 2; i += 1) {
      const bad = request('/search?source=117&destination=117&date=2030-01-15');
      expect(() => parse(bad)).toThrow(
        expect.objectContaining({ status: 400, message: inEnglish(MESSAGES.invalidCity) }),
      );
      expect(bad.reads).toBe(1);
    }
  });

  it('keeps at most maxEntries query strings, forgetting the oldest', () => {
    const parse = rememberingQueryParser(searchQuerySchema, 2);
    const urlOn = (day: number) => `/search?source=117&destination=101&date=2030-01-1${day}`;
    for (const day of [1, 2, 3]) parse(request(urlOn(day)));
    const oldest = request(urlOn(1));
    const newest = request(urlOn(3));
    parse(oldest);
    parse(newest);
    expect(oldest.reads).toBe(1);
    expect(newest.reads).toBe(0);
  });

  it('answers a long query string padded with unknown parameters but does not remember it', () => {
    const parse = rememberingQueryParser(searchQuerySchema, 10);
    const padded = `${url}&pad=${'x'.repeat(300)}`;
    expect(parse(request(padded))).toEqual({ source: 117, destination: 101, date: '2030-01-15' });
    const again = request(padded);
    parse(again);
    expect(again.reads).toBe(1);
  });
});
