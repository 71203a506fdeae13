import { type BusResult } from '@jatra/shared';
import { Fieldset } from '@jatra/shared/ui';
import {
  AMENITY_FILTERS,
  DEPARTURE_BUCKETS,
  filterCounts,
  type AmenityFilter,
  type BusTypeFilter,
  type DepartureBucketId,
  type SearchFilters,
  type SeatPreference,
} from './search-filters';
import {
  BatteryCharging,
  BedDouble,
  CalendarCheck,
  CloudSun,
  Moon,
  Sun,
  Sunrise,
  Tv,
  UserRound,
  Wifi,
  type LucideIcon,
} from 'lucide-react';
import { useId, useMemo } from 'react';
import { useSearchI18n, type SearchMessageId } from '../i18n';
import { NameChoices } from './NameChoices';
import { PriceRange } from './PriceRange';

const BUCKET_ICONS: Record<DepartureBucketId, LucideIcon> = {
  morning: Sunrise,
  'morning-late': Sun,
  afternoon: CloudSun,
  evening: Moon,
};

const AMENITY_ICONS: Record<AmenityFilter, LucideIcon> = {
  wifi: Wifi,
  charging: BatteryCharging,
  entertainment: Tv,
  blanket: BedDouble,
};

const BUS_TYPE_OPTIONS = [
  { value: 'any', label: 'filters.any' },
  { value: 'ac', label: 'filters.ac' },
  { value: 'nonac', label: 'filters.nonAc' },
] as const satisfies readonly { value: BusTypeFilter | 'any'; label: SearchMessageId }[];

const SEAT_OPTIONS = [
  { value: 'seater', label: 'filters.seater' },
  { value: 'sleeper', label: 'filters.sleeper' },
  { value: 'single', label: 'filters.single' },
  { value: 'any', label: 'filters.any' },
] as const satisfies readonly { value: SeatPreference; label: SearchMessageId }[];

const AMENITY_LABELS: Record<AmenityFilter, SearchMessageId> = {
  wifi: 'filters.wifi',
  charging: 'filters.charging',
  entertainment: 'filters.entertainment',
  blanket: 'filters.blanket',
};

const BUCKET_LABELS: Record<DepartureBucketId, SearchMessageId> = {
  morning: 'filters.earlyMorning',
  'morning-late': 'filters.morning',
  afternoon: 'filters.afternoon',
  evening: 'filters.evening',
};

const toggle = <T,>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];

