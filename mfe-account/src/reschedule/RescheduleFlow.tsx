import {
  RESCHEDULE_MESSAGES,
  addDaysIso,
  failureText,
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
import { cityName } from '@jatra/shared/i18n';
import { BusFront } from 'lucide-react';
import { useMemo, useState } from 'react';
import { RescheduleQuote } from './RescheduleQuote';
import { useAccountI18n } from '../i18n';
import { useOperatorBuses, useQuote, useSchedule, useStartReschedule } from './use-reschedule';

/** Pick a date, one of the operator's buses, as many seats as the ticket has, see the server's quote, confirm. */
export function RescheduleFlow({ eligibility }: { eligibility: RescheduleEligibility }) {
  const { t, format, locale } = useAccountI18n();
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
      setAnnouncement(t('reschedule.seatRemoved', { seat: seat.id, picked: seats.length - 1, count }));
    } else if (seats.length < count) {
      setSeats([...seats, seat.id]);
      setAnnouncement(t('reschedule.seatSelected', { seat: seat.id, picked: seats.length + 1, count }));
    } else {
      setAnnouncement(sayRule(withValues(RESCHEDULE_MESSAGES.seatCount, { count })));
    }
  };

  let busList;
  if (buses.isPending) busList = <LoadingState label={t('reschedule.loadingBuses')} />;
  else if (buses.isError) {
    busList = (
      <ErrorState
        title={t('reschedule.busesFailed')}
        message={failureText(buses.error, RESCHEDULE_MESSAGES.checkFailed)}
        onRetry={() => void buses.refetch()}
      />
    );
  } else if (buses.data.length === 0) {
    busList = (
      <EmptyState
        icon={<BusFront size={28} aria-hidden="true" />}
        title={t('reschedule.noBuses')}
        text={sayRule(RESCHEDULE_MESSAGES.noBuses)}
      />
    );
  } else {
    busList = (
      <ul
        className="reschedule-buses"
        aria-label={t('reschedule.busesOn', { operator: eligibility.operator, date: format.date(date) })}
      >
        {buses.data.map((bus) => (
          <li key={bus.scheduleId}>
            <button
              type="button"
              className="reschedule-bus"
              aria-pressed={bus.scheduleId === scheduleId}
              onClick={() => pickBus(bus.scheduleId)}
            >
              <span className="reschedule-bus__time">
                {format.time(bus.departureTime)} – {format.time(bus.arrivalTime)}
              </span>
              <span className="reschedule-bus__type">{bus.bus_type}</span>
              <span className="reschedule-bus__meta">
                {t('reschedule.busMeta', { price: format.rupees(bus.price), count: bus.availableSeats })}
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
          <h2 className="reschedule-card__title">{t('reschedule.yourTicket')}</h2>
          <p className="reschedule-card__text">
            {t('reschedule.ticketText', {
              origin: cityName(eligibility.origin, locale),
              destination: cityName(eligibility.destination, locale),
              date: format.date(eligibility.travel_date),
              time: format.time(eligibility.departure_time),
              operator: eligibility.operator,
              percent: eligibility.charge_percent ?? '',
            })}
          </p>
        </Card>
        <Card className="reschedule-card">
          <h2 className="reschedule-card__title">{t('reschedule.stepDate')}</h2>
          <DatePicker
            className="reschedule-date"
            label={t('reschedule.newDate')}
            value={date}
            onChange={pickDate}
            min={today}
            max={lastTravelDate()}
          />
          {busList}
        </Card>
        {scheduleId && (
          <Card className="reschedule-card">
            <h2 className="reschedule-card__title">{t('reschedule.stepSeats', { count })}</h2>
            {schedule.isPending ? (
              <LoadingState label={t('reschedule.loadingSeats')} />
            ) : schedule.isError ? (
              <ErrorState title={t('reschedule.seatsFailed')} onRetry={() => void schedule.refetch()} />
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
                    <span>{t('ticket.boardingPoint')}</span>
                    <Select value={boardingId} onChange={(event) => setBoarding(event.target.value)}>
                      {schedule.data.boarding_points.map((point) => (
                        <option key={point.id} value={point.id}>
                          {format.time(point.time)} · {point.name}
                        </option>
                      ))}
                    </Select>
                  </label>
                  <label>
                    <span>{t('ticket.dropOffPoint')}</span>
                    <Select value={droppingId} onChange={(event) => setDropping(event.target.value)}>
                      {schedule.data.dropping_points.map((point) => (
                        <option key={point.id} value={point.id}>
                          {format.time(point.time)} · {point.name}
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
            <h2 className="reschedule-card__title">{t('reschedule.price')}</h2>
            <p className="reschedule-card__text">
              {quote.isFetching
                ? t('reschedule.working')
                : sayRule(withValues(RESCHEDULE_MESSAGES.seatCount, { count }))}
            </p>
          </Card>
        )}
        {quote.isError && <Alert>{failureText(quote.error, RESCHEDULE_MESSAGES.checkFailed)}</Alert>}
        {start.isError && <Alert>{failureText(start.error, RESCHEDULE_MESSAGES.checkFailed)}</Alert>}
        {outcome === 'failed' && <Alert>{sayRule(RESCHEDULE_MESSAGES.confirmFailed)}</Alert>}
        {outcome === 'pending' && (
          <p className="reschedule-card__text" role="status">
            {t('reschedule.pending')}
          </p>
        )}
        <Button
          className="reschedule-confirm"
          disabled={!quote.data || !request || start.isPending || outcome === 'pending'}
          onClick={() => request && start.mutate(request)}
        >
          {start.isPending
            ? t('reschedule.changing')
            : quote.data && quote.data.due > 0
              ? sayRule(withValues(RESCHEDULE_MESSAGES.payAndConfirm, { amount: format.rupees(quote.data.due) }))
              : sayRule(RESCHEDULE_MESSAGES.confirm)}
        </Button>
      </aside>
    </div>
  );
}
