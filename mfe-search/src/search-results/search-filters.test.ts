import { describe, expect, it } from 'vitest';
import { SITE_CANCELLATION_POLICY, type BusResult, type CancellationPolicy } from '@jatra/shared';
import { priceBounds, SORT_OPTIONS, sortBuses } from './bus-sort';
import { filtersFromSearchParams, filtersToSearchParams, sortFromSearchParams } from './filter-url';
import {
  activeFilterCount,
  amenityFilterOf,
  applyFilters,
  busHasAmenity,
  DEPARTURE_BUCKETS,
  departureBucketOf,
  EMPTY_FILTERS,
  filterCounts,
  hasActiveFilters,
  isWomenFriendly,
  type SearchFilters,
} from './search-filters';

function bus(id: string, overrides: Partial<BusResult> = {}): BusResult {
  return {
    id,
    scheduleId: id,
    name: `Bus ${id}`,
    service_name: `Service ${id}`,
    bus_type: 'AC Seater (2+2)',
    status: 'Active',
    isNew: false,
    isAC: true,
    departureTime: '08:00',
    arrivalTime: '14:00',
    arrivalDayOffset: 0,
    duration: '6h 0m',
    durationMinutes: 360,
    price: 500,
    availableSeats: 20,
    totalSeats: 40,
    amenities: [],
    cancellable: true,
    cancellationPolicy: SITE_CANCELLATION_POLICY,
    boardingPoints: [],
    droppingPoints: [],
    via: '',
    travelId: 1,
    routeId: 1,
    originId: 117,
    destinationId: 101,
    updatedAt: '2026-12-01T00:00:00Z',
    ladiesSeats: [],
    gentsSeats: [],
    availableSeatNumbers: [],
    operator: `Operator ${id}`,
    rating: null,
    ...overrides,
  };
}

const filters = (overrides: Partial<SearchFilters>): SearchFilters => ({ ...EMPTY_FILTERS, ...overrides });
const ids = (buses: BusResult[]) => buses.map((b) => b.id);

