import { RESCHEDULE_MESSAGES, type TicketDetails, sayRule } from '@jatra/shared';
import { Facts } from '@jatra/shared/ui';
import { Ban } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import type { CSSProperties } from 'react';
import { StatusBadge } from '../bookings';
import { isVoidTicket, validSeats } from './ticket-format';
import { accountI18n, useAccountI18n } from '../i18n';
import { Fact } from './TicketParts';
import './ticket-void.css';

/** The code the conductor scans: it holds only the seats still valid, and says which they are. */
function BoardingCode({ ticket, code }: { ticket: TicketDetails; code: string }) {
  const { t } = useAccountI18n();
  const seats = validSeats(ticket);
  const words = { count: seats.length, seats: seats.join(', ') };
  return (
    <figure className="ticket__qr">
      <QRCodeSVG
        value={code}
        size={132}
        level="M"
        marginSize={2}
        role="img"
        aria-label={t('ticket.qrLabel', { pnr: ticket.pnr_number, ...words })}
      />
      <figcaption>
        <span className="ticket__qr-seats">{t('ticket.qrValidFor', words)}</span>
        {t('ticket.qrShow')}
      </figcaption>
    </figure>
  );
}

/** In the code's place on a ticket no seat of which is valid: CANCELLED (or RESCHEDULED), on screen and on paper. */
function VoidStamp({ word }: { word: string }) {
  const { t } = useAccountI18n();
  return (
    <p className="ticket__void-stamp">
      <Ban size={28} aria-hidden="true" />
      <span className={word.length > 9 ? 'ticket__void-word ticket__void-word--long' : 'ticket__void-word'}>
        {word}
      </span>
      <span className="ticket__void-sub">{t('ticket.notValid')}</span>
    </p>
  );
}

/** What the money came to once the whole ticket was cancelled: paid, and what goes back. */
function VoidMoney({ ticket }: { ticket: TicketDetails }) {
  const { t, format } = useAccountI18n();
  const refund = ticket.cancellations.reduce((sum, cancellation) => sum + cancellation.refund_amount, 0);
  return (
    <>
      <Fact label={t('ticket.amountPaid')}>{format.rupees(ticket.payment.amount_paid)}</Fact>
      <Fact label={t('ticket.refund')} className="ticket-fact--total">
        {format.rupees(refund)}
      </Fact>
    </>
  );
}

/** The PNR (large), the status, the total and the QR code the conductor scans; or CANCELLED in its place. */
export function TicketHead({ ticket }: { ticket: TicketDetails }) {
  const { t, format } = useAccountI18n();
  const voided = isVoidTicket(ticket);
  return (
    <header className="ticket__head">
      <div className="ticket__id">
        <p className="ticket__brand">{t('ticket.brand')}</p>
        <h1 className="ticket__pnr-heading">
          <span className="ticket__pnr-label">PNR </span>
          {/* its length sizes it: as large as one line allows (ticket.css) */}
          <span className="ticket__pnr" style={{ '--pnr-chars': ticket.pnr_number.length } as CSSProperties}>
            {ticket.pnr_number}
          </span>
        </h1>
        <Facts className="ticket__summary">
          <Fact label={t('ticket.status')}>
            <StatusBadge status={ticket.status} />
          </Fact>
          {voided ? (
            <VoidMoney ticket={ticket} />
          ) : (
            <Fact label={t('ticket.totalFare')} className="ticket-fact--total">
              {format.rupees(ticket.total_fare)}
            </Fact>
          )}
        </Facts>
      </div>
      {voided || ticket.qr_code === null ? (
        <VoidStamp
          word={
            ticket.status === 'rescheduled' ? sayRule(RESCHEDULE_MESSAGES.rescheduledBadge) : t('ticket.voidCancelled')
          }
        />
      ) : (
        <BoardingCode ticket={ticket} code={ticket.qr_code} />
      )}
    </header>
  );
}

/** Under the head of a cancelled ticket: when it was cancelled, and that it cannot be used. */
export function VoidNotice({ ticket }: { ticket: TicketDetails }) {
  const { format } = useAccountI18n();
  const when = ticket.cancelled_at ?? ticket.cancellations.at(-1)?.created_at;
  return (
    <p className="ticket__void-notice">
      {when ? (
        <accountI18n.RichMessage
          id="ticket.voidNoticeOn"
          values={{ when: format.instant(when) }}
          components={{ 0: <strong /> }}
        />
      ) : (
        <accountI18n.RichMessage id="ticket.voidNotice" components={{ 0: <strong /> }} />
      )}
    </p>
  );
}
