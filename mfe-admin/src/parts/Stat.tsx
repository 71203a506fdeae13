import { Card, Skeleton } from '@jatra/shared/ui';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import './parts.css';

/**
 * One figure on a card, named by its label (a heading at the page's next level, so each figure is a region a
 * screen reader can jump to), with an optional line under it.
 */
export function Stat({
  label,
  value,
  note,
  icon: Icon,
  level = 2,
}: {
  label: string;
  value: ReactNode;
  note?: string;
  icon?: LucideIcon;
  level?: 2 | 3;
}) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Card className="admin-stat" aria-labelledby={id}>
      {Icon && (
        <span className="admin-stat__icon" aria-hidden="true">
          <Icon size={22} />
        </span>
      )}
      <div className="admin-stat__text">
        <Heading id={id} className="admin-stat__label">
          {label}
        </Heading>
        <p className="admin-stat__value">{value}</p>
        {note && <p className="admin-muted">{note}</p>}
      </div>
    </Card>
  );
}

/** Stat cards' shape while they load, announced once as `label`. */
export function StatsSkeleton({
  label,
  count,
  four = false,
  icons = false,
}: {
  label: string;
  count: number;
  four?: boolean;
  icons?: boolean;
}) {
  return (
    <div className={four ? 'admin-stats admin-stats--four' : 'admin-stats'} role="status" aria-live="polite">
      <span className="jt-visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, card) => (
        <Card key={card} className="admin-stat">
          {icons && <Skeleton width={44} height={44} radius="pill" />}
          <div className="admin-stat__text">
            <Skeleton width="60%" />
            <Skeleton width="45%" height={30} />
          </div>
        </Card>
      ))}
    </div>
  );
}
