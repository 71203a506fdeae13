import type { TicketDetails } from '@jatra/shared';
import { Card, Fieldset } from '@jatra/shared/ui';
import { useId } from 'react';

/** Tick the seats to cancel; none ticked cancels every seat still booked (booking-payment-admin.md §4). */
export function SeatSelection({
  passengers,
  chosen,
  onToggle,
}: {
  passengers: TicketDetails['passenger_details'];
  chosen: readonly string[];
  onToggle: (seat: string) => void;
}) {
  const hintId = useId();
  return (
    <Card className="cancel-card">
      <Fieldset className="cancel-seats" aria-describedby={hintId}>
        <legend className="cancel-card__title">Choose seats to cancel</legend>
        <p className="cancel-seats__hint" id={hintId}>
          Leave every seat unticked to cancel the whole ticket.
        </p>
        <ul className="cancel-seats__list">
          {passengers.map((passenger) => (
            <li key={passenger.seat_no}>
              <label className="cancel-seat">
                <input
                  type="checkbox"
                  className="cancel-seat__box"
                  checked={chosen.includes(passenger.seat_no)}
                  onChange={() => onToggle(passenger.seat_no)}
                />
                <span className="cancel-seat__name">{passenger.name}</span>
                <span className="cancel-seat__no">Seat {passenger.seat_no}</span>
              </label>
            </li>
          ))}
        </ul>
      </Fieldset>
    </Card>
  );
}
