import {
  journeyArrival,
  journeyBoarding,
  parseDurationText,
  telHref,
  type JourneyClock,
  type JourneyMoment,
  type TicketDetails,
} from '@jatra/shared';
import { Facts, Table } from '@jatra/shared/ui';
import { useId, type ReactNode } from 'react';
import { cityName } from '@jatra/shared/i18n';
import { contactNumbers, genderLabel } from './ticket-format';
import { useAccountI18n } from '../i18n';
import './ticket-tables.css';

/** One fact of a definition list; nothing is drawn for a fact the ticket does not have. */
export function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <div className={['ticket-fact', className].filter(Boolean).join(' ')}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A titled part of the ticket: an `h2` section, so the headings run in order under the PNR. */
export function TicketSection({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={['ticket-section', className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <h2 className="ticket-section__title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function PhoneLinks({ numbers }: { numbers: string }) {
  const list = contactNumbers(numbers);
  if (list.length === 0) return null;
  return (
    <>
      {list.map((number, index) => (
        <span key={number}>
          {index > 0 && ', '}
          <a href={telHref(number)}>{number}</a>
        </span>
      ))}
    </>
  );
}

/** The ticket's clock: an arrival or stop after midnight is shown with its day. */
const journeyClock = (ticket: TicketDetails): JourneyClock => ({
  travelDate: ticket.travel_date,
  departure: ticket.dep_time,
  durationMinutes: parseDurationText(ticket.duration)?.minutes,
});

/** A time on the journey with its day; a narrow column breaks the line between the time and the date, not inside either. */
export function JourneyTime({ moment }: { moment: JourneyMoment }) {
  const { t, format } = useAccountI18n();
  const time = format.time(moment.time);
  if (moment.dayOffset === 0) return time;
  // a pick-up the evening before a just-after-midnight departure has no '+' to say: its date says it
  const clock = moment.dayOffset > 0 ? t('journey.daysLater', { time, count: moment.dayOffset }) : time;
  const date = moment.date ? format.date(moment.date) : '';
  if (!date) return clock;
  return (
    <>
      <span className="ticket-nowrap">{clock},</span> <span className="ticket-nowrap">{date}</span>
    </>
  );
}

export function JourneySection({ ticket }: { ticket: TicketDetails }) {
  const { t, format, locale } = useAccountI18n();
  const duration = parseDurationText(ticket.duration);
  return (
    <TicketSection title={t('ticket.journey')} className="ticket-journey">
      <Facts className="ticket-facts ticket-facts--journey">
        <Fact label={t('ticket.from')} className="ticket-fact--place">
          {cityName(ticket.origin, locale)}
        </Fact>
        <Fact label={t('ticket.to')} className="ticket-fact--place">
          {cityName(ticket.destination, locale)}
        </Fact>
        <Fact label={t('ticket.travelDate')}>{format.date(ticket.travel_date)}</Fact>
        <Fact label={t('ticket.departure')}>{format.time(ticket.dep_time)}</Fact>
        <Fact label={t('ticket.arrival')}>
          {ticket.arr_time && <JourneyTime moment={journeyArrival(journeyClock(ticket), ticket.arr_time)} />}
        </Fact>
        {/* '8h 10m' as on the results and the booking page; '08:10' would read as a time of day */}
        <Fact label={t('ticket.duration')}>
          {duration
            ? t('journey.duration', { hours: Math.floor(duration.minutes / 60), minutes: duration.minutes % 60 })
            : ticket.duration}
        </Fact>
        <Fact label={t('ticket.operator')}>{ticket.travels}</Fact>
        <Fact label={t('ticket.busType')}>{ticket.bus_type}</Fact>
        <Fact label={t('ticket.serviceNumber')}>{ticket.service_number}</Fact>
        <Fact label={t('ticket.operatorPnr')}>{ticket.operator_pnr}</Fact>
      </Facts>
    </TicketSection>
  );
}

/** A stop of the journey: where the bus is boarded, or left. */
function StopSection(props: {
  title: string;
  name: string;
  /** its time, with the day when it is not the travel date */
  when: JourneyMoment;
  landmark?: string;
  address: string;
  contacts: string;
}) {
  const { t } = useAccountI18n();
  return (
    <TicketSection title={props.title}>
      <Facts className="ticket-facts">
        <Fact label={t('ticket.stopName')} className="ticket-fact--wide">
          {props.name}
        </Fact>
        <Fact label={t('ticket.stopTime')}>{props.when.time && <JourneyTime moment={props.when} />}</Fact>
        {props.landmark !== undefined && <Fact label={t('ticket.landmark')}>{props.landmark}</Fact>}
        <Fact label={t('ticket.address')} className="ticket-fact--wide">
          {props.address}
        </Fact>
        <Fact label={t('ticket.contact')} className="ticket-fact--wide">
          {contactNumbers(props.contacts).length > 0 && <PhoneLinks numbers={props.contacts} />}
        </Fact>
      </Facts>
    </TicketSection>
  );
}

export function BoardingSection({ ticket }: { ticket: TicketDetails }) {
  const { t } = useAccountI18n();
  const point = ticket.boarding_point_details;
  return (
    <StopSection
      title={t('ticket.boardingPoint')}
      name={point.name}
      when={journeyBoarding(journeyClock(ticket), point.dep_time)}
      landmark={point.landmark}
      address={point.boarding_stage_address}
      contacts={point.contact_numbers}
    />
  );
}

export function DropOffSection({ ticket }: { ticket: TicketDetails }) {
  const { t } = useAccountI18n();
  const point = ticket.drop_off_details;
  return (
    <StopSection
      title={t('ticket.dropOffPoint')}
      name={point.name}
      when={journeyArrival(journeyClock(ticket), point.arrival_time)}
      address={point.drop_off_address}
      contacts={point.contact_numbers}
    />
  );
}

export function PassengersSection({ passengers }: { passengers: TicketDetails['passenger_details'] }) {
  const { t } = useAccountI18n();
  return (
    <TicketSection title={t('ticket.passengers')}>
      {passengers.length === 0 ? (
        <p className="ticket-section__none">{t('ticket.noSeatsLeft')}</p>
      ) : (
        <Table ruled className="ticket-table">
          <thead>
            <tr>
              <th scope="col">{t('ticket.passengerName')}</th>
              <th scope="col">{t('ticket.age')}</th>
              <th scope="col">{t('ticket.gender')}</th>
              <th scope="col">{t('ticket.seat')}</th>
            </tr>
          </thead>
          <tbody>
            {passengers.map((passenger) => (
              <tr key={passenger.seat_no}>
                <th scope="row">{[passenger.title, passenger.name].filter(Boolean).join(' ')}</th>
                <td>{passenger.age}</td>
                <td>{t(genderLabel(passenger.gender))}</td>
                <td className="ticket-table__seat">{passenger.seat_no}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </TicketSection>
  );
}
