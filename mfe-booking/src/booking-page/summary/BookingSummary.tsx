import { GST_PERCENT, paymentAmounts, type Seat, type StagePoint } from '@jatra/shared';
import { Button, Sheet } from '@jatra/shared/ui';
import { ChevronUp } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { displayDate, displayTime, formatRupees } from '../format';
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

const seatCount = (count: number) => `${count} ${count === 1 ? 'seat' : 'seats'}`;

function StageLine({ label, point }: { label: string; point: StagePoint | undefined }) {
  return (
    <div className="bk-summary__stage">
      <dt>{label}</dt>
      <dd>{point ? `${point.name}, ${displayTime(point.time)}` : 'Not chosen yet'}</dd>
    </div>
  );
}

/** The journey, the seats with their fares, and base fare, GST and total. */
export function SummaryDetails({ operator, date, seats, boarding, dropping }: SummaryContent) {
  const amounts = summaryAmounts(seats);
  return (
    <div className="bk-summary__details">
      <p className="bk-summary__trip">
        <span className="bk-summary__operator">{operator}</span>
        {date && <span>{displayDate(date)}</span>}
      </p>
      <dl className="bk-summary__stages">
        <StageLine label="Boarding" point={boarding} />
        <StageLine label="Dropping" point={dropping} />
      </dl>
      {seats.length === 0 ? (
        <p className="bk-summary__none">No seats selected yet.</p>
      ) : (
        <>
          <h3 className="bk-summary__subtitle">{`Seats (${seats.length})`}</h3>
          <ul className="bk-summary__seats">
            {seats.map((seat) => (
              <li key={seat.id}>
                <span>
                  {`Seat ${seat.id}`}
                  <span className="bk-summary__deck">{seat.deck === 'upper' ? ' · upper deck' : ''}</span>
                </span>
                <span>{formatRupees(seat.fare)}</span>
              </li>
            ))}
          </ul>
          <dl className="bk-summary__amounts">
            <div>
              <dt>Base fare</dt>
              <dd>{formatRupees(amounts.base)}</dd>
            </div>
            <div>
              <dt>{`GST (${GST_PERCENT}%)`}</dt>
              <dd>{formatRupees(amounts.gst)}</dd>
            </div>
            <div className="bk-summary__total">
              <dt>Total</dt>
              <dd>{formatRupees(amounts.total)}</dd>
            </div>
          </dl>
        </>
      )}
    </div>
  );
}

function ContinueButton({ onContinue, pending, className }: ContinueProps & { className?: string }) {
  return (
    <Button
      className={['bk-summary__continue', className].filter(Boolean).join(' ')}
      loading={pending}
      onClick={onContinue}
    >
      CONTINUE
    </Button>
  );
}

function ContinueError({ error }: { error: string | null }) {
  return error ? <p className="bk-summary__error">{error}</p> : null;
}

/** Large screens: the Booking Summary as a sticky side panel, with the cancellation policy before CONTINUE. */
export function SummaryPanel(props: SummaryContent & ContinueProps & { policy?: ReactNode }) {
  const headingId = useId();
  return (
    <aside className="bk-summary-panel" aria-labelledby={headingId}>
      <h2 className="bk-summary__title" id={headingId}>
        Booking Summary
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
  const [open, setOpen] = useState(false);
  const amounts = summaryAmounts(props.seats);
  return (
    // the bar leaves out the inline message: on a phone the toast and the marked fields already say it
    <div className="bk-summary-bar" role="region" aria-label="Booking Summary">
      <div className="bk-summary-bar__row">
        <button type="button" className="bk-summary-bar__open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <span className="bk-summary-bar__count">
            {props.seats.length === 0 ? 'No seats yet' : `Total · ${seatCount(props.seats.length)}`}
          </span>
          <span className="bk-summary-bar__total">
            {formatRupees(amounts.total)}
            <span className="jt-visually-hidden"> including GST</span>
          </span>
          <span className="bk-summary-bar__details">
            Details <ChevronUp size={16} aria-hidden="true" />
          </span>
        </button>
        <ContinueButton {...props} className="bk-summary-bar__continue" />
      </div>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title="Booking Summary"
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