describe('applyFilters', () => {
  it('keeps every bus, in order, with no filter set', () => {
    const buses = [bus('a'), bus('b', { isAC: false }), bus('c', { bus_type: 'Sleeper' })];
    expect(ids(applyFilters(buses, EMPTY_FILTERS))).toEqual(['a', 'b', 'c']);
    expect(applyFilters([], EMPTY_FILTERS)).toEqual([]);
  });

  it('filters by price range, both ends inclusive', () => {
    const buses = [
      bus('a', { price: 400 }),
      bus('b', { price: 600 }),
      bus('c', { price: 800 }),
      bus('d', { price: 1000 }),
    ];
    expect(ids(applyFilters(buses, filters({ minPrice: 600 })))).toEqual(['b', 'c', 'd']);
    expect(ids(applyFilters(buses, filters({ maxPrice: 800 })))).toEqual(['a', 'b', 'c']);
    expect(ids(applyFilters(buses, filters({ minPrice: 600, maxPrice: 800 })))).toEqual(['b', 'c']);
    expect(ids(applyFilters(buses, filters({ minPrice: 1001 })))).toEqual([]);
  });

  it('filters AC and non-AC by isAC, not by the type text', () => {
    const buses = [
      bus('ac', { isAC: true, bus_type: 'Seater' }),
      bus('non', { isAC: false, bus_type: 'A/C Seater' }),
      bus('ac2', { isAC: true }),
    ];
    expect(ids(applyFilters(buses, filters({ busType: 'ac' })))).toEqual(['ac', 'ac2']);
    expect(ids(applyFilters(buses, filters({ busType: 'nonac' })))).toEqual(['non']);
  });

  it('filters by departure buckets 0-6, 6-12, 12-18, 18-24, any of the chosen ones', () => {
    const buses = [
      bus('00', { departureTime: '00:00' }),
      bus('0559', { departureTime: '05:59' }),
      bus('06', { departureTime: '06:00' }),
      bus('1159', { departureTime: '11:59' }),
      bus('12', { departureTime: '12:00' }),
      bus('1759', { departureTime: '17:59' }),
      bus('18', { departureTime: '18:00' }),
      bus('2359', { departureTime: '23:59' }),
      bus('bad', { departureTime: 'soon' }),
    ];
    expect(ids(applyFilters(buses, filters({ departureTime: ['morning'] })))).toEqual(['00', '0559']);
    expect(ids(applyFilters(buses, filters({ departureTime: ['morning-late'] })))).toEqual(['06', '1159']);
    expect(ids(applyFilters(buses, filters({ departureTime: ['afternoon'] })))).toEqual(['12', '1759']);
    expect(ids(applyFilters(buses, filters({ departureTime: ['evening'] })))).toEqual(['18', '2359']);
    expect(ids(applyFilters(buses, filters({ departureTime: ['morning', 'evening'] })))).toEqual([
      '00',
      '0559',
      '18',
      '2359',
    ]);
  });

  it('filters seater, sleeper and single by the bus type text', () => {
    const buses = [
      bus('seater', { bus_type: 'AC Seater (2+2)' }),
      bus('sleeper', { bus_type: 'Non-AC SLEEPER (2+1)' }),
      bus('both', { bus_type: 'A/C Seater / Sleeper (2+1)' }),
      bus('semi', { bus_type: 'Volvo A/C Semi Sleeper' }),
      bus('single', { bus_type: 'AC Single Sleeper (1+1)' }),
      bus('pushback', { bus_type: 'Non AC Push Back 2+2' }),
    ];
    expect(ids(applyFilters(buses, filters({ seatPreference: 'seater' })))).toEqual([
      'seater',
      'both',
      'semi',
      'pushback',
    ]);
    expect(ids(applyFilters(buses, filters({ seatPreference: 'sleeper' })))).toEqual(['sleeper', 'both', 'single']);
    expect(ids(applyFilters(buses, filters({ seatPreference: 'single' })))).toEqual(['single']);
    expect(applyFilters(buses, filters({ seatPreference: 'any' }))).toHaveLength(buses.length);
  });

  it('needs all chosen amenities, matched case-insensitively with synonyms', () => {
    const buses = [
      bus('wifi', { amenities: ['AC', 'Wi-Fi'] }),
      bus('wifi-usb', { amenities: ['WiFi', 'USB Charging'] }),
      bus('full', { amenities: ['wifi', 'Charging Point', 'TV', 'Blanket'] }),
      bus('movie', { amenities: ['Movie', 'Mobile Charging', 'blankets'] }),
      bus('none', { amenities: ['AC', 'Water Bottle'] }),
    ];
    expect(ids(applyFilters(buses, filters({ amenities: ['wifi'] })))).toEqual(['wifi', 'wifi-usb', 'full']);
    expect(ids(applyFilters(buses, filters({ amenities: ['charging'] })))).toEqual(['wifi-usb', 'full', 'movie']);
    expect(ids(applyFilters(buses, filters({ amenities: ['entertainment'] })))).toEqual(['full', 'movie']);
    expect(ids(applyFilters(buses, filters({ amenities: ['blanket'] })))).toEqual(['full', 'movie']);
    expect(ids(applyFilters(buses, filters({ amenities: ['wifi', 'charging'] })))).toEqual(['wifi-usb', 'full']);
    expect(ids(applyFilters(buses, filters({ amenities: ['wifi', 'charging', 'entertainment', 'blanket'] })))).toEqual([
      'full',
    ]);
  });

  it('does not read unrelated words as amenities', () => {
    expect(busHasAmenity(bus('x', { amenities: ['Twin seats', 'Moviestar lounge'] }), 'entertainment')).toBe(false);
    expect(busHasAmenity(bus('x', { amenities: ['Charger'] }), 'charging')).toBe(false);
  });

  it('combines every filter', () => {
    const buses = [
      bus('match', { price: 700, isAC: true, departureTime: '21:30', bus_type: 'AC Sleeper', amenities: ['WiFi'] }),
      bus('cheap-nonac', { price: 700, isAC: false, departureTime: '21:30', bus_type: 'Sleeper', amenities: ['WiFi'] }),
      bus('morning', { price: 700, isAC: true, departureTime: '07:30', bus_type: 'AC Sleeper', amenities: ['WiFi'] }),
      bus('dear', { price: 1700, isAC: true, departureTime: '21:30', bus_type: 'AC Sleeper', amenities: ['WiFi'] }),
      bus('seater', { price: 700, isAC: true, departureTime: '21:30', bus_type: 'AC Seater', amenities: ['WiFi'] }),
      bus('no-wifi', { price: 700, isAC: true, departureTime: '21:30', bus_type: 'AC Sleeper', amenities: [] }),
    ];
    const all = filters({
      minPrice: 500,
      maxPrice: 1000,
      busType: 'ac',
      departureTime: ['evening'],
      seatPreference: 'sleeper',
      amenities: ['wifi'],
    });
    expect(ids(applyFilters(buses, all))).toEqual(['match']);
  });
});

