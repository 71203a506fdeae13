import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from '../spinner/Spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  loading?: boolean;
  /** a round button holding only an icon; give it an aria-label */
  iconOnly?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  loading = false,
  iconOnly = false,
  className,
  children,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  const classes = ['jt-button', `jt-button--${variant}`, iconOnly && 'jt-button--icon', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      {...rest}
      aria-busy={loading || undefined}
      // a loading button is never pressable, whatever `disabled` says
      disabled={disabled || loading}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
