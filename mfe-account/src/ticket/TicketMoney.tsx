import { policyRows, REFUND_TIMELINE, supportContactOf, telHref, type TicketDetails, sayRule } from '@jatra/shared';
import { Facts, Table, useHost } from '@jatra/shared/ui';
import { refundNote } from '../bookings';
import { Fact, TicketSection } from './TicketParts';
import { useAccountI18n } from '../i18n';
import './ticket-tables.css';

const isCancelledSeat = (status: string) => status.trim().toLowerCase() === 'cancelled';
const isConfirmedSeat = (status: string) => status.trim().toLowerCase() === 'confirmed';

/** Every seat ever on the ticket with its fare and GST; cancelled seats are struck through and say so. */
export function FaresSection({ ticket }: { ticket: TicketDetails }) {
  const { t, format } = useAccountI18n();
  return (
    <TicketSection title={t('ticket.fareDetails')}>
      <Table ruled className="ticket-table ticket-table--fares">
        <thead>
          <tr>
            <th scope="col">{t('ticket.seat')}</th>
            <th scope="col">{t('ticket.fare')}</th>
            <th scope="col">{t('ticket.gst')}</th>
            <th scope="col">{t('ticket.seatStatus')}</th>
          </tr>
        </thead>
        <tbody>
          {ticket.seat_fare_details.map(({ seat_detail: seat }) => {
            const cancelled = isCancelledSeat(seat.status);
            const amount = (value: number) => (cancelled ? <s>{format.rupees(value)}</s> : format.rupees(value));
            return (
              <tr key={seat.seat_number} className={cancelled ? 'ticket-table__row--cancelled' : undefined}>
                <th scope="row" className="ticket-table__seat">
                  {seat.seat_number}
                </th>
                <td>{amount(seat.fare)}</td>
                <td>{amount(seat.service_tax)}</td>
                {/* the provider's word for a seat: the two it sends said in the page's language, any other as sent */}
                <td lang={cancelled || isConfirmedSeat(seat.status) ? undefined : 'en'}>
                  {cancelled
                    ? t('ticket.voidCancelled')
                    : isConfirmedSeat(seat.status)
                      ? t('status.confirmed')
                      : seat.status}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('ticket.totalFare')}
            </th>
            <td className="ticket-table__total">{format.rupees(ticket.total_fare)}</td>
          </tr>
        </tfoot>
      </Table>
    </TicketSection>
  );
}

export function PaymentSection({ payment }: { payment: TicketDetails['payment'] }) {
  const { t, format } = useAccountI18n();
  return (
    <TicketSection title={t('ticket.payment')} className="ticket-payment">
      <Facts className="ticket-facts">
        <Fact label={t('ticket.amountPaid')}>{format.rupees(payment.amount_paid)}</Fact>
        <Fact label={t('ticket.transactionId')} className="ticket-fact--code">
          {payment.transaction_id}
        </Fact>
        <Fact label={t('ticket.paidOn')}>{payment.paid_at && format.instant(payment.paid_at)}</Fact>
      </Facts>
    </TicketSection>
  );
}

/** Each cancellation of seats of this ticket, with where its refund stands. */
export function CancellationsSection({ cancellations }: { cancellations: TicketDetails['cancellations'] }) {
  const { t, format } = useAccountI18n();
  if (cancellations.length === 0) return null;
  return (
    <TicketSection title={t('ticket.cancellations')} className="ticket-cancellations">
      <ul className="ticket-cancellations__list">
        {cancellations.map((cancellation) => {
          const refund = refundNote({ amount: cancellation.refund_amount, status: cancellation.refund_status }, format);
          return (
            <li key={cancellation.id}>
              <Facts className="ticket-facts">
                <Fact label={t('ticket.cancelledOn')}>{format.instant(cancellation.created_at)}</Fact>
                <Fact label={t('ticket.seatsLabel', { count: cancellation.seat_numbers.length })}>
                  {cancellation.seat_numbers.join(', ')}
                </Fact>
                <Fact label={t('ticket.charges')}>
                  {`${format.rupees(cancellation.cancellation_charges)} (${cancellation.cancel_percent}%)`}
                </Fact>
                <Fact label={t('ticket.refund')}>{format.rupees(cancellation.refund_amount)}</Fact>
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
  const { t } = useAccountI18n();
  return (
    <TicketSection title={t('ticket.policy')} className="ticket-policy">
      <Table ruled className="ticket-table">
        <caption className="ticket-table__caption">
          {policy.source === 'operator' ? t('ticket.policyOperator') : t('ticket.policyJatra')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('ticket.policyWindow')}</th>
            <th scope="col">{t('ticket.policyCharge')}</th>
          </tr>
        </thead>
        <tbody>
          {policyRows(policy).map((row) => (
            <tr key={row.fromHours} className={row.chargePercent === null ? 'ticket-table__cutoff' : undefined}>
              <th scope="row">{sayRule(row.window)}</th>
              <td>{sayRule(row.charge)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p className="ticket-section__note">{sayRule(REFUND_TIMELINE)}</p>
    </TicketSection>
  );
}

export function SupportSection() {
  const { support_email, support_phone } = supportContactOf(useHost());
  const { t } = useAccountI18n();
  return (
    <TicketSection title={t('ticket.support')} className="ticket-support">
      <Facts className="ticket-facts">
        <Fact label={t('ticket.supportPhone')}>
          <a href={telHref(support_phone)}>{support_phone}</a>
        </Fact>
        <Fact label={t('ticket.supportEmail')}>
          <a href={`mailto:${support_email}`}>{support_email}</a>
        </Fact>
      </Facts>
    </TicketSection>
  );
}