describe('departure buckets', () => {
  it('cover the day in four 6-hour buckets with labels', () => {
    expect(DEPARTURE_BUCKETS.map((b) => [b.id, b.fromHour, b.toHour])).toEqual([
      ['morning', 0, 6],
      ['morning-late', 6, 12],
      ['afternoon', 12, 18],
      ['evening', 18, 24],
    ]);
    for (const bucket of DEPARTURE_BUCKETS) {
      expect(bucket.label).not.toBe('');
      expect(bucket.range).toMatch(/AM|PM/);
    }
  });

  it('place a time in its bucket', () => {
    expect(departureBucketOf('5:45')).toBe('morning');
    expect(departureBucketOf('06:00')).toBe('morning-late');
    expect(departureBucketOf('12:00')).toBe('afternoon');
    expect(departureBucketOf('23:59')).toBe('evening');
    expect(departureBucketOf('24:00')).toBeNull();
    expect(departureBucketOf('')).toBeNull();
  });
});

describe('amenityFilterOf', () => {
  it('names the filter a provider amenity stands for', () => {
    expect(amenityFilterOf('Wi-Fi')).toBe('wifi');
    expect(amenityFilterOf('USB Charging')).toBe('charging');
    expect(amenityFilterOf('Personal TV')).toBe('entertainment');
    expect(amenityFilterOf('Blanket')).toBe('blanket');
    expect(amenityFilterOf('Water Bottle')).toBeNull();
  });
});

