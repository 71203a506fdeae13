import { isoDateSchema, MESSAGES, pageRoutes, scheduleIdParamsSchema, sayRule } from '@jatra/shared';
import { Button, Card, EmptyState, ErrorState, Skeleton, useHost, type RemotePageComponent } from '@jatra/shared/ui';
import { BusFront } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBookingI18n } from '../i18n';
import { BookingWorkspace } from './BookingWorkspace';
import { ScheduleHeader, ScheduleHeaderSkeleton } from './schedule/ScheduleHeader';
import { isScheduleMissing, scheduleErrorTitle, useSchedule } from './schedule/use-schedule';
import { YourSeatsNotice } from './your-seats/YourSeatsNotice';
import './booking-page.css';

/** The page's frame: the brand band with the bus on top, the content below; always marked as this remote's. */
function Frame({ header, children, busy = false }: { header?: ReactNode; children: ReactNode; busy?: boolean }) {
  return (
    <main className="booking-page" data-remote="booking" aria-busy={busy || undefined}>
      <div className="booking-page__top">
        <div className="jt-container">{header}</div>
      </div>
      <div className="jt-container booking-page__body">{children}</div>
    </main>
  );
}

function NotFound() {
  const host = useHost();
  const { t } = useBookingI18n();
  return (
    <Frame>
      <EmptyState
        icon={<BusFront size={28} />}
        title={sayRule(MESSAGES.scheduleNotFound)}
        text={t('booking.notFoundText')}
        action={<Button onClick={() => host.navigate(pageRoutes.search.link())}>{t('booking.searchBuses')}</Button>}
      />
    </Frame>
  );
}

function LoadingPage() {
  const { t } = useBookingI18n();
  return (
    <Frame header={<ScheduleHeaderSkeleton />} busy>
      <p className="jt-visually-hidden" role="status">
        {t('booking.loading')}
      </p>
      <div className="booking-layout" aria-hidden="true">
        <div className="booking-main">
          <Card className="booking-section">
            <Skeleton width={180} height={24} />
            <div className="booking-skeleton__map">
              <Skeleton width="100%" height={420} radius="lg" />
            </div>
          </Card>
          <Card className="booking-section">
            <Skeleton width={220} height={24} />
            <Skeleton height={64} />
            <Skeleton height={64} />
          </Card>
        </div>
        <div className="booking-skeleton__summary">
          <Skeleton height={320} radius="lg" />
        </div>
      </div>
    </Frame>
  );
}

/** `?date=` when it is a real yyyy-MM-dd day, else the schedule's own travel date. */
function travelDate(param: string | null, scheduleDate: string): string {
  if (param && isoDateSchema.safeParse(param).success) return param;
  return scheduleDate;
}

/** `/booking/{id}?date=yyyy-MM-dd&womenBooking=true`. */
export const BookingPage: RemotePageComponent = ({ params }) => {
  const [search] = useSearchParams();
  const id = params.id ?? '';
  const validId = scheduleIdParamsSchema.safeParse({ id }).success;
  const womenBooking = search.get('womenBooking') === 'true';
  const schedule = useSchedule(validId ? id : null);

  // a failed background refresh keeps the seat map that is already on screen
  if (!schedule.data) {
    if (!validId || isScheduleMissing(schedule.error)) return <NotFound />;
    if (schedule.isError) {
      return (
        <Frame>
          <ErrorState title={scheduleErrorTitle(schedule.error)} onRetry={() => void schedule.refetch()} />
        </Frame>
      );
    }
    return <LoadingPage />;
  }

  const date = travelDate(search.get('date'), schedule.data.travel_date);
  return (
    <Frame header={<ScheduleHeader schedule={schedule.data} date={date} womenBooking={womenBooking} />}>
      <YourSeatsNotice scheduleId={schedule.data.id} />
      <BookingWorkspace
        key={schedule.data.id}
        schedule={schedule.data}
        date={date}
        womenBooking={womenBooking}
        reloadSchedule={() => void schedule.refetch()}
      />
    </Frame>
  );
};
