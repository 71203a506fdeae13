import { normalisePhone } from '@jatra/shared';
import type { InputHTMLAttributes } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue(value: string): void;
  /** what is wrong with the value, shown under the field and read out when it appears */
  error?: string | null;
}

export function Field({ label, id, value, onValue, error, ...rest }: FieldProps) {
  const errorId = `${id}-error`;
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
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      {error && (
        <p className="auth-field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
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
