import type { ComponentPropsWithoutRef, ElementType } from 'react';
import './card.css';

/** The elements a card may be: a section by default, or what the content is (a form, one of a list's articles). */
type CardElement = 'section' | 'article' | 'div' | 'form';

type CardProps<T extends CardElement> = ComponentPropsWithoutRef<T> & { as?: T; raised?: boolean };

export function Card<T extends CardElement = 'section'>({ as, raised = false, className, ...rest }: CardProps<T>) {
  const Element = (as ?? 'section') as ElementType;
  return (
    <Element className={['jt-card', raised && 'jt-card--raised', className].filter(Boolean).join(' ')} {...rest} />
  );
}
