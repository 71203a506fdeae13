import { arrivalDayOffset, type BookingRecord, type StagePoint } from '@jatra/shared';
import { cityName } from '@jatra/shared/i18n';
import { Card, Facts, IconDisc, useMediaQuery } from '@jatra/shared/ui';
import { Armchair, Bus, CalendarX2, Mail, MapPin, Phone, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { CancellationPolicy } from '../cancellation-policy';
import { useBookingI18n } from '../i18n';
import { PAYMENT_SIDE_BY_SIDE } from '../layout-queries';

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="pay-section">
      <h2 className="pay-section__title">
        <IconDisc size={32}>{icon}</IconDisc>
        {title}
      </h2>
      {children}
    </Card>
  );
}

function Trip({ booking }: { booking: BookingRecord }) {
  const { t, format, locale } = useBookingI18n();
  const days = arrivalDayOffset(booking.departure_time, booking.arrival_time, Number.NaN);
  const arrivalDay = days > 0 ? t('schedule.dayOffset', { days }) : '';
  return (
    <Section icon={<Bus size={18} />} title={t('payment.trip')}>
      <p className="pay-trip__route">
        {cityName(booking.origin, locale)}
        <span aria-hidden="true"> → </span>
        <span className="jt-visually-hidden">{t('schedule.to')}</span>
        {cityName(booking.destination, locale)}
      </p>
      <p className="pay-trip__date">{format.date(booking.travel_date)}</p>
      <dl className="pay-trip__times">
        <div>
          <dt>{t('payment.departure')}</dt>
          <dd>{format.time(booking.departure_time)}</dd>
        </div>
        <div>
          <dt>{t('payment.arrival')}</dt>
          <dd>
            {format.time(booking.arrival_time)}
            {arrivalDay && <span className="pay-trip__day"> {arrivalDay}</span>}
          </dd>
        </div>
      </dl>
      <p className="pay-muted">
        {booking.bus_name}
        {booking.bus_type && ` · ${booking.bus_type}`}
      </p>
    </Section>
  );
}

function Seats({ booking }: { booking: BookingRecord }) {
  const { t } = useBookingI18n();
  return (
    <Section icon={<Armchair size={18} />} title={t('payment.seatsTitle', { count: booking.seats.length })}>
      <ul className="pay-chips" aria-label={t('payment.seatNumbers')}>
        {booking.seats.map((seat) => (
          <li key={seat.seat_number} className="pay-chip">
            {seat.seat_number}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Passengers({ booking }: { booking: BookingRecord }) {
  const { t } = useBookingI18n();
  return (
    <Section icon={<Users size={18} />} title={t('payment.passengers')}>
      <ul className="pay-passengers">
        {booking.passenger_details.map((passenger) => (
          <li key={passenger.seat_number} className="pay-passenger">
            <span className="pay-passenger__name">{passenger.name}</span>
            <span className="pay-muted">
              {t('payment.passengerLine', {
                age: passenger.age,
                gender: passenger.gender,
                seat: passenger.seat_number,
              })}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Stop({ label, point }: { label: string; point: StagePoint }) {
  const { format } = useBookingI18n();
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {point.name} <span className="pay-stop__time">{format.time(point.time)}</span>
      </dd>
      {(point.address || point.landmark) && (
        <dd className="pay-muted pay-stop__address">{[point.address, point.landmark].filter(Boolean).join(', ')}</dd>
      )}
    </div>
  );
}

function Stops({ booking }: { booking: BookingRecord }) {
  const { t } = useBookingI18n();
  return (
    <Section icon={<MapPin size={18} />} title={t('booking.stages')}>
      <Facts className="pay-stops">
        <Stop label={t('stages.title', { kind: 'boarding' })} point={booking.boarding_point} />
        <Stop label={t('stages.title', { kind: 'dropping' })} point={booking.dropping_point} />
      </Facts>
    </Section>
  );
}

/** The ticket goes to the first passenger's contact. */
function Delivery({ booking }: { booking: BookingRecord }) {
  const { t } = useBookingI18n();
  const first = booking.passenger_details[0];
  return (
    <Section icon={<Mail size={18} />} title={t('payment.delivery')}>
      <p className="pay-muted">{t('payment.deliveryText')}</p>
      <ul className="pay-contact">
        <li>
          <Mail size={16} aria-hidden="true" />
          <span className="jt-visually-hidden">{t('payment.emailLabel')}</span>
          {first?.email || '—'}
        </li>
        <li>
          <Phone size={16} aria-hidden="true" />
          <span className="jt-visually-hidden">{t('payment.mobileLabel')}</span>
          {first?.mobile || '—'}
        </li>
      </ul>
    </Section>
  );
}

/** The policy fixed when the booking was made, which may differ from what the site shows today. */
function Policy({ booking }: { booking: BookingRecord }) {
  // beside the payment card there is room to show it open; on a phone it waits to be opened
  const wide = useMediaQuery(PAYMENT_SIDE_BY_SIDE);
  return (
    <Card className="pay-section">
      <CancellationPolicy
        policy={booking.cancellation_policy}
        operator={booking.bus_name}
        defaultOpen={wide}
        icon={
          <IconDisc size={32}>
            <CalendarX2 size={18} />
          </IconDisc>
        }
      />
    </Card>
  );
}

/** Everything the traveller is about to pay for, as the server recorded it, and the policy it is sold under. */
export function BookingSummary({ booking }: { booking: BookingRecord }) {
  return (
    <div className="pay-details">
      <Trip booking={booking} />
      <Seats booking={booking} />
      <Passengers booking={booking} />
      <Stops booking={booking} />
      <Delivery booking={booking} />
      <Policy booking={booking} />
    </div>
  );
}
