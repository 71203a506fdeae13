import type { Seat, SeatLayout } from '../../booking/seat-layout';
import type { SharedMessageId } from '../../i18n/shared-catalogues';
import { useMediaQuery } from '../media-query/use-media-query';
import { Tabs } from '../tabs/Tabs';
import { memo, useId, useMemo, useState } from 'react';
import { busPicture, type Deck } from './deck-layout';
import { DeckGrid } from './DeckGrid';
import { SeatLegend } from './SeatLegend';
import { useSharedI18n } from '../i18n/shared-i18n';
import './seat-map.css';

/** Two decks stand side by side from this width; narrower, they are tabs. */
const DECKS_SIDE_BY_SIDE = '(min-width: 600px)';

export interface SeatMapProps {
  layout: SeatLayout;
  selectedIds: ReadonlySet<string>;
  onToggle: (seat: Seat) => void;
  /** said politely after each choice, e.g. 'Seat L4 selected. 2 seats selected.' */
  announcement: string;
}

const DECK_TITLES = { lower: 'seatMap.deck.lower', upper: 'seatMap.deck.upper' } as const satisfies Record<
  Deck['name'],
  SharedMessageId
>;

const freeSeats = (deck: Deck) =>
  deck.rows.reduce(
    (count, row) => count + row.cells.filter((cell) => cell.kind === 'seat' && !cell.seat.isBooked).length,
    0,
  );

/**
 * The bus as a bus: each deck from above with the driver's end at the top, the aisle
 * and the rows; berths long, seats square. Two decks stand side by side where there is room and become tabs on
 * a phone. The layout is drawn once per schedule answer; a choice re-renders only the seats it touches, and a
 * render of the page around it (the passenger form's, for one) none of them.
 */
export const SeatMap = memo(function SeatMap({ layout, selectedIds, onToggle, announcement }: SeatMapProps) {
  const { t } = useSharedI18n();
  const picture = useMemo(() => busPicture(layout), [layout]);
  const sideBySide = useMediaQuery(DECKS_SIDE_BY_SIDE);
  const legendId = useId();
  const [tab, setTab] = useState<string>('lower');
  const twoDecks = picture.decks.length > 1;
  const fares = useMemo(
    () => layout.seats.filter((seat) => !seat.isBooked && seat.fare > 0).map((seat) => seat.fare),
    [layout.seats],
  );

  const deckGrid = (deck: Deck) => (
    <DeckGrid
      deck={deck}
      label={twoDecks ? t(DECK_TITLES[deck.name]) : t('seatMap.seats')}
      driverSide={deck.name === 'lower' ? picture.driverSide : null}
      selectedIds={selectedIds}
      onToggle={onToggle}
    />
  );

  let decks;
  if (picture.decks.length === 0) {
    decks = <p className="seat-map__empty">{t('seatMap.empty')}</p>;
  } else if (twoDecks && !sideBySide) {
    decks = (
      <Tabs
        className="seat-map__tabs"
        label={t('seatMap.decks')}
        value={tab}
        onValueChange={setTab}
        items={picture.decks.map((deck) => ({
          id: deck.name,
          label: (
            <>
              <span className="seat-map__tab-title">{t(DECK_TITLES[deck.name])}</span>{' '}
              <span className="seat-map__free">{t('seatMap.free', { count: freeSeats(deck) })}</span>
            </>
          ),
          content: <div className="seat-map__deck">{deckGrid(deck)}</div>,
        }))}
      />
    );
  } else {
    decks = (
      <div className="seat-map__decks">
        {picture.decks.map((deck) => (
          <div key={deck.name} className="seat-map__deck">
            {twoDecks && (
              <h3 className="seat-map__deck-title" aria-hidden="true">
                {t(DECK_TITLES[deck.name])}{' '}
                <span className="seat-map__free">{t('seatMap.free', { count: freeSeats(deck) })}</span>
              </h3>
            )}
            {deckGrid(deck)}
          </div>
        ))}
      </div>
    );
  }

  return (
    <div className="seat-map">
      <SeatLegend id={legendId} fares={fares} hasWomenSeats={layout.seats.some((seat) => seat.isWomenSeat)} />
      {decks}
      <p className="seat-map__keys">{t('seatMap.keys')}</p>
      <p className="jt-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
});
