import {
  ApiRequestError,
  CANCELLATION_MESSAGES,
  failureText,
  pageRoutes,
  pnrSchema,
  type TicketDetails,
  RESCHEDULE_MESSAGES,
  sayRule,
} from '@jatra/shared';
import { Button, EmptyState, useHost } from '@jatra/shared/ui';
import { ArrowLeft, CalendarSync, MessageSquareText, Printer, SearchX, UserRound, XCircle } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChatAboutTicket } from './ChatAboutTicket';
import { canCancelTicket, isVoidTicket } from './ticket-format';
import { TicketHead, VoidNotice } from './TicketHead';
import { CancellationsSection, FaresSection, PaymentSection, PolicySection, SupportSection } from './TicketMoney';
import { BoardingSection, DropOffSection, JourneySection, PassengersSection } from './TicketParts';
import { TicketSkeleton } from './TicketSkeleton';
import { ChangeDateLink, RescheduleNotice, canChangeDate } from '../reschedule';
import {
  isNetworkFailure,
  NeedsNetworkNote,
  SavedCopyNote,
  useBrowserOffline,
  useKeepTicket,
  useOpenedFromSavedPage,
  useSavedTicket,
  type SavedTicket,
} from '../offline';
import { TripChangeNotice } from '../trip-changes';
import { useTicket } from './use-ticket';
import { accountI18n, useAccountI18n } from '../i18n';
import './ticket.css';
import './ticket-print.css';

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

const NEEDS_NETWORK_ID = 'ticket-needs-network';

/** `offline`: the ticket is the copy kept on the device; what needs the network says so instead of failing. */
function TicketActions({ ticket, now, offline }: { ticket: TicketDetails; now: number; offline: boolean }) {
  const { t } = useAccountI18n();
  const cancel = canCancelTicket(ticket, now);
  const changeDate = canChangeDate(ticket, now);
  return (
    <div className="ticket-actions">
      <Button onClick={() => window.print()}>
        <Printer size={18} aria-hidden="true" />
        {/* a void ticket prints as the record of its cancellation, never as something to board with */}
        {isVoidTicket(ticket) ? t('ticket.printCancellation') : t('ticket.print')}
      </Button>
      {cancel && !offline && (
        <Link className="jt-button jt-button--danger" to={pageRoutes.cancellation.link({ pnr: ticket.pnr_number })}>
          <XCircle size={18} aria-hidden="true" />
          {t('ticket.cancel')}
        </Link>
      )}
      {cancel && offline && (
        <Button variant="danger" disabled aria-describedby={NEEDS_NETWORK_ID}>
          <XCircle size={18} aria-hidden="true" />
          {t('ticket.cancel')}
        </Button>
      )}
      {changeDate && !offline && <ChangeDateLink pnr={ticket.pnr_number} />}
      {changeDate && offline && (
        <Button variant="secondary" disabled aria-describedby={NEEDS_NETWORK_ID}>
          <CalendarSync size={18} aria-hidden="true" />
          {sayRule(RESCHEDULE_MESSAGES.action)}
        </Button>
      )}
      {!offline && <ChatAboutTicket pnr={ticket.pnr_number} />}
      <Link className="jt-button jt-button--secondary" to={pageRoutes.bookings.link()}>
        <ArrowLeft size={18} aria-hidden="true" />
        {t('ticket.backToBookings')}
      </Link>
      <Link className="jt-button jt-button--ghost" to={pageRoutes.profile.link({ tab: 'settings' })}>
        <UserRound size={18} aria-hidden="true" />
        {t('ticket.backToProfile')}
      </Link>
    </div>
  );
}

/** Where the m-ticket SMS went (the number masked by the server): it is what to show if the phone has no data. */
function MTicketSent({ mobile }: { mobile: string }) {
  return (
    <p className="ticket__m-ticket">
      <MessageSquareText size={18} aria-hidden="true" />
      <span>
        <accountI18n.RichMessage
          id="ticket.mTicketSent"
          values={{ mobile }}
          components={{ 0: <span className="ticket__m-ticket-number" translate="no" /> }}
        />
      </span>
    </p>
  );
}

