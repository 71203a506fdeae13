import type { StagePoint } from '@jatra/shared';

// docs/gds-wire.md, Seat maps: id, time, address, landmark, contact, name; field 6 and later ones are optional.
const MIN_STAGE_FIELDS = 6;
const SMALL_INTEGER = /^\d+$/;

const FALLBACK_PREFIX: Record<'boarding' | 'dropping', string> = {
  boarding: 'Boarding point',
  dropping: 'Dropping point',
};

function readSeq(text: string | undefined, index: number): number {
  const trimmed = (text ?? '').trim();
  return SMALL_INTEGER.test(trimmed) ? Number(trimmed) : index + 1;
}

/**
 * Parse the schedule-detail stage string (docs/gds-wire.md, Seat maps): groups split by `~`, fields by `|`, in
 * the provider's field order. `kind` only names a stage that has no name.
 */
export function parseStageGroups(text: unknown, kind: 'boarding' | 'dropping'): StagePoint[] {
  if (typeof text !== 'string') return [];
  const points: StagePoint[] = [];
  for (const group of text.split('~')) {
    const fields = group.split('|').map((field) => field.trim());
    const id = fields[0] ?? '';
    if (fields.length < MIN_STAGE_FIELDS || id === '') continue;
    points.push({
      id,
      time: fields[1] ?? '',
      address: fields[2] ?? '',
      landmark: fields[3] ?? '',
      contact: fields[4] ?? '',
      name: fields[5] || `${FALLBACK_PREFIX[kind]} ${id}`,
      // the provider sends no city name in the group; callers that know it fill it in
      city: '',
      seq: readSeq(fields[6], points.length),
    });
  }
  return points;
}

/**
 * Parse a schedules row's stage list (docs/gds-wire.md, Schedules): `stageId|HH:MM` pairs split by `,`, named from the
 * answer's `stage_names`. The row carries no address, landmark or contact; the schedule detail does.
 */
export function parseStageTimes(
  text: unknown,
  names: Readonly<Record<string, string>>,
  kind: 'boarding' | 'dropping',
): StagePoint[] {
  if (typeof text !== 'string') return [];
  const points: StagePoint[] = [];
  for (const pair of text.split(',')) {
    const [id = '', time = ''] = pair.split('|').map((field) => field.trim());
    if (id === '') continue;
    const name = typeof names[id] === 'string' ? names[id].trim() : '';
    points.push({
      id,
      time,
      address: '',
      landmark: '',
      contact: '',
      name: name || `${FALLBACK_PREFIX[kind]} ${id}`,
      city: '',
      seq: points.length + 1,
    });
  }
  return points;
}
