import {
  formatRupees,
  policyRows,
  REFUND_TIMELINE,
  supportContactOf,
  telHref,
  type TicketDetails,
} from '@jatra/shared';
import { Facts, Table, useHost } from '@jatra/shared/ui';
import { refundNote } from '../bookings';
import { displayInstant } from './ticket-format';
import { Fact, TicketSection } from './TicketParts';
import './ticket-tables.css';

const isCancelledSeat = (status: string) => status.trim().toLowerCase() === 'cancelled';

/** Every seat ever on the ticket with its fare and GST; cancelled seats are struck through and say so. */
export function FaresSection({ ticket }: { ticket: TicketDetails }) {
  return (
    <TicketSection title="Fare details">
      <Table ruled className="ticket-table ticket-table--fares">
        <thead>
          <tr>
            <th scope="col">Seat</th>
            <th scope="col">Fare</th>
            <th scope="col">GST</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {ticket.seat_fare_details.map(({ seat_detail: seat }) => {
            const cancelled = isCancelledSeat(seat.status);
            const amount = (value: number) => (cancelled ? <s>{formatRupees(value)}</s> : formatRupees(value));
            return (
              <tr key={seat.seat_number} className={cancelled ? 'ticket-table__row--cancelled' : undefined}>
                <th scope="row" className="ticket-table__seat">
                  {seat.seat_number}
                </th>
                <td>{amount(seat.fare)}</td>
                <td>{amount(seat.service_tax)}</td>
                <td>{cancelled ? 'Cancelled' : seat.status}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total fare
            </th>
            <td className="ticket-table__total">{formatRupees(ticket.total_fare)}</td>
          </tr>
        </tfoot>
      </Table>
    </TicketSection>
  );
}

export function PaymentSection({ payment }: { payment: TicketDetails['payment'] }) {
  return (
    <TicketSection title="Payment" className="ticket-payment">
      <Facts className="ticket-facts">
        <Fact label="Amount paid">{formatRupees(payment.amount_paid)}</Fact>
        <Fact label="Transaction ID" className="ticket-fact--code">
          {payment.transaction_id}
        </Fact>
        <Fact label="Paid on">{payment.paid_at && displayInstant(payment.paid_at)}</Fact>
      </Facts>
    </TicketSection>
  );
}

/** Each cancellation of seats of this ticket, with where its refund stands. */
export function CancellationsSection({ cancellations }: { cancellations: TicketDetails['cancellations'] }) {
  if (cancellations.length === 0) return null;
  return (
    <TicketSection title="Cancellations" className="ticket-cancellations">
      <ul className="ticket-cancellations__list">
        {cancellations.map((cancellation) => {
          const refund = refundNote({ amount: cancellation.refund_amount, status: cancellation.refund_status });
          return (
            <li key={cancellation.id}>
              <Facts className="ticket-facts">
                <Fact label="Cancelled on">{displayInstant(cancellation.created_at)}</Fact>
                <Fact label={cancellation.seat_numbers.length === 1 ? 'Seat' : 'Seats'}>
                  {cancellation.seat_numbers.join(', ')}
                </Fact>
                <Fact label="Charges">
                  {`${formatRupees(cancellation.cancellation_charges)} (${cancellation.cancel_percent}%)`}
                </Fact>
                <Fact label="Refund">{formatRupees(cancellation.refund_amount)}</Fact>
              </Facts>
              {refund && <p className={`ticket-note ticket-note--${refund.tone}`}>{refund.text}</p>}
            </li>
          );
        })}
      </ul>
    </TicketSection>
  );
}

/** The policy fixed when the ticket was sold, ending with the cutoff row, and when refunds arrive. */
export function PolicySection({ policy }: { policy: TicketDetails['cancellation_policy'] }) {
  return (
    <TicketSection title="Cancellation policy" className="ticket-policy">
      <Table ruled className="ticket-table">
        <caption className="ticket-table__caption">
          {policy.source === 'operator'
            ? "The bus operator's policy, fixed when you booked."
            : "Jatra's policy, fixed when you booked."}
        </caption>
        <thead>
          <tr>
            <th scope="col">Time before departure</th>
            <th scope="col">Charge</th>
          </tr>
        </thead>
        <tbody>
          {policyRows(policy).map((row) => (
            <tr key={row.window} className={row.chargePercent === null ? 'ticket-table__cutoff' : undefined}>
              <th scope="row">{row.window}</th>
              <td>{row.charge}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p className="ticket-section__note">{REFUND_TIMELINE}</p>
    </TicketSection>
  );
}

export function SupportSection() {
  const { support_email, support_phone } = supportContactOf(useHost());
  return (
    <TicketSection title="Customer support" className="ticket-support">
      <Facts className="ticket-facts">
        <Fact label="Phone (24/7)">
          <a href={telHref(support_phone)}>{support_phone}</a>
        </Fact>
        <Fact label="E-mail">
          <a href={`mailto:${support_email}`}>{support_email}</a>
        </Fact>
      </Facts>
    </TicketSection>
  );
}
