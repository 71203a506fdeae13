import { ApiRequestError, RESCHEDULE_MESSAGES, failureText, pageRoutes, sayRule } from '@jatra/shared';
import { EmptyState, ErrorState, LoadingState } from '@jatra/shared/ui';
import { CalendarX2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAccountI18n } from '../i18n';
import { RescheduleFlow } from './RescheduleFlow';
import { useEligibility } from './use-reschedule';
import './reschedule.css';

/** `/reschedule/{pnr}`: the server says whether the ticket may change its date; the flow picks the new bus. */
export function ReschedulePage({ params }: { params: Record<string, string | undefined> }) {
  const { t } = useAccountI18n();
  const pnr = params.pnr ?? '';
  const eligibility = useEligibility(pnr);
  const back = (
    <Link className="jt-button jt-button--secondary" to={pageRoutes.ticket.link({ pnr })}>
      {t('reschedule.backToTicket')}
    </Link>
  );

  let content;
  if (eligibility.data?.allowed) {
    content = <RescheduleFlow eligibility={eligibility.data} />;
  } else if (eligibility.data) {
    content = (
      <EmptyState
        icon={<CalendarX2 size={28} aria-hidden="true" />}
        title={t('reschedule.notAllowed')}
        text={eligibility.data.reason ?? undefined}
        action={back}
      />
    );
  } else if (eligibility.isError) {
    const notFound = eligibility.error instanceof ApiRequestError && eligibility.error.status === 404;
    content = notFound ? (
      <EmptyState icon={<CalendarX2 size={28} aria-hidden="true" />} title={t('reschedule.notFound')} action={back} />
    ) : (
      <ErrorState
        title={t('reschedule.checkFailed')}
        message={failureText(eligibility.error, RESCHEDULE_MESSAGES.checkFailed)}
        onRetry={() => void eligibility.refetch()}
      />
    );
  } else {
    content = <LoadingState label={t('reschedule.checking')} />;
  }

  return (
    <main className="jt-container reschedule-page" data-remote="account">
      <header className="reschedule-page__head">
        <h1 className="reschedule-page__title">{sayRule(RESCHEDULE_MESSAGES.title)}</h1>
        <p className="reschedule-page__pnr">PNR {pnr}</p>
      </header>
      {content}
    </main>
  );
}
