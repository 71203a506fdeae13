import { Check, Venus, X } from 'lucide-react';
import { formatRupees } from '../../format/display-format';

/** What the seat pictures mean, drawn with the same shapes and icons as the map. */
export function SeatLegend({ id, fares, hasWomenSeats }: { id: string; fares: number[]; hasWomenSeats: boolean }) {
  const low = Math.min(...fares);
  const high = Math.max(...fares);
  return (
    <div className="seat-legend" id={id}>
      <ul className="seat-legend__list" aria-label="Seat legend">
        <li>
          <span className="seat-legend__swatch bk-seat--available" aria-hidden="true" />
          Available
        </li>
        <li>
          <span className="seat-legend__swatch bk-seat--selected" aria-hidden="true">
            <Check size={12} strokeWidth={3} />
          </span>
          Selected
        </li>
        <li>
          <span className="seat-legend__swatch bk-seat--booked" aria-hidden="true">
            <X size={12} strokeWidth={2.5} />
          </span>
          Booked
        </li>
        {hasWomenSeats && (
          <li>
            <span className="seat-legend__swatch bk-seat--available bk-seat--women" aria-hidden="true">
              <Venus size={11} strokeWidth={2.5} />
            </span>
            For women
          </li>
        )}
      </ul>
      {fares.length > 0 && (
        <p className="seat-legend__fares">
          {low === high ? `Fare ${formatRupees(low)}` : `Fares ${formatRupees(low)} – ${formatRupees(high)}`}
          <span className="seat-legend__hint"> · per seat, before GST</span>
        </p>
      )}
    </div>
  );
}
