import { RESCHEDULE_MESSAGES, formatRupees, type TicketDetails } from '@jatra/shared';
import { Facts } from '@jatra/shared/ui';
import { Ban } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import type { CSSProperties } from 'react';
import { StatusBadge } from '../bookings';
import { displayInstant, isVoidTicket, validSeats } from './ticket-format';
import { Fact } from './TicketParts';
import './ticket-void.css';

const seatWord = (seats: readonly string[]) => `${seats.length === 1 ? 'seat' : 'seats'} ${seats.join(', ')}`;

/** The code the conductor scans: it holds only the seats still valid, and says which they are. */
function BoardingCode({ ticket, code }: { ticket: TicketDetails; code: string }) {
  const seats = validSeats(ticket);
  return (
    <figure className="ticket__qr">
      <QRCodeSVG
        value={code}
        size={132}
        level="M"
        marginSize={2}
        role="img"
        aria-label={`QR code of PNR ${ticket.pnr_number}, ${seatWord(seats)}`}
      />
      <figcaption>
        <span className="ticket__qr-seats">Valid for {seatWord(seats)}</span>
        Show this code when you board
      </figcaption>
    </figure>
  );
}

/** In the code's place on a ticket no seat of which is valid: CANCELLED (or RESCHEDULED), on screen and on paper. */
function VoidStamp({ word }: { word: string }) {
  return (
    <p className="ticket__void-stamp">
      <Ban size={28} aria-hidden="true" />
      <span className={word.length > 9 ? 'ticket__void-word ticket__void-word--long' : 'ticket__void-word'}>
        {word}
      </span>
      <span className="ticket__void-sub">Not valid for travel</span>
    </p>
  );
}

/** What the money came to once the whole ticket was cancelled: paid, and what goes back. */
function VoidMoney({ ticket }: { ticket: TicketDetails }) {
  const refund = ticket.cancellations.reduce((sum, cancellation) => sum + cancellation.refund_amount, 0);
  return (
    <>
      <Fact label="Amount paid">{formatRupees(ticket.payment.amount_paid)}</Fact>
      <Fact label="Refund" className="ticket-fact--total">
        {formatRupees(refund)}
      </Fact>
    </>
  );
}

/** The PNR (large), the status, the total and the QR code the conductor scans; or CANCELLED in its place. */
export function TicketHead({ ticket }: { ticket: TicketDetails }) {
  const voided = isVoidTicket(ticket);
  return (
    <header className="ticket__head">
      <div className="ticket__id">
        <p className="ticket__brand">Jatra e-ticket</p>
        <h1 className="ticket__pnr-heading">
          <span className="ticket__pnr-label">PNR </span>
          {/* its length sizes it: as large as one line allows (ticket.css) */}
          <span className="ticket__pnr" style={{ '--pnr-chars': ticket.pnr_number.length } as CSSProperties}>
            {ticket.pnr_number}
          </span>
        </h1>
        <Facts className="ticket__summary">
          <Fact label="Ticket status">
            <StatusBadge status={ticket.status} />
          </Fact>
          {voided ? (
            <VoidMoney ticket={ticket} />
          ) : (
            <Fact label="Total fare" className="ticket-fact--total">
              {formatRupees(ticket.total_fare)}
            </Fact>
          )}
        </Facts>
      </div>
      {voided || ticket.qr_code === null ? (
        <VoidStamp word={ticket.status === 'rescheduled' ? RESCHEDULE_MESSAGES.rescheduledBadge : 'Cancelled'} />
      ) : (
        <BoardingCode ticket={ticket} code={ticket.qr_code} />
      )}
    </header>
  );
}

/** Under the head of a cancelled ticket: when it was cancelled, and that it cannot be used. */
export function VoidNotice({ ticket }: { ticket: TicketDetails }) {
  const when = ticket.cancelled_at ?? ticket.cancellations.at(-1)?.created_at;
  return (
    <p className="ticket__void-notice">
      <strong>This ticket is cancelled</strong>
      {when && ` on ${displayInstant(when)}`}. No seat on it is valid for travel; it cannot be used to board.
    </p>
  );
}
