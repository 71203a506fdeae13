import {
  RESCHEDULE_CUTOFF_HOURS,
  RESCHEDULE_MESSAGES,
  pageRoutes,
  type BookingStatus,
  sayRule,
  withValues,
} from '@jatra/shared';
import { CalendarClock, CalendarSync } from 'lucide-react';
import { Link } from 'react-router-dom';

const PNR_MARK = '\u0000';

interface Linked {
  status: BookingStatus;
  rescheduledFrom: string | null;
  rescheduledTo: string | null;
}

/** Where a date change links a ticket: replaced by a new PNR, or replacing an old one. Nothing otherwise. */
export function RescheduleNotice({ booking, className }: { booking: Linked; className?: string }) {
  const classes = ['trip-change', 'trip-change--moved', className].filter(Boolean).join(' ');
  if (booking.status === 'rescheduled' && booking.rescheduledTo) {
    // the PNR becomes a link wherever the language puts it in the sentence
    const [before, after] = sayRule(withValues(RESCHEDULE_MESSAGES.rescheduledTo, { pnr: PNR_MARK })).split(PNR_MARK);
    return (
      <div className={classes}>
        <CalendarSync size={20} aria-hidden="true" />
        <p>
          {before}
          <Link to={pageRoutes.ticket.link({ pnr: booking.rescheduledTo })}>{booking.rescheduledTo}</Link>
          {after}
        </p>
      </div>
    );
  }
  if (booking.status === 'confirmed' && booking.rescheduledFrom) {
    return (
      <div className={classes}>
        <CalendarClock size={20} aria-hidden="true" />
        <p>{sayRule(withValues(RESCHEDULE_MESSAGES.rescheduledFrom, { pnr: booking.rescheduledFrom }))}</p>
      </div>
    );
  }
  return null;
}

/**
 * A confirmed ticket more than the cutoff before its departure, with no change under way, is offered a date change;
 * the page then asks the server, which decides (the operator's terms).
 */
export function canChangeDate(
  ticket: { status: BookingStatus; departs_at: string; rescheduled_to: string | null },
  now: number,
): boolean {
  return (
    ticket.status === 'confirmed' &&
    ticket.rescheduled_to === null &&
    Date.parse(ticket.departs_at) - now > RESCHEDULE_CUTOFF_HOURS * 3_600_000
  );
}

export function ChangeDateLink({
  pnr,
  className = 'jt-button jt-button--secondary',
}: {
  pnr: string;
  className?: string;
}) {
  return (
    <Link className={className} to={pageRoutes.reschedule.link({ pnr })}>
      <CalendarSync size={18} aria-hidden="true" />
      {sayRule(RESCHEDULE_MESSAGES.action)}
    </Link>
  );
}
