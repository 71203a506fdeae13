import { describe, expect, it } from 'vitest';
import { stagePointSchema } from '@jatra/shared';
import { parseStageGroups, parseStageTimes } from './stage-strings';

describe('parseStageGroups', () => {
  const central = '3101|21:30|12 Market Road|Opp. Fuel Station|9000000001|Central Stand|1|';

  it('reads the provider field order, tolerating a trailing |', () => {
    expect(parseStageGroups(central, 'boarding')).toEqual([
      {
        id: '3101',
        time: '21:30',
        address: '12 Market Road',
        landmark: 'Opp. Fuel Station',
        contact: '9000000001',
        name: 'Central Stand',
        city: '',
        seq: 1,
      },
    ]);
  });

  it('splits groups on ~', () => {
    const points = parseStageGroups(`${central}~3102|21:45|Road 2|Near Bank|9000000002|Bridge Stop|2|`, 'boarding');
    expect(points.map((point) => [point.id, point.name, point.seq])).toEqual([
      ['3101', 'Central Stand', 1],
      ['3102', 'Bridge Stop', 2],
    ]);
  });

  it('tolerates extra trailing fields', () => {
    const [point] = parseStageGroups('7338|06:00|Bus Stand|Near Petrol|9009001231|Koyembedu|2|7338|27|20', 'dropping');
    expect(point).toMatchObject({ id: '7338', name: 'Koyembedu', contact: '9009001231', seq: 2 });
  });

  it('defaults seq to the group position when field 6 is missing or not a small integer', () => {
    const points = parseStageGroups('1|08:00|A|B|C|First~2|09:00|A|B|C|Second|x', 'boarding');
    expect(points.map((point) => point.seq)).toEqual([1, 2]);
  });

  it('drops groups with fewer than 6 fields or an empty id', () => {
    const points = parseStageGroups('1|08:00|A|B|C~|09:00|A|B|C|No id|1~3|10:00|A|B|C|Kept|1~~', 'boarding');
    expect(points.map((point) => point.id)).toEqual(['3']);
  });

  it('names a stage without a name after its kind', () => {
    expect(parseStageGroups('5|08:00|A|B|C||1', 'boarding')[0]?.name).toBe('Boarding point 5');
    expect(parseStageGroups('5|08:00|A|B|C||1', 'dropping')[0]?.name).toBe('Dropping point 5');
  });

  it('produces valid stage points', () => {
    for (const point of parseStageGroups(central, 'boarding')) expect(stagePointSchema.parse(point)).toEqual(point);
  });

  it.each([[null], [''], [42]])('is empty for %j', (text) => {
    expect(parseStageGroups(text, 'boarding')).toEqual([]);
  });
});

describe('parseStageTimes', () => {
  it('reads id|time pairs split by commas, named from the names given, in order', () => {
    const points = parseStageTimes(
      '2544|20:00, 2550|20:30,|,7|21:00',
      { '2544': 'Paltan Bazar', '2550': ' Khanapara ' },
      'boarding',
    );
    expect(points.map((point) => [point.id, point.time, point.name, point.seq])).toEqual([
      ['2544', '20:00', 'Paltan Bazar', 1],
      ['2550', '20:30', 'Khanapara', 2],
      ['7', '21:00', 'Boarding point 7', 3],
    ]);
    for (const point of points) expect(stagePointSchema.parse(point)).toEqual(point);
  });

  it.each([[null], [''], [42]])('is empty for %j', (text) => {
    expect(parseStageTimes(text, {}, 'dropping')).toEqual([]);
  });
});
