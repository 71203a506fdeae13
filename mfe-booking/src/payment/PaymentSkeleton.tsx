import { Card, Skeleton } from '@jatra/shared/ui';
import { useBookingI18n } from '../i18n';

/** Shaped like the page it stands for: detail cards on one side, the payment card on the other. */
export function PaymentSkeleton() {
  const { t } = useBookingI18n();
  return (
    <div className="pay-layout" role="status" aria-live="polite">
      <span className="jt-visually-hidden">{t('payment.loading')}</span>
      <div className="pay-details">
        {[0, 1, 2].map((card) => (
          <Card key={card} className="pay-section">
            <Skeleton width="40%" height={20} />
            <Skeleton width="75%" height={24} />
            <Skeleton width="55%" />
          </Card>
        ))}
      </div>
      <Card raised className="pay-panel">
        <Skeleton width="50%" height={22} />
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={18} />
        ))}
        <Skeleton height={44} radius="sm" />
      </Card>
    </div>
  );
}
