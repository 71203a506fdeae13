import { CANCELLATION_MESSAGES, pageRoutes, sayRule } from '@jatra/shared';
import { Card, EmptyState, ErrorState, IconDisc, Skeleton } from '@jatra/shared/ui';
import { Ban, SearchX } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { detailsPath } from './cancellation-text';
import { useAccountI18n } from '../i18n';

/** 'Cancel Ticket' and the PNR, above the loading, error and cancellable states. */
export function CancelHeading({ pnr }: { pnr: string }) {
  const { t } = useAccountI18n();
  return (
    <header className="cancel-page__head">
      <h1 className="cancel-page__title">{t('ticket.cancel')}</h1>
      <p className="cancel-page__pnr">PNR {pnr}</p>
    </header>
  );
}

/** Shaped like the cancellable page: notice, journey, refund summary, policy, buttons. */
export function CancellationSkeleton() {
  const { t } = useAccountI18n();
  return (
    <div className="cancel-layout" role="status" aria-live="polite">
      <span className="jt-visually-hidden">{t('cancel.loading')}</span>
      <div className="cancel-layout__main">
        <Skeleton height={72} radius="lg" />
        <Card className="cancel-card">
          <Skeleton width="60%" height={24} />
          <div className="cancel-facts">
            {[0, 1, 2, 3, 4, 5].map((fact) => (
              <Skeleton key={fact} height={40} />
            ))}
          </div>
        </Card>
        <Card className="cancel-card">
          <Skeleton width="40%" height={24} />
          <Skeleton height={96} />
        </Card>
      </div>
      <aside className="cancel-layout__side">
        <Card className="cancel-card">
          <Skeleton width="50%" height={24} />
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={28} />
          ))}
        </Card>
      </aside>
      <div className="cancel-actions cancel-layout__actions">
        <Skeleton height={44} radius="sm" />
        <Skeleton height={44} radius="sm" />
      </div>
    </div>
  );
}

/** 'Ticket Not Cancellable': the window has closed, the ticket is not confirmed, or the bus has left. */
export function NotCancellable({ pnr, reason }: { pnr: string; reason?: string | null }) {
  const { t } = useAccountI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // often reached after a re-check: say so to screen readers and keyboard users
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="cancel-outcome" aria-labelledby={headingId}>
      <IconDisc size={56} tone="danger">
        <Ban size={28} />
      </IconDisc>
      <h1 className="cancel-page__title" id={headingId} ref={heading} tabIndex={-1}>
        {sayRule(CANCELLATION_MESSAGES.notCancellableTitle)}
      </h1>
      <p className="cancel-outcome__text">{sayRule(CANCELLATION_MESSAGES.notCancellable)}</p>
      {reason && reason !== sayRule(CANCELLATION_MESSAGES.notCancellable) && (
        <p className="cancel-outcome__reason">{reason}</p>
      )}
      <p className="cancel-outcome__pnr">PNR {pnr}</p>
      <div className="cancel-actions cancel-actions--center">
        <Link className="jt-button jt-button--primary" to={detailsPath(pnr)}>
          {t('cancel.viewDetails')}
        </Link>
        <Link className="jt-button jt-button--secondary" to={pageRoutes.help.link()}>
          {t('cancel.contactSupport')}
        </Link>
      </div>
    </section>
  );
}

/** The ticket or the check could not be loaded: what happened, Retry, and a way back. */
export function UnableToFetch({ pnr, message, onRetry }: { pnr: string; message: string; onRetry: () => void }) {
  const { t } = useAccountI18n();
  return (
    <div className="cancel-outcome">
      <ErrorState title={sayRule(CANCELLATION_MESSAGES.unableToFetch)} message={message} onRetry={onRetry} />
      <Link className="jt-button jt-button--ghost" to={detailsPath(pnr)}>
        {t('cancel.backToDetails')}
      </Link>
    </div>
  );
}

/** The PNR is unknown or not this traveller's (the API answers 404 for both). */
export function TicketNotFound() {
  const { t } = useAccountI18n();
  return (
    <EmptyState
      icon={<SearchX size={28} />}
      title={sayRule(CANCELLATION_MESSAGES.detailsNotFound)}
      text={t('cancel.notFoundText')}
      action={
        <Link className="jt-button jt-button--primary" to={pageRoutes.profile.link()}>
          {t('cancel.goToProfile')}
        </Link>
      }
    />
  );
}
