import type { Cancellability } from '@jatra/shared';
import { Button, Card, Facts, Spinner, Split } from '@jatra/shared/ui';
import { AlertTriangle } from 'lucide-react';
import { useId } from 'react';
import { seatText } from './cancellation-text';
import { useAccountI18n } from '../i18n';

/**
 * The server's check for the chosen seats: percent, charges and refund. While a new choice is checked the last
 * figures stay, dimmed, with a small note; the rest of the page does not move.
 */
export function CheckSummary({
  check,
  allSeats,
  checking,
  error,
  prompt,
  onRetry,
}: {
  check: Cancellability | undefined;
  /** shown in place of the figures until there is a choice to check */
  prompt: string | null;
  allSeats: boolean;
  checking: boolean;
  error: string | null;
  onRetry: () => void;
}) {
  const headingId = useId();
  const { t, format } = useAccountI18n();
  return (
    <Card className="cancel-card cancel-summary" aria-labelledby={headingId} aria-busy={checking}>
      <Split wrap>
        <h2 className="cancel-card__title" id={headingId}>
          {t('cancel.refundSummary')}
        </h2>
        <span className="cancel-summary__checking" role="status">
          {checking && (
            <>
              <Spinner />
              {t('cancel.checking')}
            </>
          )}
        </span>
      </Split>
      {error ? (
        <div className="cancel-summary__error" role="alert">
          <p>
            <AlertTriangle size={18} aria-hidden="true" />
            {error}
          </p>
          <Button variant="secondary" onClick={onRetry} loading={checking}>
            {t('cancel.checkAgain')}
          </Button>
        </div>
      ) : prompt ? (
        <p className="cancel-summary__prompt">{prompt}</p>
      ) : (
        check && (
          <Facts
            className={checking ? 'cancel-summary__figures cancel-summary__figures--stale' : 'cancel-summary__figures'}
          >
            <div>
              <dt>{t('cancel.cancelling')}</dt>
              <dd>
                {seatText(check.seat_numbers)}
                {allSeats && <span className="cancel-facts__sub">{t('cancel.allSeatsOnTicket')}</span>}
              </dd>
            </div>
            <div>
              <dt>{t('cancel.charges')}</dt>
              <dd>
                {format.rupees(check.cancellation_charges)}
                <span className="cancel-facts__sub">
                  {t('cancel.percentOfFare', { percent: check.cancel_percent })}
                </span>
              </dd>
            </div>
            <div className="cancel-summary__refund">
              <dt>{t('cancel.refundAmount')}</dt>
              <dd>{format.rupees(check.refund_amount)}</dd>
            </div>
          </Facts>
        )
      )}
    </Card>
  );
}
