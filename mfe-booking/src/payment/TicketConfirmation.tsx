import {
  arrivalDayLabel,
  displayDate,
  displayTime,
  failureText,
  fetchTicket,
  fillMessage,
  formatRupees,
  pageRoutes,
  parseDurationText,
  PAYMENT_NEWS_MESSAGES,
  ticketConfirmedText,
  type TicketDetails,
} from '@jatra/shared';
import { Button, Card, ErrorState, Facts, IconDisc, Skeleton, useHost } from '@jatra/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Mail, Printer, Ticket } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import './ticket-confirmation.css';

export const ticketKey = (pnr: string) => ['ticket', pnr] as const;

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'pay-confirm__fact pay-confirm__fact--wide' : 'pay-confirm__fact'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function TicketFacts({ ticket }: { ticket: TicketDetails }) {
  const minutes = parseDurationText(ticket.duration)?.minutes;
  const nextDay = arrivalDayLabel(ticket.dep_time, ticket.arr_time, minutes);
  const seats = ticket.seat_numbers.split(',').filter(Boolean);
  return (
    <Facts className="pay-confirm__facts">
      <Fact label="PNR" wide>
        <span className="pay-confirm__pnr">{ticket.pnr_number}</span>
      </Fact>
      <Fact label="Journey" wide>
        {ticket.origin}
        <span aria-hidden="true"> → </span>
        <span className="jt-visually-hidden"> to </span>
        {ticket.destination}
      </Fact>
      <Fact label="Travel date">{displayDate(ticket.travel_date)}</Fact>
      <Fact label="Bus">
        {ticket.travels}
        {ticket.bus_type && <span className="pay-muted"> · {ticket.bus_type}</span>}
      </Fact>
      <Fact label="Departs">
        {displayTime(ticket.boarding_point_details.dep_time || ticket.dep_time)}
        <span className="pay-confirm__place">{ticket.boarding_point_details.name}</span>
      </Fact>
      <Fact label="Arrives">
        {displayTime(ticket.drop_off_details.arrival_time || ticket.arr_time)}
        {nextDay && <span className="pay-trip__day"> {nextDay}</span>}
        <span className="pay-confirm__place">{ticket.drop_off_details.name}</span>
      </Fact>
      <Fact label={seats.length === 1 ? 'Seat' : `Seats (${seats.length})`}>{seats.join(', ')}</Fact>
      <Fact label="Paid">{formatRupees(ticket.payment.amount_paid || ticket.total_fare)}</Fact>
    </Facts>
  );
}

/**
 * What the traveller lands on once paid: the new ticket as the server issued it (PNR, journey, seats, where the
 * e-ticket went), with the ticket page and printing one press away. Tells the shell this page has said it, so
 * the traveller's other tabs say it too and this one does not say it twice.
 */
export function TicketConfirmation({ pnr }: { pnr: string }) {
  const host = useHost();
  const ticket = useQuery({
    queryKey: ticketKey(pnr),
    queryFn: ({ signal }) => fetchTicket(host, pnr, signal),
  });
  const payments = host.payments;
  useEffect(() => {
    payments?.confirmed(pnr);
  }, [payments, pnr]);

  const email = ticket.data?.contact_email;
  return (
    <Card raised className="pay-confirm">
      <div role="status" className="pay-confirm__head">
        <IconDisc size={56} tone="success">
          <CheckCircle2 size={30} />
        </IconDisc>
        <p className="pay-confirm__lead">{ticketConfirmedText(pnr)}</p>
      </div>
      {ticket.data ? (
        <>
          <TicketFacts ticket={ticket.data} />
          {email && (
            <p className="pay-confirm__mail">
              <Mail size={18} aria-hidden="true" />
              <span>{fillMessage(PAYMENT_NEWS_MESSAGES.ticketEmailed, { email })}</span>
            </p>
          )}
        </>
      ) : ticket.isError ? (
        <ErrorState
          title="Your ticket details did not load"
          message={failureText(ticket.error, 'Your ticket is confirmed; open it from View Ticket.')}
          onRetry={() => void ticket.refetch()}
        />
      ) : (
        <div className="pay-confirm__loading" aria-hidden="true">
          <Skeleton height={28} width="60%" />
          <Skeleton height={120} />
        </div>
      )}
      <div className="pay-confirm__actions">
        <Button onClick={() => host.navigate(pageRoutes.ticket.link({ pnr }))}>
          <Ticket size={18} aria-hidden="true" />
          {PAYMENT_NEWS_MESSAGES.viewTicket}
        </Button>
        <Button variant="secondary" onClick={() => window.print()} disabled={!ticket.data}>
          <Printer size={18} aria-hidden="true" />
          Print
        </Button>
        <Button variant="ghost" onClick={() => host.navigate(pageRoutes.bookings.link())}>
          My Bookings
        </Button>
      </div>
    </Card>
  );
}
