import { BOOKING_MESSAGES, inEnglish } from '@jatra/shared';
import { describeHostContract, respond } from '@jatra/shared/testing';
import App from './App';

// a signed-in traveller's bookings, none yet
describeHostContract(App, {
  path: '/bookings',
  heading: inEnglish(BOOKING_MESSAGES.noBookings),
  api: { 'GET /api/bookings': () => respond({ result: [], next_cursor: null }) },
  host: {
    user: { id: 'u-1', email: 'anjali@example.in', phone: null, fullName: 'Anjali Bora', role: 'user' },
    getAccessToken: async () => 'token',
  },
});
