import { arrivalDayOffset, type ScheduleDetail } from '@jatra/shared';
import { cityName } from '@jatra/shared/i18n';
import { Skeleton } from '@jatra/shared/ui';
import { Clock, Venus } from 'lucide-react';
import { useBookingI18n } from '../../i18n';
import { parseDurationText, routeEnds } from '../format';

/** The bus at the top of the page: operator, bus type, route, day, times and journey length. */
export function ScheduleHeader({
  schedule,
  date,
  womenBooking,
}: {
  schedule: ScheduleDetail;
  date: string;
  womenBooking: boolean;
}) {
  const { t, format, locale } = useBookingI18n();
  const operator = schedule.travels_name || schedule.service_name || t('schedule.operatorFallback');
  const ends = routeEnds(schedule.name);
  const duration = parseDurationText(schedule.duration);
  const arrivalDays = arrivalDayOffset(schedule.dep_time, schedule.arr_time, duration?.minutes ?? Number.NaN);
  const arrivalDay = arrivalDays > 0 ? t('schedule.dayOffset', { days: arrivalDays }) : '';
  return (
    <header className="schedule-header">
      <div className="schedule-header__bus">
        <h1 className="schedule-header__operator">{operator}</h1>
        {schedule.bus_type && <p className="schedule-header__type">{schedule.bus_type}</p>}
        {womenBooking && (
          <p className="schedule-header__women">
            <Venus size={14} aria-hidden="true" />
            {t('schedule.womenBooking')}
          </p>
        )}
      </div>
      <div className="schedule-header__trip">
        <p className="schedule-header__route">
          {ends ? (
            <>
              {cityName(ends[0], locale)}
              <span aria-hidden="true"> → </span>
              <span className="jt-visually-hidden">{t('schedule.to')}</span>
              {cityName(ends[1], locale)}
            </>
          ) : (
            schedule.name
          )}
          {date && (
            <>
              <span className="schedule-header__dot" aria-hidden="true">
                ·
              </span>
              <span className="jt-visually-hidden">, </span>
              {format.date(date)}
            </>
          )}
        </p>
        <p className="schedule-header__times">
          <span className="jt-visually-hidden">{t('schedule.departs')}</span>
          <span className="schedule-header__time">{format.time(schedule.dep_time)}</span>
          <span className="schedule-header__duration">
            <Clock size={14} aria-hidden="true" />
            <span className="jt-visually-hidden">{t('schedule.journeyTime')}</span>
            {duration
              ? t('schedule.duration', { hours: Math.floor(duration.minutes / 60), minutes: duration.minutes % 60 })
              : schedule.duration}
          </span>
          <span className="jt-visually-hidden">{t('schedule.arrives')}</span>
          <span className="schedule-header__time">
            {format.time(schedule.arr_time)}
            {arrivalDay && <span className="schedule-header__day"> {arrivalDay}</span>}
          </span>
        </p>
        {schedule.via && <p className="schedule-header__via">{t('schedule.via', { via: schedule.via })}</p>}
      </div>
    </header>
  );
}

/** The header's outline while the schedule loads. */
export function ScheduleHeaderSkeleton() {
  return (
    <div className="schedule-header" aria-hidden="true">
      <div className="schedule-header__bus">
        <Skeleton width={220} height={26} />
        <Skeleton width={160} height={16} />
      </div>
      <div className="schedule-header__trip">
        <Skeleton width={240} height={18} />
        <Skeleton width={260} height={26} />
      </div>
    </div>
  );
}
