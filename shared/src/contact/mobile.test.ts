import { describe, expect, it } from 'vitest';
import {
  cleanIndianMobile,
  INDIAN_MOBILE_PATTERN,
  isCompletePhone,
  MOBILE_PATTERN,
  normalisePhone,
  phoneDigits,
} from './mobile';

describe('a mobile number', () => {
  it('is exactly 10 digits', () => {
    expect(['9876543210', '5876543210'].map((mobile) => MOBILE_PATTERN.test(mobile))).toEqual([true, true]);
    expect(['987654321', '98765432101', '98765 43210', ''].some((mobile) => MOBILE_PATTERN.test(mobile))).toBe(false);
  });

  it('as an Indian mobile, starts with 6 to 9', () => {
    expect(['9876543210', '6000000000'].map((mobile) => INDIAN_MOBILE_PATTERN.test(mobile))).toEqual([true, true]);
    expect(['5876543210', '987654321'].some((mobile) => INDIAN_MOBILE_PATTERN.test(mobile))).toBe(false);
  });

  it('is cleaned of spaces, dashes and the country code', () => {
    expect(['+91 98765-43210', '0091 98765 43210', '9876543210'].map(cleanIndianMobile)).toEqual([
      '9876543210',
      '9876543210',
      '9876543210',
    ]);
  });

  it('is typed after +91, digits only, at most 10 of them', () => {
    expect(normalisePhone('')).toBe('+91');
    expect(normalisePhone('98a765 432101')).toBe('+919876543210');
    expect(normalisePhone('+91 98765')).toBe('+9198765');
    expect(phoneDigits('+9198765')).toBe('98765');
    expect([isCompletePhone('+9198765'), isCompletePhone('+919876543210')]).toEqual([false, true]);
  });
});
