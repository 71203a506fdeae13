import type { InputHTMLAttributes } from 'react';

export const PHONE_PREFIX = '+91';
const MOBILE_DIGITS = 10;

/** '+91' then up to 10 digits, whatever was typed or pasted (spec §5: auto-prefix, digits only). */
export function normalisePhone(raw: string): string {
  const withoutPrefix = raw.startsWith(PHONE_PREFIX) ? raw.slice(PHONE_PREFIX.length) : raw;
  return PHONE_PREFIX + withoutPrefix.replace(/\D/g, '').slice(0, MOBILE_DIGITS);
}

/** The 10 mobile digits after the prefix ('' when none were typed). */
export const phoneDigits = (phone: string) => normalisePhone(phone).slice(PHONE_PREFIX.length);

export const isCompletePhone = (phone: string) => phoneDigits(phone).length === MOBILE_DIGITS;

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue(value: string): void;
}

export function Field({ label, id, value, onValue, ...rest }: FieldProps) {
  return (
    <div className="auth-field">
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="auth-field__input"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        {...rest}
      />
    </div>
  );
}

export function PhoneField({ label, id, value, onValue }: FieldProps) {
  return (
    <Field
      label={label}
      id={id}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      value={value}
      onValue={(raw) => onValue(normalisePhone(raw))}
    />
  );
}
