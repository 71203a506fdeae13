/**
 * coach_details (docs/gds-wire.md, Seat maps): rows joined by `,`, cells by `-`, a cell is `label|code`. An empty
 * cell is an empty string, which is why runs of them show as doubled hyphens.
 */
import type { BusType, LayoutCell } from '../network/bus-types';

function cellText(cell: LayoutCell): string {
  switch (cell.kind) {
    case 'seat':
      return `${cell.seat.number}|${cell.seat.code}`;
    case 'gangway':
      return '|.GY';
    case 'driver':
      return 'DR_IMG|.GY';
    case 'empty':
      return '';
  }
}

export const coachDetails = (busType: BusType): string =>
  busType.rows.map((row) => row.map(cellText).join('-')).join(',');
