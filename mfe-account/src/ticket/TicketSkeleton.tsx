import { Skeleton } from '@jatra/shared/ui';
import { useAccountI18n } from '../i18n';

function SectionSkeleton({ rows }: { rows: number }) {
  return (
    <div className="ticket-section">
      <Skeleton width={140} height={20} />
      <div className="ticket-facts">
        {Array.from({ length: rows }, (_, row) => (
          <Skeleton key={row} height={36} />
        ))}
      </div>
    </div>
  );
}

/** The ticket's outline while it loads: the PNR and QR on top, then its two columns of sections. */
export function TicketSkeleton() {
  const { t } = useAccountI18n();
  return (
    <div className="ticket" role="status" aria-live="polite">
      <span className="jt-visually-hidden">{t('ticket.loading')}</span>
      <div className="ticket__head">
        <div className="ticket__id">
          <Skeleton width={120} height={14} />
          <Skeleton width={240} height={40} />
          <Skeleton width={180} height={24} radius="pill" />
        </div>
        <Skeleton className="ticket__qr-skeleton" width={132} height={132} />
      </div>
      <div className="ticket__body">
        <div className="ticket__column">
          <SectionSkeleton rows={6} />
          <SectionSkeleton rows={2} />
          <SectionSkeleton rows={2} />
        </div>
        <div className="ticket__column">
          <SectionSkeleton rows={4} />
          <SectionSkeleton rows={3} />
          <SectionSkeleton rows={2} />
        </div>
      </div>
    </div>
  );
}
