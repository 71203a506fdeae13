import { useId, type ReactNode } from 'react';
import './parts.css';

/** What the field's own control needs: its id for the label, the kit's look, and what describes it. */
export interface FieldControl {
  id: string;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A labelled field drawn as the kit's own (the date picker and city search beside it look the same), with its
 * error and help under it. The control is the caller's (an input registered with a form, a select), handed the
 * props that tie it to the label and messages.
 */
export function Field({
  label,
  error,
  help,
  icon,
  className,
  children,
}: {
  label: string;
  error?: string | null;
  help?: string;
  icon?: ReactNode;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [help && helpId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className={className ? `jt-field ${className}` : 'jt-field'}>
      <label className="jt-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="jt-field__control">
        {icon && (
          <span className="jt-field__icon" aria-hidden="true">
            {icon}
          </span>
        )}
        {children({
          id,
          className: 'jt-field__input',
          ...(error ? { 'aria-invalid': true } : {}),
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        })}
      </div>
      {error && (
        <p className="admin-error" id={errorId}>
          {error}
        </p>
      )}
      {help && (
        <p className="admin-muted" id={helpId}>
          {help}
        </p>
      )}
    </div>
  );
}
