import { describeHostContract, respond } from '@jatra/shared/testing';
import App from './App';

const SETTINGS = {
  commission_rate: 10,
  booking_fee: 50,
  cancellation_fee: 100,
  support_email: 'support@jatra.in',
  support_phone: '+91 361 246 8000',
  updated_at: '2026-10-05T04:30:00.000Z',
};

// an admin's settings page, in the admin area's own layout
describeHostContract(App, {
  path: '/admin/settings',
  heading: 'Settings',
  api: {
    'GET /api/admin/settings': () => respond({ result: SETTINGS }),
    'GET /api/admin/sync': () => respond({ result: [] }),
  },
  host: {
    user: { id: 'a-1', email: 'admin@jatra.local', phone: null, fullName: 'Asha Admin', role: 'admin' },
    getAccessToken: async () => 'token',
  },
});
