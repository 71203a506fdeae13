import {
  arrivalDayOffset,
  failureText,
  fetchTicket,
  pageRoutes,
  parseDurationText,
  PAYMENT_NEWS_MESSAGES,
  ticketConfirmedText,
  type TicketDetails,
  sayRule,
  withValues,
} from '@jatra/shared';
import { cityName } from '@jatra/shared/i18n';
import { Button, Card, ErrorState, Facts, IconDisc, Skeleton, useHost } from '@jatra/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Mail, Printer, Ticket } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useBookingI18n } from '../i18n';
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
  const { t, format, locale } = useBookingI18n();
  const minutes = parseDurationText(ticket.duration)?.minutes ?? Number.NaN;
  const days = arrivalDayOffset(ticket.dep_time, ticket.arr_time, minutes);
  const nextDay = days > 0 ? t('schedule.dayOffset', { days }) : '';
  const seats = ticket.seat_numbers.split(',').filter(Boolean);
  return (
    <Facts className="pay-confirm__facts">
      <Fact label={t('ticket.pnr')} wide>
        <span className="pay-confirm__pnr">{ticket.pnr_number}</span>
      </Fact>
      <Fact label={t('ticket.journey')} wide>
        {cityName(ticket.origin, locale)}
        <span aria-hidden="true"> → </span>
        <span className="jt-visually-hidden">{t('schedule.to')}</span>
        {cityName(ticket.destination, locale)}
      </Fact>
      <Fact label={t('ticket.travelDate')}>{format.date(ticket.travel_date)}</Fact>
      <Fact label={t('ticket.bus')}>
        {ticket.travels}
        {ticket.bus_type && <span className="pay-muted"> · {ticket.bus_type}</span>}
      </Fact>
      <Fact label={t('ticket.departs')}>
        {format.time(ticket.boarding_point_details.dep_time || ticket.dep_time)}
        <span className="pay-confirm__place">{ticket.boarding_point_details.name}</span>
      </Fact>
      <Fact label={t('ticket.arrives')}>
        {format.time(ticket.drop_off_details.arrival_time || ticket.arr_time)}
        {nextDay && <span className="pay-trip__day"> {nextDay}</span>}
        <span className="pay-confirm__place">{ticket.drop_off_details.name}</span>
      </Fact>
      <Fact label={seats.length === 1 ? t('ticket.seat') : t('summary.seats', { count: seats.length })}>
        {seats.join(', ')}
      </Fact>
      <Fact label={t('ticket.paid')}>{format.rupees(ticket.payment.amount_paid || ticket.total_fare)}</Fact>
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
  const { t } = useBookingI18n();
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
        <p className="pay-confirm__lead">{sayRule(ticketConfirmedText(pnr))}</p>
      </div>
      {ticket.data ? (
        <>
          <TicketFacts ticket={ticket.data} />
          {email && (
            <p className="pay-confirm__mail">
              <Mail size={18} aria-hidden="true" />
              <span>{sayRule(withValues(PAYMENT_NEWS_MESSAGES.ticketEmailed, { email }))}</span>
            </p>
          )}
        </>
      ) : ticket.isError ? (
        <ErrorState
          title={t('ticket.loadError')}
          message={failureText(ticket.error, t('ticket.loadErrorText'))}
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
          {sayRule(PAYMENT_NEWS_MESSAGES.viewTicket)}
        </Button>
        <Button variant="secondary" onClick={() => window.print()} disabled={!ticket.data}>
          <Printer size={18} aria-hidden="true" />
          {t('ticket.print')}
        </Button>
        <Button variant="ghost" onClick={() => host.navigate(pageRoutes.bookings.link())}>
          {t('payment.myBookings')}
        </Button>
      </div>
    </Card>
  );
}
