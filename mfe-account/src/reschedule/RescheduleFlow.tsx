import {
  RESCHEDULE_MESSAGES,
  addDaysIso,
  displayDate,
  displayTime,
  failureText,
  formatRupees,
  lastTravelDate,
  todayInIndia,
  type RescheduleEligibility,
  type Seat,
  sayRule,
  withValues,
} from '@jatra/shared';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  EmptyState,
  ErrorState,
  LoadingState,
  SeatMap,
  Select,
} from '@jatra/shared/ui';
import { BusFront } from 'lucide-react';
import { useMemo, useState } from 'react';
import { RescheduleQuote } from './RescheduleQuote';
import { useOperatorBuses, useQuote, useSchedule, useStartReschedule } from './use-reschedule';

/** Pick a date, one of the operator's buses, as many seats as the ticket has, see the server's quote, confirm. */
export function RescheduleFlow({ eligibility }: { eligibility: RescheduleEligibility }) {
  const today = todayInIndia();
  const [date, setDate] = useState(() => {
    const next = addDaysIso(eligibility.travel_date, 1);
    return next < today ? today : next;
  });
  const [scheduleId, setScheduleId] = useState<string | null>(null);
  const [seats, setSeats] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [boarding, setBoarding] = useState('');
  const [dropping, setDropping] = useState('');
  const buses = useOperatorBuses({
    from: eligibility.origin_id,
    to: eligibility.destination_id,
    date,
    travelId: eligibility.travel_id,
    scheduleId: eligibility.schedule_id,
  });
  const schedule = useSchedule(scheduleId);
  const count = eligibility.seat_count;
  const detail = schedule.data;
  const boardingId = boarding || detail?.boarding_points[0]?.id || '';
  const droppingId = dropping || detail?.dropping_points[0]?.id || '';
  const request =
    scheduleId && detail && seats.length === count && boardingId && droppingId
      ? {
          schedule_id: scheduleId,
          travel_date: date,
          seat_numbers: seats,
          boarding_point_id: boardingId,
          dropping_point_id: droppingId,
        }
      : null;
  const quote = useQuote(eligibility.pnr, request);
  const start = useStartReschedule(eligibility.pnr);
  const selectedIds = useMemo(() => new Set(seats), [seats]);

  const pickDate = (iso: string) => {
    setDate(iso);
    setScheduleId(null);
    setSeats([]);
  };
  const pickBus = (id: string) => {
    setScheduleId(id);
    setSeats([]);
    setBoarding('');
    setDropping('');
  };
  const toggle = (seat: Seat) => {
    if (selectedIds.has(seat.id)) {
      setSeats(seats.filter((id) => id !== seat.id));
      setAnnouncement(`Seat ${seat.id} removed. ${seats.length - 1} of ${count} seats picked.`);
    } else if (seats.length < count) {
      setSeats([...seats, seat.id]);
      setAnnouncement(`Seat ${seat.id} selected. ${seats.length + 1} of ${count} seats picked.`);
    } else {
      setAnnouncement(sayRule(withValues(RESCHEDULE_MESSAGES.seatCount, { count })));
    }
  };

  let busList;
  if (buses.isPending) busList = <LoadingState label="Loading buses" />;
  else if (buses.isError) {
    busList = (
      <ErrorState
        title="Unable to load buses"
        message={failureText(buses.error, sayRule(RESCHEDULE_MESSAGES.checkFailed))}
        onRetry={() => void buses.refetch()}
      />
    );
  } else if (buses.data.length === 0) {
    busList = (
      <EmptyState
        icon={<BusFront size={28} aria-hidden="true" />}
        title="No buses"
        text={sayRule(RESCHEDULE_MESSAGES.noBuses)}
      />
    );
  } else {
    busList = (
      <ul className="reschedule-buses" aria-label={`${eligibility.operator} buses on ${displayDate(date)}`}>
        {buses.data.map((bus) => (
          <li key={bus.scheduleId}>
            <button
              type="button"
              className="reschedule-bus"
              aria-pressed={bus.scheduleId === scheduleId}
              onClick={() => pickBus(bus.scheduleId)}
            >
              <span className="reschedule-bus__time">
                {displayTime(bus.departureTime)} – {displayTime(bus.arrivalTime)}
              </span>
              <span className="reschedule-bus__type">{bus.bus_type}</span>
              <span className="reschedule-bus__meta">
                from {formatRupees(bus.price)} · {bus.availableSeats} seats free
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  const outcome = start.data?.started.next;
  return (
    <div className="reschedule-layout">
      <div className="reschedule-layout__main">
        <Card className="reschedule-card">
          <h2 className="reschedule-card__title">Your ticket</h2>
          <p className="reschedule-card__text">
            {eligibility.origin} → {eligibility.destination}, {displayDate(eligibility.travel_date)} at{' '}
            {displayTime(eligibility.departure_time)} with {eligibility.operator}. Changing the date now costs{' '}
            {eligibility.charge_percent}% of the fare, plus any fare difference.
          </p>
        </Card>
        <Card className="reschedule-card">
          <h2 className="reschedule-card__title">1. Pick a new date and bus</h2>
          <DatePicker
            className="reschedule-date"
            label="New travel date"
            value={date}
            onChange={pickDate}
            min={today}
            max={lastTravelDate()}
          />
          {busList}
        </Card>
        {scheduleId && (
          <Card className="reschedule-card">
            <h2 className="reschedule-card__title">{`2. Pick ${count} seat${count === 1 ? '' : 's'}`}</h2>
            {schedule.isPending ? (
              <LoadingState label="Loading seats" />
            ) : schedule.isError ? (
              <ErrorState title="Unable to load seats" onRetry={() => void schedule.refetch()} />
            ) : (
              <>
                <SeatMap
                  layout={schedule.data.seat_layout}
                  selectedIds={selectedIds}
                  onToggle={toggle}
                  announcement={announcement}
                />
                <div className="reschedule-stages">
                  <label>
                    <span>Boarding point</span>
                    <Select value={boardingId} onChange={(event) => setBoarding(event.target.value)}>
                      {schedule.data.boarding_points.map((point) => (
                        <option key={point.id} value={point.id}>
                          {displayTime(point.time)} · {point.name}
                        </option>
                      ))}
                    </Select>
                  </label>
                  <label>
                    <span>Drop-off point</span>
                    <Select value={droppingId} onChange={(event) => setDropping(event.target.value)}>
                      {schedule.data.dropping_points.map((point) => (
                        <option key={point.id} value={point.id}>
                          {displayTime(point.time)} · {point.name}
                        </option>
                      ))}
                    </Select>
                  </label>
                </div>
              </>
            )}
          </Card>
        )}
      </div>
      <aside className="reschedule-layout__side">
        {quote.data && request ? (
          <RescheduleQuote quote={quote.data} />
        ) : (
          <Card className="reschedule-card">
            <h2 className="reschedule-card__title">Price of the change</h2>
            <p className="reschedule-card__text">
              {quote.isFetching
                ? 'Working out the price…'
                : sayRule(withValues(RESCHEDULE_MESSAGES.seatCount, { count }))}
            </p>
          </Card>
        )}
        {quote.isError && <Alert>{failureText(quote.error, sayRule(RESCHEDULE_MESSAGES.checkFailed))}</Alert>}
        {start.isError && <Alert>{failureText(start.error, sayRule(RESCHEDULE_MESSAGES.checkFailed))}</Alert>}
        {outcome === 'failed' && <Alert>{sayRule(RESCHEDULE_MESSAGES.confirmFailed)}</Alert>}
        {outcome === 'pending' && (
          <p className="reschedule-card__text" role="status">
            The operator is confirming your new bus. Your bookings will show it in a minute.
          </p>
        )}
        <Button
          className="reschedule-confirm"
          disabled={!quote.data || !request || start.isPending || outcome === 'pending'}
          onClick={() => request && start.mutate(request)}
        >
          {start.isPending
            ? 'Changing your ticket…'
            : quote.data && quote.data.due > 0
              ? sayRule(withValues(RESCHEDULE_MESSAGES.payAndConfirm, { amount: formatRupees(quote.data.due) }))
              : sayRule(RESCHEDULE_MESSAGES.confirm)}
        </Button>
      </aside>
    </div>
  );
}
