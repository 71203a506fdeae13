import { describe, expect, it } from 'vitest';
import { COMPANY } from '../company/company';
import { supportContactOf, telHref } from './support-contact';

describe('supportContactOf', () => {
  it("is the shell's contact when it sends one", () => {
    const saved = { support_email: 'help@example.in', support_phone: '+91 98765 43210' };
    expect(supportContactOf({ supportContact: saved })).toEqual(saved);
  });

  it("is the company's contact from a shell that sends none", () => {
    expect(supportContactOf({})).toEqual({ support_email: COMPANY.email, support_phone: COMPANY.phone });
  });
});

describe('telHref', () => {
  it('keeps digits and a leading +', () => {
    expect(telHref('+91 361 246 8000')).toBe('tel:+913612468000');
    expect(telHref('(0376) 232-1111')).toBe('tel:03762321111');
  });
});
