import { Check, Venus, X } from 'lucide-react';
import { useSharedI18n } from '../i18n/shared-i18n';

/** What the seat pictures mean, drawn with the same shapes and icons as the map. */
export function SeatLegend({ id, fares, hasWomenSeats }: { id: string; fares: number[]; hasWomenSeats: boolean }) {
  const { t, format } = useSharedI18n();
  const low = Math.min(...fares);
  const high = Math.max(...fares);
  return (
    <div className="seat-legend" id={id}>
      <ul className="seat-legend__list" aria-label={t('seatMap.legend')}>
        <li>
          <span className="seat-legend__swatch bk-seat--available" aria-hidden="true" />
          {t('seatMap.available')}
        </li>
        <li>
          <span className="seat-legend__swatch bk-seat--selected" aria-hidden="true">
            <Check size={12} strokeWidth={3} />
          </span>
          {t('seatMap.selected')}
        </li>
        <li>
          <span className="seat-legend__swatch bk-seat--booked" aria-hidden="true">
            <X size={12} strokeWidth={2.5} />
          </span>
          {t('seatMap.booked')}
        </li>
        {hasWomenSeats && (
          <li>
            <span className="seat-legend__swatch bk-seat--available bk-seat--women" aria-hidden="true">
              <Venus size={11} strokeWidth={2.5} />
            </span>
            {t('seatMap.forWomen')}
          </li>
        )}
      </ul>
      {fares.length > 0 && (
        <p className="seat-legend__fares">
          {low === high
            ? t('seatMap.fare', { fare: format.rupees(low) })
            : t('seatMap.fares', { low: format.rupees(low), high: format.rupees(high) })}
          <span className="seat-legend__hint"> · {t('seatMap.fareHint')}</span>
        </p>
      )}
    </div>
  );
}
