import type { TicketDetails } from '@jatra/shared';
import { Card, Fieldset } from '@jatra/shared/ui';
import { useId } from 'react';
import { useAccountI18n } from '../i18n';

/** What the traveller chose to cancel: every seat still booked, some of them, or nothing chosen yet. */
export type CancelScope = 'all' | 'some' | null;

/** One choice of the list: a radio of the scope or a seat's checkbox, its name and, beside it, its seats. */
function Choice({
  type,
  name,
  checked,
  onChange,
  label,
  detail,
}: {
  type: 'radio' | 'checkbox';
  name?: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  detail?: string;
}) {
  return (
    <li>
      <label className="cancel-seat">
        <input type={type} name={name} className="cancel-seat__box" checked={checked} onChange={onChange} />
        <span className="cancel-seat__name">{label}</span>
        {detail !== undefined && <span className="cancel-seat__no">{detail}</span>}
      </label>
    </li>
  );
}

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
  const { t } = useAccountI18n();
  const seats = passengers.map((passenger) => passenger.seat_no).join(', ');
  return (
    <Card className="cancel-card">
      <Fieldset className="cancel-seats">
        <legend className="cancel-card__title">{t('cancel.whatToCancel')}</legend>
        <ul className="cancel-seats__list">
          {(['all', 'some'] as const).map((value) => (
            <Choice
              key={value}
              type="radio"
              name={name}
              checked={scope === value}
              onChange={() => onScope(value)}
              label={value === 'all' ? t('cancel.allSeats') : t('cancel.pickSeats')}
              detail={value === 'all' ? seats : undefined}
            />
          ))}
        </ul>
      </Fieldset>
      {scope === 'some' && (
        <Fieldset className="cancel-seats">
          <legend className="cancel-card__subtitle">{t('cancel.chooseSeats')}</legend>
          <ul className="cancel-seats__list">
            {passengers.map((passenger) => (
              <Choice
                key={passenger.seat_no}
                type="checkbox"
                checked={chosen.includes(passenger.seat_no)}
                onChange={() => onToggle(passenger.seat_no)}
                label={passenger.name}
                detail={t('cancel.seatNo', { seat: passenger.seat_no })}
              />
            ))}
          </ul>
        </Fieldset>
      )}
    </Card>
  );
}
