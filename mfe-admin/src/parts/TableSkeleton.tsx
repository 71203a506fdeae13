import { Skeleton } from '@jatra/shared/ui';
import './parts.css';

/** A table's shape while its rows load, announced once as `label` (none when something beside it says it). */
export function TableSkeleton({ label, columns, rows = 6 }: { label?: string; columns: number; rows?: number }) {
  return (
    <div className="adm-skeleton" {...(label ? { role: 'status', 'aria-live': 'polite' } : { 'aria-hidden': true })}>
      {label && <span className="jt-visually-hidden">{label}</span>}
      <div
        className="adm-skeleton__row adm-skeleton__row--head"
        style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}
      >
        {Array.from({ length: columns }, (_, column) => (
          <Skeleton key={column} height={14} width="60%" />
        ))}
      </div>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="adm-skeleton__row" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
          {Array.from({ length: columns }, (_, column) => (
            <Skeleton key={column} height={18} width={column === 0 ? '80%' : '55%'} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** Summary cards' shape while they load. */
export function CardsSkeleton({ label, count }: { label: string; count: number }) {
  return (
    <div className="adm-cards" role="status" aria-live="polite">
      <span className="jt-visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, card) => (
        <div key={card} className="adm-card">
          <Skeleton height={14} width="50%" />
          <Skeleton height={28} width="70%" />
        </div>
      ))}
    </div>
  );
}
