import { GST_PERCENT, paymentAmounts, type Seat, type StagePoint } from '@jatra/shared';
import { Button, Sheet } from '@jatra/shared/ui';
import { ChevronUp } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useBookingI18n } from '../../i18n';
import './summary.css';

export interface SummaryContent {
  operator: string;
  date: string;
  /** chosen seats in the order chosen */
  seats: readonly Seat[];
  boarding: StagePoint | undefined;
  dropping: StagePoint | undefined;
}

export interface ContinueProps {
  onContinue: () => void;
  pending: boolean;
  /** the last validation message of CONTINUE, shown next to the button (the toast says it too) */
  error: string | null;
}

/** Display only: the server prices the booking again from its own fares. */
export const summaryAmounts = (seats: readonly Seat[]) =>
  paymentAmounts(seats.reduce((sum, seat) => sum + seat.fare, 0));

function StageLine({ label, point }: { label: string; point: StagePoint | undefined }) {
  const { t, format } = useBookingI18n();
  return (
    <div className="bk-summary__stage">
      <dt>{label}</dt>
      <dd>
        {point ? t('summary.stage', { name: point.name, time: format.time(point.time) }) : t('summary.notChosen')}
      </dd>
    </div>
  );
}

/** The journey, the seats with their fares, and base fare, GST and total. */
export function SummaryDetails({ operator, date, seats, boarding, dropping }: SummaryContent) {
  const { t, format } = useBookingI18n();
  const amounts = summaryAmounts(seats);
  return (
    <div className="bk-summary__details">
      <p className="bk-summary__trip">
        <span className="bk-summary__operator">{operator}</span>
        {date && <span>{format.date(date)}</span>}
      </p>
      <dl className="bk-summary__stages">
        <StageLine label={t('summary.boarding')} point={boarding} />
        <StageLine label={t('summary.dropping')} point={dropping} />
      </dl>
      {seats.length === 0 ? (
        <p className="bk-summary__none">{t('summary.noSeats')}</p>
      ) : (
        <>
          <h3 className="bk-summary__subtitle">{t('summary.seats', { count: seats.length })}</h3>
          <ul className="bk-summary__seats">
            {seats.map((seat) => (
              <li key={seat.id}>
                <span>
                  {t('summary.seat', { id: seat.id })}
                  <span className="bk-summary__deck">
                    {seat.deck === 'upper' ? ` · ${t('summary.upperDeck')}` : ''}
                  </span>
                </span>
                <span>{format.rupees(seat.fare)}</span>
              </li>
            ))}
          </ul>
          <dl className="bk-summary__amounts">
            <div>
              <dt>{t('summary.baseFare')}</dt>
              <dd>{format.rupees(amounts.base)}</dd>
            </div>
            <div>
              <dt>{t('summary.gst', { percent: GST_PERCENT })}</dt>
              <dd>{format.rupees(amounts.gst)}</dd>
            </div>
            <div className="bk-summary__total">
              <dt>{t('summary.total')}</dt>
              <dd>{format.rupees(amounts.total)}</dd>
            </div>
          </dl>
        </>
      )}
    </div>
  );
}

function ContinueButton({ onContinue, pending, className }: ContinueProps & { className?: string }) {
  const { t } = useBookingI18n();
  return (
    <Button
      className={['bk-summary__continue', className].filter(Boolean).join(' ')}
      loading={pending}
      onClick={onContinue}
    >
      {t('summary.continue')}
    </Button>
  );
}

function ContinueError({ error }: { error: string | null }) {
  return error ? <p className="bk-summary__error">{error}</p> : null;
}

/** Large screens: the Booking Summary as a sticky side panel, with the cancellation policy before CONTINUE. */
export function SummaryPanel(props: SummaryContent & ContinueProps & { policy?: ReactNode }) {
  const { t } = useBookingI18n();
  const headingId = useId();
  return (
    <aside className="bk-summary-panel" aria-labelledby={headingId}>
      <h2 className="bk-summary__title" id={headingId}>
        {t('summary.title')}
      </h2>
      <SummaryDetails {...props} />
      {props.policy}
      <ContinueError error={props.error} />
      <ContinueButton {...props} />
    </aside>
  );
}

/** Phones: the total and CONTINUE in a bar at the bottom; the full summary opens in a bottom sheet. */
export function SummaryBar(props: SummaryContent & ContinueProps) {
  const { t, format } = useBookingI18n();
  const [open, setOpen] = useState(false);
  const amounts = summaryAmounts(props.seats);
  return (
    // the bar leaves out the inline message: on a phone the toast and the marked fields already say it
    <div className="bk-summary-bar" role="region" aria-label={t('summary.title')}>
      <div className="bk-summary-bar__row">
        <button type="button" className="bk-summary-bar__open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <span className="bk-summary-bar__count">
            {props.seats.length === 0
              ? t('summary.noSeatsShort')
              : t('summary.totalSeats', { count: props.seats.length })}
          </span>
          <span className="bk-summary-bar__total">
            {format.rupees(amounts.total)}
            <span className="jt-visually-hidden"> {t('summary.includingGst')}</span>
          </span>
          <span className="bk-summary-bar__details">
            {t('summary.details')} <ChevronUp size={16} aria-hidden="true" />
          </span>
        </button>
        <ContinueButton {...props} className="bk-summary-bar__continue" />
      </div>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title={t('summary.title')}
        footer={
          <ContinueButton
            {...props}
            onContinue={() => {
              setOpen(false);
              props.onContinue();
            }}
          />
        }
      >
        <SummaryDetails {...props} />
      </Sheet>
    </div>
  );
}
