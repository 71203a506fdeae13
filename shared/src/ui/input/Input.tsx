import type { ComponentPropsWithRef } from 'react';
import './input.css';

const inputClass = (className: string | undefined) => ['jt-input', className].filter(Boolean).join(' ');

/** A text field's box on a form; `aria-invalid` marks it refused. Its label and message are the form's. */
export function Input({ className, ...rest }: ComponentPropsWithRef<'input'>) {
  return <input className={inputClass(className)} {...rest} />;
}

/** A native select drawn as `Input` is, beside it on the same form. */
export function Select({ className, ...rest }: ComponentPropsWithRef<'select'>) {
  return <select className={inputClass(className)} {...rest} />;
}
