import { describe, expect, it } from 'vitest';
import { everyInterval } from './FiguresAsOf';

describe('everyInterval', () => {
  it('says how often in the words a person would use', () => {
    expect(everyInterval(60)).toBe('every minute');
    expect(everyInterval(300)).toBe('every 5 minutes');
    expect(everyInterval(30)).toBe('every 30 seconds');
    expect(everyInterval(1)).toBe('every second');
    expect(everyInterval(90)).toBe('every 90 seconds');
  });
});
