import {
  busTypeWithoutAmenities,
  cancellationSummary,
  freeCancellationHours,
  pageRoutes,
  type BusResult,
  sayRule,
} from '@jatra/shared';
import { Card, useDayOffsetLabel } from '@jatra/shared/ui';
import { amenityMessageOf } from './amenity-names';
import { amenityFilterOf } from './search-filters';
import {
  BatteryCharging,
  BedDouble,
  CalendarCheck,
  CalendarClock,
  Check,
  GlassWater,
  Snowflake,
  Sparkles,
  Star,
  Tv,
  Wifi,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useSearchI18n } from '../i18n';

const FEW_SEATS = 6;

/** `/booking/{id}?date=yyyy-MM-dd`, plus `&womenBooking=true` in women booking mode. */
export function bookingUrl(busId: string, date: string, womenBooking: boolean): string {
  return pageRoutes.booking.link({ id: busId }, { date, womenBooking: womenBooking ? 'true' : undefined });
}

function amenityIcon(text: string): LucideIcon {
  switch (amenityFilterOf(text)) {
    case 'wifi':
      return Wifi;
    case 'charging':
      return BatteryCharging;
    case 'entertainment':
      return Tv;
    case 'blanket':
      return BedDouble;
  }
  if (/\ba\/?c\b/i.test(text)) return Snowflake;
  if (/water/i.test(text)) return GlassWater;
  if (/pillow/i.test(text)) return BedDouble;
  return Check;
}

/** What cancelling this bus's ticket costs, in one line: the same reading of its policy as the Free cancellation filter. */
function CancellationBadge({ bus }: { bus: BusResult }) {
  const free = freeCancellationHours(bus.cancellationPolicy) !== null;
  const Icon = free ? CalendarCheck : CalendarClock;
  return (
    <span className={`bus-card__badge ${free ? 'bus-card__badge--free-cancel' : 'bus-card__badge--cancel-charges'}`}>
      <Icon size={14} aria-hidden="true" />
      {sayRule(cancellationSummary(bus.cancellationPolicy))}
    </span>
  );
}

/** One bus in the results: what decides a choice at a glance, and the way on to its seats. */
export function BusCard({ bus, date, womenBooking }: { bus: BusResult; date: string; womenBooking: boolean }) {
  const headingId = useId();
  const { t, format } = useSearchI18n();
  const dayLabel = useDayOffsetLabel();
  const busType = busTypeWithoutAmenities(bus.bus_type);
  const boarding = bus.boardingPoints[0]?.name;
  // the bus arrives at its last stop; the first one is passed earlier
  const dropping = bus.droppingPoints.at(-1)?.name;
  const fewSeats = bus.availableSeats < FEW_SEATS;
  return (
    <Card as="article" className="bus-card" aria-labelledby={headingId}>
      <div className="bus-card__head">
        <h3 id={headingId} className="bus-card__operator">
          {bus.operator}
        </h3>
        {busType && <p className="bus-card__type">{busType}</p>}
        <div className="bus-card__badges">
          {bus.rating !== null && (
            <span className="bus-card__badge bus-card__badge--rating">
              <Star size={14} aria-hidden="true" fill="currentColor" />
              <span aria-hidden="true">{bus.rating.toFixed(1)}</span>
              <span className="jt-visually-hidden">{t('bus.rating', { rating: bus.rating.toFixed(1) })}</span>
            </span>
          )}
          {bus.isNew && (
            <span className="bus-card__badge bus-card__badge--new">
              <Sparkles size={14} aria-hidden="true" />
              {t('bus.new')}
            </span>
          )}
          <CancellationBadge bus={bus} />
        </div>
      </div>

      <div className="bus-card__journey">
        <p className="bus-card__stop">
          <span className="jt-visually-hidden">{`${t('bus.departs')} `}</span>
          <span className="bus-card__time">{format.time(bus.departureTime)}</span>
          {boarding && (
            <span className="bus-card__point">
              <span className="jt-visually-hidden">{`${t('bus.from')} `}</span>
              {boarding}
            </span>
          )}
        </p>
        <p className="bus-card__duration">
          <span className="jt-visually-hidden">{`${t('bus.journeyTime')} `}</span>
          {t('bus.duration', { hours: Math.floor(bus.durationMinutes / 60), minutes: bus.durationMinutes % 60 })}
        </p>
        <p className="bus-card__stop bus-card__stop--end">
          <span className="jt-visually-hidden">{`${t('bus.arrives')} `}</span>
          <span className="bus-card__time">
            {format.time(bus.arrivalTime)}
            {bus.arrivalDayOffset > 0 && <span className="bus-card__day">{dayLabel(bus.arrivalDayOffset)}</span>}
          </span>
          {dropping && (
            <span className="bus-card__point">
              <span className="jt-visually-hidden">{`${t('bus.at')} `}</span>
              {dropping}
            </span>
          )}
        </p>
      </div>

      {bus.amenities.length > 0 && (
        <ul className="bus-card__amenities" aria-label={t('bus.amenities')}>
          {bus.amenities.map((amenity) => {
            const Icon = amenityIcon(amenity);
            const known = amenityMessageOf(amenity);
            return (
              <li key={amenity} className="bus-card__amenity" lang={known ? undefined : 'en'}>
                <Icon size={14} aria-hidden="true" />
                {known ? t(known) : amenity}
              </li>
            );
          })}
        </ul>
      )}

      <div className="bus-card__offer">
        <p className="bus-card__price">
          <span className="jt-visually-hidden">{`${t('bus.fare')} `}</span>
          {format.rupees(bus.price)}
        </p>
        <p className={fewSeats ? 'bus-card__seats bus-card__seats--few' : 'bus-card__seats'}>
          {t('bus.seatsLeft', { count: bus.availableSeats })}
        </p>
        <Link
          className="jt-button jt-button--primary bus-card__view"
          to={bookingUrl(bus.id, date, womenBooking)}
          aria-describedby={headingId}
        >
          {t('bus.viewSeats')}
        </Link>
      </div>
    </Card>
  );
}
