import type { CSSProperties } from 'react';
import './skeleton.css';

export interface SkeletonProps {
  /** CSS width, e.g. '60%' or 120 (px); the full line by default */
  width?: CSSProperties['width'];
  /** CSS height; one line of body text by default */
  height?: CSSProperties['height'];
  /** 'sm' and 'lg' follow the radius tokens; 'pill' for chips and buttons */
  radius?: 'sm' | 'lg' | 'pill';
  className?: string;
}

/**
 * A placeholder block that shimmers while content loads (still when the traveller prefers reduced motion).
 * It is hidden from screen readers: announce the loading once on the surrounding region instead.
 */
export function Skeleton({ width, height, radius = 'sm', className }: SkeletonProps) {
  return (
    <span
      className={['jt-skeleton', `jt-skeleton--${radius}`, className].filter(Boolean).join(' ')}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}
