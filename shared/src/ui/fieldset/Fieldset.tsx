import type { ComponentPropsWithoutRef } from 'react';
import './fieldset.css';

/** A group of choices under its legend, without the browser's box around it; the page lays the choices out. */
export function Fieldset({ className, ...rest }: ComponentPropsWithoutRef<'fieldset'>) {
  return <fieldset className={['jt-fieldset', className].filter(Boolean).join(' ')} {...rest} />;
}
