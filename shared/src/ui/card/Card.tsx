import type { HTMLAttributes } from 'react';
import './card.css';

export function Card({ raised = false, className, ...rest }: HTMLAttributes<HTMLElement> & { raised?: boolean }) {
  return (
    <section className={['jt-card', raised && 'jt-card--raised', className].filter(Boolean).join(' ')} {...rest} />
  );
}
