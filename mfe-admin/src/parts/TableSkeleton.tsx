import { Skeleton } from '@jatra/shared/ui';
import './parts.css';

const ROWS = 6;

/** A table's shape while its rows load, announced once as `label` (none when something beside it says it). */
export function TableSkeleton({ label, columns }: { label?: string; columns: number }) {
  const template = { gridTemplateColumns: `repeat(${columns}, 1fr)` };
  return (
    <div className="admin-skeleton" {...(label ? { role: 'status', 'aria-live': 'polite' } : { 'aria-hidden': true })}>
      {label && <span className="jt-visually-hidden">{label}</span>}
      <div className="admin-skeleton__row admin-skeleton__row--head" style={template}>
        {Array.from({ length: columns }, (_, column) => (
          <Skeleton key={column} height={14} width="60%" />
        ))}
      </div>
      {Array.from({ length: ROWS }, (_, row) => (
        <div key={row} className="admin-skeleton__row" style={template}>
          {Array.from({ length: columns }, (_, column) => (
            <Skeleton key={column} height={18} width={column === 0 ? '80%' : '55%'} />
          ))}
        </div>
      ))}
    </div>
  );
}
