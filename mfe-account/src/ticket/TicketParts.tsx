import {
  displayDate,
  displayTime,
  journeyArrival,
  journeyBoarding,
  journeyTimeParts,
  parseDurationText,
  telHref,
  type JourneyClock,
  type JourneyMoment,
  type TicketDetails,
} from '@jatra/shared';
import { Facts, Table } from '@jatra/shared/ui';
import { useId, type ReactNode } from 'react';
import { contactNumbers, genderLabel } from './ticket-format';
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
function JourneyTime({ moment }: { moment: JourneyMoment }) {
  const { clock, date } = journeyTimeParts(moment);
  if (!date) return clock;
  return (
    <>
      <span className="ticket-nowrap">{clock},</span> <span className="ticket-nowrap">{date}</span>
    </>
  );
}

export function JourneySection({ ticket }: { ticket: TicketDetails }) {
  const duration = parseDurationText(ticket.duration);
  return (
    <TicketSection title="Journey" className="ticket-journey">
      <Facts className="ticket-facts ticket-facts--journey">
        <Fact label="From" className="ticket-fact--place">
          {ticket.origin}
        </Fact>
        <Fact label="To" className="ticket-fact--place">
          {ticket.destination}
        </Fact>
        <Fact label="Travel date">{displayDate(ticket.travel_date)}</Fact>
        <Fact label="Departure">{displayTime(ticket.dep_time)}</Fact>
        <Fact label="Arrival">
          {ticket.arr_time && <JourneyTime moment={journeyArrival(journeyClock(ticket), ticket.arr_time)} />}
        </Fact>
        {/* '8h 10m' as on the results and the booking page; '08:10' would read as a time of day */}
        <Fact label="Duration">{duration?.label ?? ticket.duration}</Fact>
        <Fact label="Operator">{ticket.travels}</Fact>
        <Fact label="Bus type">{ticket.bus_type}</Fact>
        <Fact label="Service number">{ticket.service_number}</Fact>
        <Fact label="Operator PNR">{ticket.operator_pnr}</Fact>
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
  return (
    <TicketSection title={props.title}>
      <Facts className="ticket-facts">
        <Fact label="Name" className="ticket-fact--wide">
          {props.name}
        </Fact>
        <Fact label="Time">{props.when.time && <JourneyTime moment={props.when} />}</Fact>
        {props.landmark !== undefined && <Fact label="Landmark">{props.landmark}</Fact>}
        <Fact label="Address" className="ticket-fact--wide">
          {props.address}
        </Fact>
        <Fact label="Contact" className="ticket-fact--wide">
          {contactNumbers(props.contacts).length > 0 && <PhoneLinks numbers={props.contacts} />}
        </Fact>
      </Facts>
    </TicketSection>
  );
}

export function BoardingSection({ ticket }: { ticket: TicketDetails }) {
  const point = ticket.boarding_point_details;
  return (
    <StopSection
      title="Boarding point"
      name={point.name}
      when={journeyBoarding(journeyClock(ticket), point.dep_time)}
      landmark={point.landmark}
      address={point.boarding_stage_address}
      contacts={point.contact_numbers}
    />
  );
}

export function DropOffSection({ ticket }: { ticket: TicketDetails }) {
  const point = ticket.drop_off_details;
  return (
    <StopSection
      title="Drop-off point"
      name={point.name}
      when={journeyArrival(journeyClock(ticket), point.arrival_time)}
      address={point.drop_off_address}
      contacts={point.contact_numbers}
    />
  );
}

export function PassengersSection({ passengers }: { passengers: TicketDetails['passenger_details'] }) {
  return (
    <TicketSection title="Passengers">
      {passengers.length === 0 ? (
        <p className="ticket-section__none">No seats remain booked on this ticket.</p>
      ) : (
        <Table ruled className="ticket-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Age</th>
              <th scope="col">Gender</th>
              <th scope="col">Seat</th>
            </tr>
          </thead>
          <tbody>
            {passengers.map((passenger) => (
              <tr key={passenger.seat_no}>
                <th scope="row">{[passenger.title, passenger.name].filter(Boolean).join(' ')}</th>
                <td>{passenger.age}</td>
                <td>{genderLabel(passenger.gender)}</td>
                <td className="ticket-table__seat">{passenger.seat_no}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </TicketSection>
  );
}