function Ticket({ ticket }: { ticket: TicketDetails }) {
  const { t } = useAccountI18n();
  const voided = isVoidTicket(ticket);
  return (
    <article
      className={voided ? 'ticket ticket--void' : 'ticket'}
      aria-label={t('ticket.label', { pnr: ticket.pnr_number })}
    >
      <TicketHead ticket={ticket} />
      {!voided && ticket.m_ticket_sent_to && <MTicketSent mobile={ticket.m_ticket_sent_to} />}
      {voided && ticket.cancelled_by !== 'operator' && ticket.status !== 'rescheduled' && (
        <VoidNotice ticket={ticket} />
      )}
      <RescheduleNotice
        className="ticket__trip-change"
        booking={{
          status: ticket.status,
          rescheduledFrom: ticket.rescheduled_from,
          rescheduledTo: ticket.rescheduled_to,
        }}
      />
      <TripChangeNotice
        className="ticket__trip-change"
        change={{
          cancelledBy: ticket.cancelled_by,
          departureChangedFrom: ticket.departure_changed_from,
          departureTime: ticket.dep_time,
          refund: ticket.cancellations
            .filter((cancellation) => cancellation.cancelled_by === 'operator')
            .reduce((sum, cancellation) => sum + cancellation.refund_amount, 0),
        }}
      />
      <div className="ticket__body">
        <div className="ticket__column">
          <JourneySection ticket={ticket} />
          <PassengersSection passengers={ticket.passenger_details} />
          <FaresSection ticket={ticket} />
          <PaymentSection payment={ticket.payment} />
          <CancellationsSection cancellations={ticket.cancellations} />
        </div>
        <div className="ticket__column">
          <BoardingSection ticket={ticket} />
          <DropOffSection ticket={ticket} />
          <PolicySection policy={ticket.cancellation_policy} />
          <SupportSection />
        </div>
      </div>
    </article>
  );
}

/**
 * `/booking-details/{pnr}`: the e-ticket, to read, print on one A4 page, or
 * cancel. An unknown PNR (or someone else's) says so; any other failure toasts and returns to /profile.
 */
export function BookingDetailsPage({ params }: { params: Record<string, string | undefined> }) {
  const host = useHost();
  const { t } = useAccountI18n();
  const pnr = (params.pnr ?? '').trim();
  const readable = pnrSchema.safeParse(pnr).success;
  const ticket = useTicket(readable ? pnr : null);
  const saved = useSavedTicket(readable ? pnr : null);
  const browserOffline = useBrowserOffline();
  const openedFromSavedPage = useOpenedFromSavedPage();
  useKeepTicket(ticket.data);
  // one clock per visit: whether the bus has left is decided once
  const [now] = useState(() => Date.now());
  const notFound = !readable || (ticket.isError && isNotFound(ticket.error));
  // with no network the copy kept on the device is shown at once, without waiting for the API's retry
  const unreachable = browserOffline || openedFromSavedPage || isNetworkFailure(ticket.failureReason);
  const savedCopy = !ticket.isSuccess && unreachable && saved.data ? saved.data : null;
  const failure = ticket.isError && !notFound && !savedCopy ? ticket.error : null;

  const left = useRef(false);
  useEffect(() => {
    if (!failure || left.current) return;
    left.current = true;
    host.toast.error(failureText(failure, CANCELLATION_MESSAGES.fetchFailed));
    host.navigate(pageRoutes.profile.link());
  }, [failure, host]);

  let content;
  if (notFound) {
    content = (
      <>
        <h1 className="jt-visually-hidden">{t('ticket.pageTitle')}</h1>
        <EmptyState
          icon={<SearchX size={28} />}
          title={sayRule(CANCELLATION_MESSAGES.detailsNotFound)}
          text={t('ticket.notFoundText')}
          action={
            <Link className="jt-button jt-button--primary" to={pageRoutes.profile.link()}>
              {t('ticket.backToProfile')}
            </Link>
          }
        />
      </>
    );
  } else if (ticket.isSuccess) {
    content = (
      <>
        <TicketActions ticket={ticket.data} now={now} offline={false} />
        <Ticket ticket={ticket.data} />
      </>
    );
  } else if (savedCopy) {
    content = <SavedTicketContent saved={savedCopy} now={now} />;
  } else {
    content = (
      <>
        <h1 className="jt-visually-hidden">{t('ticket.pageTitle')}</h1>
        <TicketSkeleton />
      </>
    );
  }

  return <TicketPageMain>{content}</TicketPageMain>;
}

export const TicketPageMain = ({ children }: { children: ReactNode }) => (
  <main className="jt-container ticket-page" data-remote="account">
    {children}
  </main>
);

/** The copy kept on the device, as the page shows it with no network (and as the page kept for then is drawn). */
export function SavedTicketContent({ saved, now }: { saved: SavedTicket; now: number }) {
  return (
    <>
      <SavedCopyNote savedAt={saved.savedAt} />
      <TicketActions ticket={saved.ticket} now={now} offline />
      <NeedsNetworkNote id={NEEDS_NETWORK_ID} />
      <Ticket ticket={saved.ticket} />
    </>
  );
}
