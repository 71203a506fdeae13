import { describe, expect, it } from 'vitest';
import { parseTicketToKeep, readKeptTicket } from './kept-ticket';

const details = {
  ticket_number: 'TS1',
  total_fare: 682.5,
  travels: 'Example Travels',
  service_tax_percent: '5',
  boarding_point_details: { landmark: 'Opp. Fuel Station', boarding_stage_address: '12 Market Road' },
  seat_fare_details: [{ seat_detail: { seat_number: 12, fare: '650.0', service_tax: 32.5 } }],
};

describe('kept ticket', () => {
  it('keeps the answer as sent and reads back from a confirm (object) or booking-details (array) answer', () => {
    const confirmed = parseTicketToKeep({
      result: { ticket_details: details, operator_gst_details: { igst_amount: 32.5 } },
    });
    expect(confirmed.kept).toEqual({ ticket_details: details, operator_gst_details: { igst_amount: 32.5 } });
    for (const kept of [confirmed.kept, { ticket_details: [details] }]) {
      expect(readKeptTicket(kept)).toMatchObject({
        travels: 'Example Travels',
        busType: '',
        serviceTaxPercent: 5,
        boarding: { landmark: 'Opp. Fuel Station', address: '12 Market Road', contactNumbers: '' },
        seats: [{ seatNumber: '12', fare: 650, serviceTax: 32.5, discount: 0 }],
      });
    }
  });

  it('reads nothing kept as empty', () => {
    expect(readKeptTicket(null)).toMatchObject({ travels: '', seats: [], dropping: { address: '' } });
  });
});
