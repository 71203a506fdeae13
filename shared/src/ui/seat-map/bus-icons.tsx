import { Ban, DoorOpen, Footprints, Toilet, type LucideIcon } from 'lucide-react';
import type { SharedMessageId } from '../../i18n/shared-catalogues';
import type { SpecialKind } from './deck-layout';

/** A steering wheel: lucide has none, and the driver's seat is what tells the front of the bus. */
export function SteeringWheel({ size = 28 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="2.2" />
      <path d="M3.5 10.5h6.3M14.2 10.5h6.3M12 14.2V21" strokeLinecap="round" />
    </svg>
  );
}

export const SPECIAL_CELLS: Record<SpecialKind, { label: SharedMessageId; Icon: LucideIcon }> = {
  stairs: { label: 'seatMap.stairs', Icon: Footprints },
  washroom: { label: 'seatMap.washroom', Icon: Toilet },
  door: { label: 'seatMap.door', Icon: DoorOpen },
  unavailable: { label: 'seatMap.unavailable', Icon: Ban },
};
