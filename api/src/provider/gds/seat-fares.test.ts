import { describe, expect, it } from 'vitest';
import {
  cheapestFare,
  DEFAULT_AVAILABLE_SEATS,
  DEFAULT_PRICE,
  DEFAULT_TOTAL_SEATS,
  isSeparatorSeat,
  MIN_AVAILABILITY_ROW_LENGTH,
  parseFareStr,
  parsePrice,
  parseSeatCsv,
  parseSeatFareList,
} from './seat-fares';

describe('defaults', () => {
  it('match the product defaults', () => {
    expect(DEFAULT_PRICE).toBe(500);
    expect(DEFAULT_TOTAL_SEATS).toBe(50);
    expect(DEFAULT_AVAILABLE_SEATS).toBe(0);
    expect(MIN_AVAILABILITY_ROW_LENGTH).toBe(12);
  });
});

describe('parsePrice', () => {
  it('takes the first run of digits', () => {
    expect(parsePrice('SLB:1000.0,SUB:900')).toBe(1000);
    expect(parsePrice('450.0/600.0')).toBe(450);
  });

  it('keeps the decimal part', () => {
    expect(parsePrice('Rs. 650.50 onwards')).toBe(650.5);
  });

  it.each([[null], [undefined], [''], ['abc'], [{}]])('defaults to 500 for %j', (text) => {
    expect(parsePrice(text)).toBe(DEFAULT_PRICE);
  });

  it('passes a number through', () => {
    expect(parsePrice(725)).toBe(725);
    expect(parsePrice(0)).toBe(0);
  });

  it('defaults for a number that is no price', () => {
    expect(parsePrice(NaN)).toBe(DEFAULT_PRICE);
    expect(parsePrice(-5)).toBe(DEFAULT_PRICE);
  });
});

describe('parseSeatFareList', () => {
  it('reads seat|fare pairs with fares like "1000.0"', () => {
    expect(parseSeatFareList('U1|1000.0,L1|950')).toEqual([
      { seat: 'U1', fare: 1000 },
      { seat: 'L1', fare: 950 },
    ]);
  });

  it('tolerates a leading comma, spaces and empty items', () => {
    expect(parseSeatFareList(',U1|1000.0, L1 | 900 ,,')).toEqual([
      { seat: 'U1', fare: 1000 },
      { seat: 'L1', fare: 900 },
    ]);
  });

  it('drops items without a usable fare', () => {
    expect(parseSeatFareList('1|650,2,3|,4|abc,|700,5|650')).toEqual([
      { seat: '1', fare: 650 },
      { seat: '5', fare: 650 },
    ]);
  });

  it('keeps items without a fare at missingFare when one is given', () => {
    expect(parseSeatFareList('1|650,2', { missingFare: 0 })).toEqual([
      { seat: '1', fare: 650 },
      { seat: '2', fare: 0 },
    ]);
  });

  it('drops dashed separators unless asked to keep them', () => {
    expect(parseSeatFareList('1|650,---,2|650')).toEqual([
      { seat: '1', fare: 650 },
      { seat: '2', fare: 650 },
    ]);
    expect(parseSeatFareList('1|650,---,-|0,2|650', { keepSeparators: true })).toEqual([
      { seat: '1', fare: 650 },
      { seat: '---', fare: 0 },
      { seat: '-', fare: 0 },
      { seat: '2', fare: 650 },
    ]);
  });

  it.each([[null], [42], [['1|650']]])('is empty for %j', (csv) => {
    expect(parseSeatFareList(csv)).toEqual([]);
  });
});

describe('isSeparatorSeat', () => {
  it('is true only for dashes', () => {
    expect(isSeparatorSeat('-')).toBe(true);
    expect(isSeparatorSeat('---')).toBe(true);
    expect(isSeparatorSeat('A-1')).toBe(false);
    expect(isSeparatorSeat('')).toBe(false);
  });
});

describe('parseSeatCsv', () => {
  it('trims seat numbers and drops empties', () => {
    expect(parseSeatCsv(' 1, 2 ,,L3,')).toEqual(['1', '2', 'L3']);
  });

  it('is empty for an empty string or no string', () => {
    expect(parseSeatCsv('')).toEqual([]);
    expect(parseSeatCsv(null)).toEqual([]);
  });
});

describe('parseFareStr', () => {
  it('maps seat classes to fares', () => {
    expect(parseFareStr('SLB:1000.0,SUB:1000.0')).toEqual({ SLB: 1000, SUB: 1000 });
  });

  it('drops items without a class or a number', () => {
    expect(parseFareStr('ST:650.0, :700,SL:,SS:abc,,')).toEqual({ ST: 650 });
  });

  it('cannot write to the prototype', () => {
    const fares = parseFareStr('__proto__:1,ST:2');
    expect(Object.getPrototypeOf(fares)).toBe(Object.prototype);
    expect(Object.keys(fares)).toEqual(['__proto__', 'ST']);
  });

  it('is empty for no string', () => {
    expect(parseFareStr(undefined)).toEqual({});
  });
});

describe('cheapestFare', () => {
  it('is the lowest seat fare', () => {
    expect(cheapestFare([{ fare: 1000 }, { fare: 850 }, { fare: 900 }], 'ST:300')).toBe(850);
  });

  it('falls back to the fare text when there are no seats', () => {
    expect(cheapestFare([], 'SLB:1200.0,SUB:1100.0')).toBe(1200);
  });

  it('falls back to 500 without seats or fare text', () => {
    expect(cheapestFare([])).toBe(DEFAULT_PRICE);
  });

  it('ignores zero and unusable fares', () => {
    expect(cheapestFare([{ fare: 0 }, { fare: NaN }, { fare: 700 }])).toBe(700);
    expect(cheapestFare([{ fare: 0 }], '650')).toBe(650);
  });
});