describe('sortBuses', () => {
  const buses = [
    bus('a', {
      price: 900,
      rating: 4.1,
      durationMinutes: 420,
      departureTime: '21:30',
      arrivalTime: '04:30',
      arrivalDayOffset: 1,
    }),
    bus('b', {
      price: 600,
      rating: null,
      durationMinutes: 360,
      departureTime: '06:15',
      arrivalTime: '12:15',
      arrivalDayOffset: 0,
    }),
    bus('c', {
      price: 1200,
      rating: 4.6,
      durationMinutes: 300,
      departureTime: '13:00',
      arrivalTime: '18:00',
      arrivalDayOffset: 0,
    }),
    bus('d', {
      price: 600,
      rating: 3.9,
      durationMinutes: 480,
      departureTime: '22:45',
      arrivalTime: '01:15',
      arrivalDayOffset: 1,
    }),
    bus('e', {
      price: 750,
      rating: null,
      durationMinutes: 360,
      departureTime: '9:05',
      arrivalTime: '15:05',
      arrivalDayOffset: 0,
    }),
  ];

  it('has exactly the six sort options', () => {
    expect(SORT_OPTIONS.map((option) => option.label)).toEqual([
      'Relevance',
      'Rating',
      'Price',
      'Fastest',
      'Departure',
      'Arrival',
    ]);
  });

  it('keeps the API order for Relevance, as a copy', () => {
    const sorted = sortBuses(buses, 'relevance');
    expect(ids(sorted)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(sorted).not.toBe(buses);
  });

  it('sorts by rating, best first, unrated last in API order', () => {
    expect(ids(sortBuses(buses, 'rating'))).toEqual(['c', 'a', 'd', 'b', 'e']);
  });

  it('sorts by price, cheapest first, ties in API order', () => {
    expect(ids(sortBuses(buses, 'price'))).toEqual(['b', 'd', 'e', 'a', 'c']);
  });

  it('sorts by duration for Fastest', () => {
    expect(ids(sortBuses(buses, 'fastest'))).toEqual(['c', 'b', 'e', 'a', 'd']);
  });

  it('sorts by departure time, reading unpadded hours', () => {
    expect(ids(sortBuses(buses, 'departure'))).toEqual(['b', 'e', 'c', 'a', 'd']);
  });

  it('sorts by arrival: day offset first, then time', () => {
    expect(ids(sortBuses(buses, 'arrival'))).toEqual(['b', 'e', 'c', 'd', 'a']);
  });

  it('does not change the given list', () => {
    const before = ids(buses);
    sortBuses(buses, 'price');
    expect(ids(buses)).toEqual(before);
  });
});

const stop = (name: string, seq = 1): BusResult['boardingPoints'][number] => ({
  id: name,
  name,
  time: '08:00',
  address: '',
  landmark: '',
  contact: '',
  city: '',
  seq,
});

describe('operator, stop and women-friendly filters', () => {
  const buses = [
    bus('a', {
      operator: 'ASTC',
      isAC: false,
      boardingPoints: [stop('Paltan Bazaar'), stop('Khanapara', 2)],
      droppingPoints: [stop('Jorhat ASTC')],
      ladiesSeats: ['1', '2'],
    }),
    bus('b', {
      operator: 'Blue Hill Travels',
      boardingPoints: [stop('ISBT Guwahati'), stop('Khanapara', 2)],
      droppingPoints: [stop('Jorhat ASTC'), stop('Baruah Chariali', 2)],
    }),
    bus('c', {
      operator: 'ASTC',
      boardingPoints: [stop('ISBT Guwahati')],
      droppingPoints: [stop('Baruah Chariali')],
      ladiesSeats: ['L1'],
    }),
  ];

  it('keeps buses of any chosen operator and stopping at any chosen point', () => {
    expect(ids(applyFilters(buses, filters({ operators: ['ASTC'] })))).toEqual(['a', 'c']);
    expect(ids(applyFilters(buses, filters({ operators: ['ASTC', 'Blue Hill Travels'] })))).toEqual(['a', 'b', 'c']);
    expect(ids(applyFilters(buses, filters({ boardingPoints: ['Khanapara'] })))).toEqual(['a', 'b']);
    expect(ids(applyFilters(buses, filters({ droppingPoints: ['Baruah Chariali'] })))).toEqual(['b', 'c']);
    expect(
      ids(applyFilters(buses, filters({ operators: ['ASTC'], boardingPoints: ['Khanapara', 'ISBT Guwahati'] }))),
    ).toEqual(['a', 'c']);
    expect(applyFilters(buses, filters({ operators: ['Nobody'] }))).toEqual([]);
  });

  it('keeps only buses whose policy cancels free until some hours before departure, as their cards say', () => {
    const greenValley: CancellationPolicy = {
      source: 'operator',
      bands: [
        { fromHours: 0, toHours: 24, chargePercent: 50 },
        { fromHours: 48, toHours: 720, chargePercent: 10 },
      ],
    };
    const charged = buses.map((each) => (each.id === 'b' ? { ...each, cancellationPolicy: greenValley } : each));
    expect(ids(applyFilters(charged, filters({ freeCancellation: true })))).toEqual(['a', 'c']);
    expect(filterCounts(charged, filters({ operators: ['ASTC'] })).freeCancellation).toBe(2);
    expect(filtersFromSearchParams(filtersToSearchParams(filters({ freeCancellation: true }))).freeCancellation).toBe(
      true,
    );
    expect(activeFilterCount(filters({ freeCancellation: true }))).toBe(1);
  });

  it('keeps only buses with women-reserved seats when women-friendly is on', () => {
    expect(isWomenFriendly(buses[1]!)).toBe(false);
    expect(ids(applyFilters(buses, filters({ womenFriendly: true })))).toEqual(['a', 'c']);
  });

  it('counts each choice in the results, A to Z, given the other filters', () => {
    expect(filterCounts(buses, EMPTY_FILTERS)).toEqual({
      operators: [
        { name: 'ASTC', count: 2 },
        { name: 'Blue Hill Travels', count: 1 },
      ],
      boardingPoints: [
        { name: 'ISBT Guwahati', count: 2 },
        { name: 'Khanapara', count: 2 },
        { name: 'Paltan Bazaar', count: 1 },
      ],
      droppingPoints: [
        { name: 'Baruah Chariali', count: 2 },
        { name: 'Jorhat ASTC', count: 2 },
      ],
      womenFriendly: 2,
      freeCancellation: 3,
    });
    // AC only: bus a drops out of every count; an operator choice does not hide the other operators
    const counts = filterCounts(buses, filters({ busType: 'ac', operators: ['ASTC'] }));
    expect(counts.operators).toEqual([
      { name: 'ASTC', count: 1 },
      { name: 'Blue Hill Travels', count: 1 },
    ]);
    // every point of the results stays listed, at 0 when the other filters leave none of its buses
    expect(counts.boardingPoints).toEqual([
      { name: 'ISBT Guwahati', count: 1 },
      { name: 'Khanapara', count: 0 },
      { name: 'Paltan Bazaar', count: 0 },
    ]);
    expect(counts.womenFriendly).toBe(1);
  });

  it('keeps a chosen name the results lack, with 0, so it can be unticked', () => {
    expect(filterCounts(buses, filters({ operators: ['Gone Travels'] })).operators).toContainEqual({
      name: 'Gone Travels',
      count: 0,
    });
  });
});

describe('priceBounds', () => {
  it('gives the cheapest and dearest fare in whole rupees', () => {
    expect(priceBounds([bus('a', { price: 650.5 }), bus('b', { price: 420 }), bus('c', { price: 1199.2 })])).toEqual({
      min: 420,
      max: 1200,
    });
    expect(priceBounds([bus('a', { price: 800 })])).toEqual({ min: 800, max: 800 });
  });

  it('is null without buses', () => {
    expect(priceBounds([])).toBeNull();
  });
});

describe('active filters', () => {
  it('counts the price range once and each chosen bucket and amenity', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(activeFilterCount(filters({ minPrice: 500, maxPrice: 900 }))).toBe(1);
    expect(
      activeFilterCount(
        filters({
          maxPrice: 900,
          busType: 'nonac',
          departureTime: ['morning', 'evening'],
          seatPreference: 'sleeper',
          amenities: ['wifi'],
        }),
      ),
    ).toBe(6);
    expect(hasActiveFilters(filters({ amenities: ['blanket'] }))).toBe(true);
  });
});

