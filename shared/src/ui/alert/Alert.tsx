import type { HTMLAttributes, ReactNode } from 'react';
import './alert.css';

interface AlertProps extends HTMLAttributes<HTMLParagraphElement> {
  /** drawn before the text, e.g. `<AlertCircle size={18} aria-hidden="true" />` */
  icon?: ReactNode;
}

/** A problem the reader must see now (a form that cannot go on, a payment that did not start), read out as it appears. */
export function Alert({ icon, className, children, ...rest }: AlertProps) {
  return (
    <p role="alert" className={['jt-alert', className].filter(Boolean).join(' ')} {...rest}>
      {icon}
      {children}
    </p>
  );
}
