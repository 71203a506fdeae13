import type { City } from '@jatra/shared';
import { Button } from '@jatra/shared/ui';
import { ArrowUpDown } from 'lucide-react';
import { useState } from 'react';
import { CityPicker } from '../cities';
import './route-picker.css';

export interface RouteSelection {
  from: City | null;
  to: City | null;
}

/** From and To pickers with the swap button between them. */
export function RoutePicker({ value, onChange }: { value: RouteSelection; onChange: (next: RouteSelection) => void }) {
  // each swap gives the pickers fresh text from their new cities
  const [swaps, setSwaps] = useState(0);
  return (
    <div className="route-picker">
      <CityPicker
        key={`from-${swaps}`}
        label="From"
        name="source"
        placeholder="Leaving from"
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
      />
      <Button
        variant="secondary"
        iconOnly
        className="route-picker__swap"
        aria-label="Swap From and To cities"
        onClick={() => {
          onChange({ from: value.to, to: value.from });
          setSwaps((count) => count + 1);
        }}
      >
        <ArrowUpDown size={20} aria-hidden="true" />
      </Button>
      <CityPicker
        key={`to-${swaps}`}
        label="To"
        name="destination"
        placeholder="Going to"
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
      />
    </div>
  );
}
