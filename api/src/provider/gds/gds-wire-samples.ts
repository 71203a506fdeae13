/**
 * Golden wire samples: the provider's answers as public client code shows them (docs/gds-wire.md),
 * written by neither our adapter nor the simulator. The contract test reads each with the adapter
 * and holds the simulator's answers to the same shape. Where a whole sample was seen it is copied as
 * seen; where only the parts were (the availability positions, the schedule detail's fields and cell
 * formats) the sample is put together from those parts and values.
 */

/** cities.json, as seen. */
export const CITIES = {
  result: [
    ['id', 'name', 'origin_count', 'destination_count'],
    [101, 'Alpha City', 12, 9],
    [102, 'Beta Town', 4, 7],
  ],
};

/** schedules/…json, as seen (columns cut down). */
export const SCHEDULES = {
  result: [
    ['id', 'operator_service_name', 'bus_type', 'dep_time', 'available_seats', 'fare_str', 'status', 'boarding_stages'],
    [2026031400017, 'Example Travels', '2+2, Seater, AC', '21:30', 23, 'ST:650.0', 'New', '3101|21:30'],
  ],
  stage_names: { '3101': 'Central Stand' },
  processed_schedules_count: 1,
};

/**
 * availabilities/…json, positions 0-12. No header was seen for positions 2 (available seat count) and 4 (fare
 * string, whose form was not seen either: here one price, as `show_fare_screen` may be); `available_seats`
 * and `fare` are our names for them. Values: a seen schedule id and `updated_at`, a seen operator, the seat
 * list with its leading comma and the GST of a seen seat map.
 */
export const AVAILABILITIES = {
  result: [
    [
      'route_id',
      'schedule_id',
      'available_seats',
      'status',
      'fare',
      'updated_at',
      'origin_id',
      'destination_id',
      'travel_id',
      'available',
      'ladies_seats',
      'gents_seats',
      'available_gst',
    ],
    [
      4021,
      2025022311390,
      2,
      'New',
      '1000.0',
      '2025-02-03 12:40:16 UTC',
      101,
      102,
      21,
      ',U1|1000.0,L1|1000.0',
      '',
      '',
      'U1|50.0,L1|50.0',
    ],
  ],
};

/**
 * schedule/{id}.json's fields with seen values: the interleaved coach, `available` with its leading
 * comma, a made-up boarding stage, `fares_hash` with string values, a JSON-encoded `amenities` and an
 * operator's cancellation bands; the drop-off stage is written in the same form.
 */
export const SCHEDULE_DETAIL = {
  result: {
    id: '2025022311390',
    name: 'Alpha City - Beta Town',
    service_name: 'Example Travels',
    travels_name: 'Example Travels',
    origin_id: 101,
    destination_id: 102,
    travel_id: 21,
    travel_date: '2025-02-23',
    dep_time: '21:30',
    arr_time: '05:10',
    duration: '07:40',
    bus_type: 'A/C Sleeper (2+1)',
    cost: 'SLB:1000.0',
    can_cancel: true,
    status: 'New',
    amenities: '["WiFi","Pillow"]',
    via: '',
    is_ac_bus: true,
    service_tax_percent: 5.0,
    cancellation_policies: '0-24|100,24-720|30',
    bus_layout: {
      total_seats: 7,
      coach_details: 'U1|SUB-L1|SLB-|.GY-L2|DLB-L3|DLB-U2|DUB-U3|DUB',
      available: ',U1|1000.0,L1|1000.0',
      available_gst: 'U1|50.0,L1|50.0',
      ladies_seats: '',
      gents_seats: '',
      ladies_booked_seats: '',
      gents_booked_seats: '',
      boarding_stages: '3101|21:30|12 Market Road|Opp. Fuel Station|9000000001|Central Stand|1|',
      dropoff_stages: '3202|05:10|4 Station Road|Near Clock Tower|9000000002|Beta Stand|2|',
      floor: '',
      fares_hash: { SLB: { Adult: '1000' }, SUB: { Adult: '1000' } },
    },
  },
};

/** tentative_booking's success, with the PNR and operator PNR of the confirm example below. */
export const TENTATIVE = { result: { ticket_details: { pnr_number: 'TS2603140930150001ABCD', operator_pnr: '5521' } } };

/** confirm_booking's answer, a compact example. */
export const CONFIRMED = {
  result: {
    ticket_details: {
      ticket_status: 'Confirmed',
      ticket_number: 'TS2603140930150001ABCD',
      operator_pnr: '5521',
      travel_date: '2026-03-14',
      seat_numbers: '12',
      total_fare: 682.5,
      seat_fare_details: [{ seat_detail: { seat_number: '12', fare: 650, service_tax: 32.5 } }],
      issued_on: 1773460215,
    },
    operator_gst_details: { igst_percentage: 5, igst_amount: 32.5 },
  },
};

/** booking_details of a tentative PNR, as seen. */
export const NOT_CONFIRMED = { response: { code: '411', message: 'Ticket Not Confirmed' } };

/** can_cancel, as seen. */
export const CAN_CANCEL = {
  result: {
    is_ticket_cancellable: {
      is_cancellable: true,
      cancellation_charges: 97.5,
      cancel_percent: 15,
      refund_amount: 552.5,
    },
  },
};
