import type { TicketDetails } from '@jatra/shared';
import { Card, Fieldset } from '@jatra/shared/ui';
import { useId } from 'react';

/** What the traveller chose to cancel: every seat still booked, some of them, or nothing chosen yet. */
export type CancelScope = 'all' | 'some' | null;

/**
 * Cancelling everything is a choice of its own ('Cancel all seats'), never what an empty choice means: the
 * traveller picks it, or picks seats and ticks them.
 */
export function SeatSelection({
  passengers,
  scope,
  onScope,
  chosen,
  onToggle,
}: {
  passengers: TicketDetails['passenger_details'];
  scope: CancelScope;
  onScope: (scope: 'all' | 'some') => void;
  chosen: readonly string[];
  onToggle: (seat: string) => void;
}) {
  const name = useId();
  const seats = passengers.map((passenger) => passenger.seat_no).join(', ');
  return (
    <Card className="cancel-card">
      <Fieldset className="cancel-seats">
        <legend className="cancel-card__title">What do you want to cancel?</legend>
        <ul className="cancel-seats__list">
          <li>
            <label className="cancel-seat">
              <input
                type="radio"
                name={name}
                className="cancel-seat__box"
                checked={scope === 'all'}
                onChange={() => onScope('all')}
              />
              <span className="cancel-seat__name">Cancel all seats</span>
              <span className="cancel-seat__no">{seats}</span>
            </label>
          </li>
          <li>
            <label className="cancel-seat">
              <input
                type="radio"
                name={name}
                className="cancel-seat__box"
                checked={scope === 'some'}
                onChange={() => onScope('some')}
              />
              <span className="cancel-seat__name">Pick seats</span>
            </label>
          </li>
        </ul>
      </Fieldset>
      {scope === 'some' && (
        <Fieldset className="cancel-seats">
          <legend className="cancel-card__subtitle">Choose seats to cancel</legend>
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
      )}
    </Card>
  );
}
