import { Ban, DoorOpen, Footprints, Toilet, type LucideIcon } from 'lucide-react';
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

export const SPECIAL_CELLS: Record<SpecialKind, { label: string; Icon: LucideIcon }> = {
  stairs: { label: 'Stairs', Icon: Footprints },
  washroom: { label: 'Washroom', Icon: Toilet },
  door: { label: 'Door', Icon: DoorOpen },
  unavailable: { label: 'Not for sale', Icon: Ban },
};
