import { RESCHEDULE_MESSAGES, type RescheduleQuoteAnswer, sayRule, withValues } from '@jatra/shared';
import { Card } from '@jatra/shared/ui';
import { useAccountI18n } from '../i18n';

/** The server's quote: the charge, the fare difference, and what is paid or refunded. */
export function RescheduleQuote({ quote }: { quote: RescheduleQuoteAnswer }) {
  const { t, format } = useAccountI18n();
  const formatRupees = format.rupees;
  const signed = (amount: number) => (amount < 0 ? `− ${formatRupees(-amount)}` : formatRupees(amount));
  const total =
    quote.due > 0
      ? [sayRule(RESCHEDULE_MESSAGES.toPay), formatRupees(quote.due)]
      : quote.due < 0
        ? [sayRule(RESCHEDULE_MESSAGES.toRefund), formatRupees(-quote.due)]
        : [sayRule(RESCHEDULE_MESSAGES.nothingToPay), formatRupees(0)];
  return (
    <Card className="reschedule-card reschedule-quote" aria-live="polite">
      <h2 className="reschedule-card__title">{t('reschedule.price')}</h2>
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
        {t('reschedule.newFare', { newTotal: formatRupees(quote.new_total), oldTotal: formatRupees(quote.old_total) })}
      </p>
    </Card>
  );
}
