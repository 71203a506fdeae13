import { normalisePhone } from '@jatra/shared';
import type { InputHTMLAttributes } from 'react';

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
