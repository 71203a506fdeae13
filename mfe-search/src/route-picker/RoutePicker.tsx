import type { City } from '@jatra/shared';
import { Button } from '@jatra/shared/ui';
import { ArrowUpDown } from 'lucide-react';
import { useState } from 'react';
import { CityPicker } from '../cities';
import { useSearchI18n } from '../i18n';
import './route-picker.css';

export interface RouteSelection {
  from: City | null;
  to: City | null;
}

/** From and To pickers with the swap button between them. */
export function RoutePicker({ value, onChange }: { value: RouteSelection; onChange: (next: RouteSelection) => void }) {
  // each swap gives the pickers fresh text from their new cities
  const [swaps, setSwaps] = useState(0);
  const { t } = useSearchI18n();
  return (
    <div className="route-picker">
      <CityPicker
        key={`from-${swaps}`}
        label={t('route.from')}
        name="source"
        placeholder={t('route.fromPlaceholder')}
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
      />
      <Button
        variant="secondary"
        iconOnly
        className="route-picker__swap"
        aria-label={t('route.swap')}
        onClick={() => {
          onChange({ from: value.to, to: value.from });
          setSwaps((count) => count + 1);
        }}
      >
        <ArrowUpDown size={20} aria-hidden="true" />
      </Button>
      <CityPicker
        key={`to-${swaps}`}
        label={t('route.to')}
        name="destination"
        placeholder={t('route.toPlaceholder')}
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
      />
    </div>
  );
}
