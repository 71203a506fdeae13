/** A mobile number is 10 digits, after India's country code +91. */
export const MOBILE_DIGITS = 10;
export const PHONE_PREFIX = '+91';

/** Exactly 10 digits: a passenger's mobile. */
export const MOBILE_PATTERN = new RegExp(`^\\d{${MOBILE_DIGITS}}$`);
/** 10 digits as India numbers mobiles, from 6 to 9: the account's own number, which sign-in codes go to. */
export const INDIAN_MOBILE_PATTERN = new RegExp(`^[6-9]\\d{${MOBILE_DIGITS - 1}}$`);

/** '+91 98765-43210' → '9876543210': spaces, dashes and the country code go. */
export const cleanIndianMobile = (value: string): string => value.replace(/[\s-]/g, '').replace(/^(\+91|0091)/, '');

/** '+91' then up to 10 digits, whatever was typed or pasted. */
export function normalisePhone(raw: string): string {
  const withoutPrefix = raw.startsWith(PHONE_PREFIX) ? raw.slice(PHONE_PREFIX.length) : raw;
  return PHONE_PREFIX + withoutPrefix.replace(/\D/g, '').slice(0, MOBILE_DIGITS);
}

/** The mobile digits after the prefix ('' when none were typed). */
export const phoneDigits = (phone: string) => normalisePhone(phone).slice(PHONE_PREFIX.length);

export const isCompletePhone = (phone: string) => phoneDigits(phone).length === MOBILE_DIGITS;

/** '9876543210' → '98xxxxxx10': enough for the traveller to know the number, not enough to read it off a screen. */
export const maskMobile = (mobile: string): string =>
  mobile.length > 4 ? `${mobile.slice(0, 2)}${'x'.repeat(mobile.length - 4)}${mobile.slice(-2)}` : mobile;