describe('filters in the URL', () => {
  const base = () => new URLSearchParams('source=117&destination=101&date=2026-12-01&womenBooking=true');

  it('leaves a plain search URL plain', () => {
    expect(filtersToSearchParams(EMPTY_FILTERS, 'relevance', base()).toString()).toBe(base().toString());
    expect(filtersToSearchParams(EMPTY_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter and the sort, keeping the route and date', () => {
    const chosen = filters({
      minPrice: 500,
      maxPrice: 1200,
      busType: 'ac',
      departureTime: ['morning-late', 'evening'],
      seatPreference: 'sleeper',
      amenities: ['wifi', 'blanket'],
    });
    const params = filtersToSearchParams(chosen, 'price', base());
    expect(params.get('source')).toBe('117');
    expect(params.get('womenBooking')).toBe('true');
    expect(params.get('departureTime')).toBe('morning-late,evening');
    expect(params.get('amenities')).toBe('wifi,blanket');
    expect(params.get('sort')).toBe('price');
    const reread = new URLSearchParams(params.toString());
    expect(filtersFromSearchParams(reread)).toEqual(chosen);
    expect(sortFromSearchParams(reread)).toBe('price');
  });

  it('repeats the name parameters, so names with commas survive', () => {
    const chosen = filters({
      operators: ['Blue Hill Travels', 'Sharma, Sons & Co'],
      boardingPoints: ['Paltan Bazaar'],
      droppingPoints: ['Jorhat ASTC', 'Baruah Chariali'],
      womenFriendly: true,
    });
    const params = filtersToSearchParams(chosen, 'relevance', base());
    expect(params.getAll('operator')).toEqual(['Blue Hill Travels', 'Sharma, Sons & Co']);
    expect(params.getAll('droppingPoint')).toEqual(['Jorhat ASTC', 'Baruah Chariali']);
    expect(params.get('womenFriendly')).toBe('true');
    expect(filtersFromSearchParams(new URLSearchParams(params.toString()))).toEqual(chosen);
    expect(filtersToSearchParams(EMPTY_FILTERS, 'relevance', params).toString()).toBe(base().toString());
    expect(activeFilterCount(chosen)).toBe(6);
  });

  it('ignores empty and repeated names', () => {
    const params = new URLSearchParams('operator=&operator=%20ASTC%20&operator=ASTC&womenFriendly=yes');
    expect(filtersFromSearchParams(params)).toEqual(filters({ operators: ['ASTC'] }));
  });

  it('removes filters that were cleared', () => {
    const withFilters = filtersToSearchParams(filters({ busType: 'ac', amenities: ['wifi'] }), 'rating', base());
    const cleared = filtersToSearchParams(EMPTY_FILTERS, 'relevance', withFilters);
    expect(cleared.toString()).toBe(base().toString());
  });

  it('reads no filters from a bare URL', () => {
    expect(filtersFromSearchParams(base())).toEqual(EMPTY_FILTERS);
    expect(sortFromSearchParams(base())).toBe('relevance');
  });

  it('ignores unknown and malformed values', () => {
    const params = new URLSearchParams(
      'minPrice=abc&maxPrice=-5&busType=luxury&departureTime=noon,evening,evening&seatPreference=bunk&amenities=wifi,pool&sort=cheapest',
    );
    expect(filtersFromSearchParams(params)).toEqual(filters({ departureTime: ['evening'], amenities: ['wifi'] }));
    expect(sortFromSearchParams(params)).toBe('relevance');
  });

  it('puts a reversed price range the right way round', () => {
    const params = new URLSearchParams('minPrice=900&maxPrice=300');
    expect(filtersFromSearchParams(params)).toMatchObject({ minPrice: 300, maxPrice: 900 });
  });
});
