import type { CSSProperties, ReactNode } from 'react';
import './icon-disc.css';

interface IconDiscProps {
  /** the disc's width and height in px */
  size: number;
  tone?: 'brand' | 'success' | 'danger' | 'warning';
  className?: string;
  children: ReactNode;
}

/** An icon in a round disc of its tone's soft colour: what a state, an outcome or a section leads with. */
export function IconDisc({ size, tone = 'brand', className, children }: IconDiscProps) {
  return (
    <span
      className={['jt-icon-disc', `jt-icon-disc--${tone}`, className].filter(Boolean).join(' ')}
      style={{ '--jt-icon-disc-size': `${size}px` } as CSSProperties}
      aria-hidden="true"
    >
      {children}
    </span>
  );
}
