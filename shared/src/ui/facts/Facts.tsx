import type { ComponentPropsWithoutRef } from 'react';
import './facts.css';

/**
 * A list of facts, each a small uppercase label (`dt`) over its value (`dd`), grouped in a `div` where the page
 * lays them out. The columns are the page's to set through its own class.
 */
export function Facts({ className, ...rest }: ComponentPropsWithoutRef<'dl'>) {
  return <dl className={['jt-facts', className].filter(Boolean).join(' ')} {...rest} />;
}
