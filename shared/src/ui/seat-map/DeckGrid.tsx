import type { Seat } from '../../booking/seat-layout';
import { useCallback, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { SPECIAL_CELLS, SteeringWheel } from './bus-icons';
import { nextSeat, seatGrid, type Deck, type DeckCell, type Direction } from './deck-layout';
import { SeatButton } from './SeatButton';
import { useSharedI18n } from '../i18n/shared-i18n';

const KEY_DIRECTIONS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  Home: 'rowStart',
  End: 'rowEnd',
};

export interface DeckGridProps {
  deck: Deck;
  /** the grid's accessible name, e.g. 'Lower deck' */
  label: string;
  /** draw the driver's cab at the front; only the lower deck has one */
  driverSide: 'left' | 'right' | null;
  selectedIds: ReadonlySet<string>;
  onToggle: (seat: Seat) => void;
}

/** The first seat a keyboard user lands on: the first free one, else the first of all. */
function firstSeat(deck: Deck): string | null {
  for (const row of deck.rows) {
    for (const cell of row.cells) if (cell.kind === 'seat' && !cell.seat.isBooked) return cell.seat.id;
  }
  return deck.seatIds[0] ?? null;
}

function Fixture({ cell }: { cell: DeckCell }) {
  const { t } = useSharedI18n();
  if (cell.kind === 'seat' || cell.kind === 'aisle' || cell.kind === 'blank') return null;
  const { Icon } = SPECIAL_CELLS[cell.kind];
  const label = t(SPECIAL_CELLS[cell.kind].label);
  return (
    <span className={`bk-deck__fixture bk-deck__fixture--${cell.kind}`} title={label}>
      <Icon size={18} aria-hidden="true" />
      <span className="jt-visually-hidden">{label}</span>
    </span>
  );
}

/**
 * One deck drawn as the bus seen from above, front at the top, as an ARIA grid with a roving tabindex: Tab
 * enters at one seat, the arrow keys move between seats (Home/End to the row's ends, Ctrl+Home/End to the
 * deck's), Space or Enter chooses. Aisles and fixtures are passed over.
 */
export function DeckGrid({ deck, label, driverSide, selectedIds, onToggle }: DeckGridProps) {
  const { t } = useSharedI18n();
  const grid = useMemo(() => seatGrid(deck), [deck]);
  const [active, setActive] = useState<string | null>(null);
  const activeId = active !== null && grid.positions.has(active) ? active : firstSeat(deck);

  const elements = useRef(new Map<string, HTMLButtonElement>());
  const registerSeat = useCallback((id: string, element: HTMLButtonElement | null) => {
    if (element) elements.current.set(id, element);
    else elements.current.delete(id);
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>) => {
      let direction = KEY_DIRECTIONS[event.key];
      if (!direction) return;
      if (event.ctrlKey && direction === 'rowStart') direction = 'first';
      if (event.ctrlKey && direction === 'rowEnd') direction = 'last';
      event.preventDefault();
      const from = event.currentTarget.dataset.seatId ?? '';
      const to = nextSeat(grid, from, direction);
      if (to === from) return;
      setActive(to);
      elements.current.get(to)?.focus();
    },
    [grid],
  );

  const columns = deck.aisleColumns.map((aisle) => (aisle ? 'var(--aisle-width)' : 'var(--seat-width)')).join(' ');
  return (
    <div className="bk-deck__bus" style={{ '--deck-columns': columns } as CSSProperties}>
      <div className={`bk-deck__front bk-deck__front--${driverSide ?? 'none'}`} aria-hidden="true">
        {driverSide ? <SteeringWheel /> : <span className="bk-deck__front-text">{t('seatMap.front')}</span>}
      </div>
      <div className="bk-deck__grid" role="grid" aria-label={label}>
        {deck.rows.map((row) => (
          <div key={row.index} role="row" className={row.tall ? 'bk-deck__row bk-deck__row--tall' : 'bk-deck__row'}>
            {row.cells.map((cell, column) => (
              <div key={column} role="gridcell" className={`bk-deck__cell bk-deck__cell--${cell.kind}`}>
                {cell.kind === 'seat' ? (
                  <SeatButton
                    seat={cell.seat}
                    berth={cell.berth}
                    selected={selectedIds.has(cell.seat.id)}
                    tabbable={cell.seat.id === activeId}
                    onToggle={onToggle}
                    onKeyDown={onKeyDown}
                    onFocusSeat={setActive}
                    registerSeat={registerSeat}
                  />
                ) : (
                  <Fixture cell={cell} />
                )}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