function Segmented<T extends string>(props: {
  legend: string;
  options: readonly { value: T; label: SearchMessageId }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const { t } = useSearchI18n();
  const name = useId();
  return (
    <Fieldset className="filter-group">
      <legend className="filter-group__legend">{props.legend}</legend>
      <div className="segmented">
        {props.options.map((option) => (
          <label key={option.value} className="segmented__option">
            <input
              type="radio"
              className="segmented__input"
              name={name}
              value={option.value}
              checked={props.value === option.value}
              onChange={() => props.onChange(option.value)}
            />
            <span className="segmented__label">{t(option.label)}</span>
          </label>
        ))}
      </div>
    </Fieldset>
  );
}

/**
 * The filter controls, shared by the side panel (applied at once) and the phone sheet (applied on Apply).
 * The counts beside operators, stops and women-friendly follow `value`, so the sheet's counts follow its draft.
 */
export function FilterControls({
  value,
  onChange,
  bounds,
  buses,
}: {
  value: SearchFilters;
  onChange: (next: SearchFilters) => void;
  bounds: { min: number; max: number } | null;
  /** the route's results, every one (the counts are taken from them) */
  buses: readonly BusResult[];
}) {
  const { t, locale, format } = useSearchI18n();
  const counts = useMemo(() => filterCounts(buses, value), [buses, value]);
  return (
    <div className="filter-controls">
      <PriceRange
        bounds={bounds}
        minPrice={value.minPrice}
        maxPrice={value.maxPrice}
        onChange={(range) => onChange({ ...value, ...range })}
      />
      <Segmented
        legend={t('filters.busType')}
        options={BUS_TYPE_OPTIONS}
        value={value.busType ?? 'any'}
        onChange={(busType) => onChange({ ...value, busType: busType === 'any' ? null : busType })}
      />
      <Fieldset className="filter-group">
        <legend className="filter-group__legend">{t('filters.departureTime')}</legend>
        <div className="filter-chips">
          {DEPARTURE_BUCKETS.map((bucket) => {
            const Icon = BUCKET_ICONS[bucket.id];
            const pressed = value.departureTime.includes(bucket.id);
            return (
              <button
                key={bucket.id}
                type="button"
                className="filter-chip"
                aria-pressed={pressed}
                onClick={() => onChange({ ...value, departureTime: toggle(value.departureTime, bucket.id) })}
              >
                <Icon size={20} aria-hidden="true" className="filter-chip__icon" />
                <span className="filter-chip__text">
                  <span className="filter-chip__label">{t(BUCKET_LABELS[bucket.id])}</span>
                  <span className="filter-chip__range">
                    {locale === 'en'
                      ? bucket.range
                      : `${format.time(`${bucket.fromHour}:00`)} – ${format.time(`${bucket.toHour % 24}:00`)}`}
                  </span>
                </span>
              </button>
            );
          })}
        </div>
      </Fieldset>
      <NameChoices
        legend={t('filters.boarding')}
        searchLabel={t('filters.searchBoarding')}
        options={counts.boardingPoints}
        chosen={value.boardingPoints}
        onChange={(boardingPoints) => onChange({ ...value, boardingPoints })}
      />
      <NameChoices
        legend={t('filters.dropping')}
        searchLabel={t('filters.searchDropping')}
        options={counts.droppingPoints}
        chosen={value.droppingPoints}
        onChange={(droppingPoints) => onChange({ ...value, droppingPoints })}
      />
      <Segmented
        legend={t('filters.seatType')}
        options={SEAT_OPTIONS}
        value={value.seatPreference}
        onChange={(seatPreference) => onChange({ ...value, seatPreference })}
      />
      <Fieldset className="filter-group">
        <legend className="filter-group__legend">{t('filters.cancellation')}</legend>
        <label className="filter-check">
          <input
            type="checkbox"
            className="filter-check__input"
            checked={value.freeCancellation}
            onChange={(event) => onChange({ ...value, freeCancellation: event.currentTarget.checked })}
          />
          <CalendarCheck size={18} aria-hidden="true" className="filter-check__icon" />
          <span className="filter-check__name">{t('filters.freeCancellation')}</span>
          <span className="filter-check__count" aria-hidden="true">
            {counts.freeCancellation}
          </span>
          <span className="jt-visually-hidden">{` (${t('results.busCount', { count: counts.freeCancellation })})`}</span>
        </label>
        <p className="filter-group__note filter-group__note--below">{t('filters.freeCancellationNote')}</p>
      </Fieldset>
      <Fieldset className="filter-group">
        <legend className="filter-group__legend">{t('filters.women')}</legend>
        <label className="filter-check">
          <input
            type="checkbox"
            className="filter-check__input"
            checked={value.womenFriendly}
            onChange={(event) => onChange({ ...value, womenFriendly: event.currentTarget.checked })}
          />
          <UserRound size={18} aria-hidden="true" className="filter-check__icon" />
          <span className="filter-check__name">{t('filters.womenFriendly')}</span>
          <span className="filter-check__count" aria-hidden="true">
            {counts.womenFriendly}
          </span>
          <span className="jt-visually-hidden">{` (${t('results.busCount', { count: counts.womenFriendly })})`}</span>
        </label>
        <p className="filter-group__note filter-group__note--below">{t('filters.womenNote')}</p>
      </Fieldset>
      <Fieldset className="filter-group">
        <legend className="filter-group__legend">{t('bus.amenities')}</legend>
        <div className="filter-checks">
          {AMENITY_FILTERS.map((amenity) => {
            const Icon = AMENITY_ICONS[amenity];
            return (
              <label key={amenity} className="filter-check">
                <input
                  type="checkbox"
                  className="filter-check__input"
                  checked={value.amenities.includes(amenity)}
                  onChange={() => onChange({ ...value, amenities: toggle(value.amenities, amenity) })}
                />
                <Icon size={18} aria-hidden="true" className="filter-check__icon" />
                <span>{t(AMENITY_LABELS[amenity])}</span>
              </label>
            );
          })}
        </div>
      </Fieldset>
      <NameChoices
        legend={t('filters.operator')}
        searchLabel={t('filters.searchOperators')}
        options={counts.operators}
        chosen={value.operators}
        onChange={(operators) => onChange({ ...value, operators })}
      />
    </div>
  );
}
