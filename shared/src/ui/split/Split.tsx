import type { ComponentPropsWithoutRef, ElementType } from 'react';
import './split.css';

type SplitElement = 'div' | 'header';

type SplitProps<T extends SplitElement> = ComponentPropsWithoutRef<T> & {
  as?: T;
  /** the far end may go to a line of its own when both do not fit (else the start shrinks) */
  wrap?: boolean;
};

/** One row with its two ends pushed apart: a title and its action, a label and its value. */
export function Split<T extends SplitElement = 'div'>({ as, wrap = false, className, ...rest }: SplitProps<T>) {
  const Element = (as ?? 'div') as ElementType;
  return <Element className={['jt-split', wrap && 'jt-split--wrap', className].filter(Boolean).join(' ')} {...rest} />;
}
