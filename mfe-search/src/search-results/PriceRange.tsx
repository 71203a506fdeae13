import { Split } from '@jatra/shared/ui';
import * as Slider from '@radix-ui/react-slider';
import { useId, useState } from 'react';
import { useSearchI18n } from '../i18n';

const PRICE_STEP = 10;

/** Whole tens around the fares, so the slider's ends take in every bus. */
function sliderBounds(bounds: { min: number; max: number }) {
  return {
    min: Math.floor(bounds.min / PRICE_STEP) * PRICE_STEP,
    max: Math.ceil(bounds.max / PRICE_STEP) * PRICE_STEP,
  };
}

/** The price filter: a two-thumb slider over the results' fares; one fare for every bus is said, not slid. */
export function PriceRange({
  bounds,
  minPrice,
  maxPrice,
  onChange,
}: {
  bounds: { min: number; max: number } | null;
  minPrice: number | null;
  maxPrice: number | null;
  onChange: (range: { minPrice: number | null; maxPrice: number | null }) => void;
}) {
  const { t, format } = useSearchI18n();
  const labelId = useId();
  // the thumbs move freely while dragged; the filter changes when they are let go
  const [moving, setMoving] = useState<number[] | null>(null);
  if (!bounds) return null;
  const { min, max } = sliderBounds(bounds);
  if (min >= max) {
    return (
      <div className="filter-group">
        <p className="filter-group__legend">{t('filters.price')}</p>
        <p className="filter-group__note">{t('filters.everyBusCosts', { price: format.rupees(bounds.max) })}</p>
      </div>
    );
  }
  const clamp = (value: number) => Math.min(max, Math.max(min, value));
  const chosen = [clamp(minPrice ?? min), clamp(maxPrice ?? max)];
  const shown = moving ?? chosen;
  const low = shown[0] ?? min;
  const high = shown[1] ?? max;
  return (
    <div className="filter-group" role="group" aria-labelledby={labelId}>
      <Split className="filter-price__head">
        <p id={labelId} className="filter-group__legend">
          {t('filters.price')}
        </p>
        <p className="filter-price__values" aria-hidden="true">
          {format.rupees(low)} – {format.rupees(high)}
        </p>
      </Split>
      <Slider.Root
        className="filter-price__slider"
        min={min}
        max={max}
        step={PRICE_STEP}
        minStepsBetweenThumbs={0}
        value={shown}
        onValueChange={setMoving}
        onValueCommit={([lowValue = min, highValue = max]) => {
          setMoving(null);
          onChange({
            minPrice: lowValue <= min ? null : lowValue,
            maxPrice: highValue >= max ? null : highValue,
          });
        }}
      >
        <Slider.Track className="filter-price__track">
          <Slider.Range className="filter-price__range" />
        </Slider.Track>
        <Slider.Thumb
          className="filter-price__thumb"
          aria-label={t('filters.minPrice')}
          aria-valuetext={format.rupees(low)}
        />
        <Slider.Thumb
          className="filter-price__thumb"
          aria-label={t('filters.maxPrice')}
          aria-valuetext={format.rupees(high)}
        />
      </Slider.Root>
      <div className="filter-price__ends" aria-hidden="true">
        <span>{format.rupees(min)}</span>
        <span>{format.rupees(max)}</span>
      </div>
    </div>
  );
}
