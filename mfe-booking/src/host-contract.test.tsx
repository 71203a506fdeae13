import { describeHostContract, respond, sampleBookingRecord } from '@jatra/shared/testing';
import App from './App';

const booking = sampleBookingRecord();

// the payment page of a booking held for the traveller: it reads the support contact and follows the payment
// through optional members a 1.0 shell does not have
describeHostContract(App, {
  path: `/payment?pnr=${booking.pnr_number}`,
  heading: 'Payment summary',
  api: { [`GET /api/bookings/${booking.pnr_number}`]: () => respond({ result: booking }) },
  host: { getAccessToken: async () => 'token' },
});
