import { RESCHEDULE_MESSAGES, formatRupees, type RescheduleQuoteAnswer, sayRule, withValues } from '@jatra/shared';
import { Card } from '@jatra/shared/ui';

/** The server's quote: the charge, the fare difference, and what is paid or refunded. */
export function RescheduleQuote({ quote }: { quote: RescheduleQuoteAnswer }) {
  const signed = (amount: number) => (amount < 0 ? `− ${formatRupees(-amount)}` : formatRupees(amount));
  const total =
    quote.due > 0
      ? [sayRule(RESCHEDULE_MESSAGES.toPay), formatRupees(quote.due)]
      : quote.due < 0
        ? [sayRule(RESCHEDULE_MESSAGES.toRefund), formatRupees(-quote.due)]
        : [sayRule(RESCHEDULE_MESSAGES.nothingToPay), formatRupees(0)];
  return (
    <Card className="reschedule-card reschedule-quote" aria-live="polite">
      <h2 className="reschedule-card__title">Price of the change</h2>
      <dl className="reschedule-quote__rows">
        <div>
          <dt>{sayRule(withValues(RESCHEDULE_MESSAGES.charge, { percent: quote.charge_percent }))}</dt>
          <dd>{formatRupees(quote.charge)}</dd>
        </div>
        <div>
          <dt>{sayRule(RESCHEDULE_MESSAGES.difference)}</dt>
          <dd>{signed(quote.difference)}</dd>
        </div>
        <div className="reschedule-quote__total">
          <dt>{total[0]}</dt>
          <dd>{total[1]}</dd>
        </div>
      </dl>
      <p className="reschedule-quote__note">
        New fare {formatRupees(quote.new_total)} (GST included) against {formatRupees(quote.old_total)} on your ticket.
      </p>
    </Card>
  );
}
