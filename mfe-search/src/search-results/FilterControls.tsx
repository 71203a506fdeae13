import { type BusResult } from '@jatra/shared';
import { Fieldset } from '@jatra/shared/ui';
import {
  AMENITY_FILTERS,
  AMENITY_LABELS,
  DEPARTURE_BUCKETS,
  filterCounts,
  SEAT_PREFERENCE_LABELS,
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
import { busCount } from './format';
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

const BUS_TYPE_OPTIONS: { value: BusTypeFilter | 'any'; label: string }[] = [
  { value: 'any', label: 'Any' },
  { value: 'ac', label: 'AC' },
  { value: 'nonac', label: 'Non-AC' },
];

const SEAT_OPTIONS: { value: SeatPreference; label: string }[] = (['seater', 'sleeper', 'single', 'any'] as const).map(
  (value) => ({ value, label: SEAT_PREFERENCE_LABELS[value] }),
);

const toggle = <T,>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];

function Segmented<T extends string>(props: {
  legend: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
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
            <span className="segmented__label">{option.label}</span>
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
        legend="Bus type"
        options={BUS_TYPE_OPTIONS}
        value={value.busType ?? 'any'}
        onChange={(busType) => onChange({ ...value, busType: busType === 'any' ? null : busType })}
      />
      <Fieldset className="filter-group">
        <legend className="filter-group__legend">Departure time</legend>
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
                  <span className="filter-chip__label">{bucket.label}</span>
                  <span className="filter-chip__range">{bucket.range}</span>
                </span>
              </button>
            );
          })}
        </div>
      </Fieldset>
      <NameChoices
        legend="Boarding point"
        searchLabel="Search boarding points"
        options={counts.boardingPoints}
        chosen={value.boardingPoints}
        onChange={(boardingPoints) => onChange({ ...value, boardingPoints })}
      />
      <NameChoices
        legend="Dropping point"
        searchLabel="Search dropping points"
        options={counts.droppingPoints}
        chosen={value.droppingPoints}
        onChange={(droppingPoints) => onChange({ ...value, droppingPoints })}
      />
      <Segmented
        legend="Seat type"
        options={SEAT_OPTIONS}
        value={value.seatPreference}
        onChange={(seatPreference) => onChange({ ...value, seatPreference })}
      />
      <Fieldset className="filter-group">
        <legend className="filter-group__legend">Cancellation</legend>
        <label className="filter-check">
          <input
            type="checkbox"
            className="filter-check__input"
            checked={value.freeCancellation}
            onChange={(event) => onChange({ ...value, freeCancellation: event.currentTarget.checked })}
          />
          <CalendarCheck size={18} aria-hidden="true" className="filter-check__icon" />
          <span className="filter-check__name">Free cancellation</span>
          <span className="filter-check__count" aria-hidden="true">
            {counts.freeCancellation}
          </span>
          <span className="jt-visually-hidden">{` (${busCount(counts.freeCancellation)})`}</span>
        </label>
        <p className="filter-group__note filter-group__note--below">
          No charge for cancelling until some hours before departure: each card says until when
        </p>
      </Fieldset>
      <Fieldset className="filter-group">
        <legend className="filter-group__legend">Women travellers</legend>
        <label className="filter-check">
          <input
            type="checkbox"
            className="filter-check__input"
            checked={value.womenFriendly}
            onChange={(event) => onChange({ ...value, womenFriendly: event.currentTarget.checked })}
          />
          <UserRound size={18} aria-hidden="true" className="filter-check__icon" />
          <span className="filter-check__name">Women-friendly</span>
          <span className="filter-check__count" aria-hidden="true">
            {counts.womenFriendly}
          </span>
          <span className="jt-visually-hidden">{` (${busCount(counts.womenFriendly)})`}</span>
        </label>
        <p className="filter-group__note filter-group__note--below">Buses with seats reserved for women</p>
      </Fieldset>
      <Fieldset className="filter-group">
        <legend className="filter-group__legend">Amenities</legend>
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
                <span>{AMENITY_LABELS[amenity]}</span>
              </label>
            );
          })}
        </div>
      </Fieldset>
      <NameChoices
        legend="Operator"
        searchLabel="Search operators"
        options={counts.operators}
        chosen={value.operators}
        onChange={(operators) => onChange({ ...value, operators })}
      />
    </div>
  );
}
