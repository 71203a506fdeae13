import { Card, Skeleton } from '@jatra/shared/ui';
import { useSearchI18n } from '../i18n';

/** A result card's outline while the search runs. */
function BusCardSkeleton() {
  return (
    <Card as="div" className="bus-card bus-card--skeleton">
      <div className="bus-card__head">
        <Skeleton width="60%" height={22} />
        <Skeleton width="40%" height={14} />
        <Skeleton width={96} height={22} radius="pill" />
      </div>
      <div className="bus-card__journey">
        <div className="bus-card__stop">
          <Skeleton width={72} height={22} />
          <Skeleton width={88} height={14} />
        </div>
        <Skeleton className="bus-card__duration-line" height={2} />
        <div className="bus-card__stop bus-card__stop--end">
          <Skeleton width={72} height={22} />
          <Skeleton width={88} height={14} />
        </div>
      </div>
      <div className="bus-card__offer">
        <Skeleton width={84} height={30} />
        <Skeleton width={80} height={14} />
        <Skeleton className="bus-card__view" width={128} height={44} />
      </div>
    </Card>
  );
}

/** Four skeleton cards, announced once as a search in progress. */
export function ResultsSkeleton({ label }: { label?: string }) {
  const { t } = useSearchI18n();
  return (
    <div className="results-skeleton" role="status" aria-live="polite">
      <span className="jt-visually-hidden">{label ?? t('results.skeleton')}</span>
      {[0, 1, 2, 3].map((index) => (
        <BusCardSkeleton key={index} />
      ))}
    </div>
  );
}
