import { BOOKING_MESSAGES, MAX_SEATS_PER_BOOKING, type Seat, sayRule, withValues } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useBookingI18n, type BookingMessageId } from '../../i18n';

interface SelectionState {
  /** seat ids in the order they were chosen: passenger 1 is the first seat */
  ids: string[];
  /** said by the seat map's live region, in the language of the moment it is said */
  announcement: { id: BookingMessageId; values: Record<string, string | number> } | null;
  /** a choice the rules refused, told with a toast; `seq` makes the same refusal twice a new one */
  refusal: { message: string; seq: number } | null;
}

type SelectionAction =
  { type: 'toggle'; seat: Seat; womenBooking: boolean } | { type: 'layoutChanged'; seats: ReadonlyMap<string, Seat> };

const isFree = (seat: Seat | undefined) => seat !== undefined && seat.available && !seat.isBooked;

function refuse(state: SelectionState, message: string): SelectionState {
  return { ...state, refusal: { message, seq: (state.refusal?.seq ?? 0) + 1 } };
}

function selectionReducer(state: SelectionState, action: SelectionAction): SelectionState {
  switch (action.type) {
    case 'toggle': {
      const { seat } = action;
      if (state.ids.includes(seat.id)) {
        const ids = state.ids.filter((id) => id !== seat.id);
        return { ...state, ids, announcement: { id: 'selection.removed', values: { id: seat.id, count: ids.length } } };
      }
      if (!isFree(seat)) return { ...state, announcement: { id: 'selection.booked', values: { id: seat.id } } };
      if (seat.isWomenSeat && !action.womenBooking) return refuse(state, sayRule(BOOKING_MESSAGES.womenOnlySeat));
      if (state.ids.length >= MAX_SEATS_PER_BOOKING) {
        return refuse(state, sayRule(withValues(BOOKING_MESSAGES.tooManySeats, { max: MAX_SEATS_PER_BOOKING })));
      }
      const ids = [...state.ids, seat.id];
      return { ...state, ids, announcement: { id: 'selection.selected', values: { id: seat.id, count: ids.length } } };
    }
    case 'layoutChanged': {
      const gone = state.ids.filter((id) => !isFree(action.seats.get(id)));
      if (gone.length === 0) return state;
      const ids = state.ids.filter((id) => !gone.includes(id));
      const seats = gone.join(', ');
      return {
        ...state,
        ids,
        announcement: { id: 'selection.gone', values: { seats, count: ids.length } },
      };
    }
  }
}

export interface SeatSelection {
  /** the chosen seats in the order chosen */
  seats: Seat[];
  selectedIds: ReadonlySet<string>;
  announcement: string;
  /** stable, so seats drawn with React.memo do not re-render when another seat changes */
  toggle: (seat: Seat) => void;
}

/** Seats chosen before (a draft kept over sign-in), less those taken meanwhile or not for this traveller. */
function restoredSelection(ids: readonly string[], seats: ReadonlyMap<string, Seat>, womenBooking: boolean) {
  const kept = ids.filter((id) => womenBooking || !seats.get(id)?.isWomenSeat).slice(0, MAX_SEATS_PER_BOOKING);
  return selectionReducer({ ids: kept, announcement: null, refusal: null }, { type: 'layoutChanged', seats });
}

/**
 * The traveller's seats: booked seats cannot be chosen, women-reserved seats only in
 * women booking mode, at most MAX_SEATS_PER_BOOKING. When a fresh layout shows a chosen seat taken (another
 * traveller was quicker), the seat leaves the selection. `initialIds`: seats chosen before, to start with.
 */
export function useSeatSelection(
  layoutSeats: readonly Seat[],
  womenBooking: boolean,
  initialIds: readonly string[] = [],
): SeatSelection {
  const host = useHost();
  const { t } = useBookingI18n();
  const seatsById = useMemo(() => new Map(layoutSeats.map((seat) => [seat.id, seat])), [layoutSeats]);
  const [state, dispatch] = useReducer(selectionReducer, undefined, () =>
    restoredSelection(initialIds, seatsById, womenBooking),
  );

  // the first layout is in the state already (a second render of the whole page for it would be wasted); a
  // later one, refetched, may show chosen seats taken
  const layoutInState = useRef(seatsById);
  useEffect(() => {
    if (layoutInState.current === seatsById) return;
    layoutInState.current = seatsById;
    dispatch({ type: 'layoutChanged', seats: seatsById });
  }, [seatsById]);

  // the shell hands a new host on every auth event: read it through a ref, so only a new refusal toasts
  const hostRef = useRef(host);
  useEffect(() => {
    hostRef.current = host;
  });
  const { refusal } = state;
  useEffect(() => {
    if (refusal) hostRef.current.toast.error(refusal.message);
  }, [refusal]);

  const toggle = useCallback((seat: Seat) => dispatch({ type: 'toggle', seat, womenBooking }), [womenBooking]);

  const seats = useMemo(
    () => state.ids.flatMap((id) => (seatsById.has(id) ? [seatsById.get(id) as Seat] : [])),
    [state.ids, seatsById],
  );
  const selectedIds = useMemo(() => new Set(state.ids), [state.ids]);
  const { announcement } = state;
  return { seats, selectedIds, announcement: announcement ? t(announcement.id, announcement.values) : '', toggle };
}
