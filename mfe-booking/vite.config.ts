import { remoteViteConfig } from '@jatra/shared/vite';
import { defineConfig } from 'vite';
import { BOOKING_PAGES } from './src/pages';

export default defineConfig(
  remoteViteConfig('booking', {
    pages: Object.values(BOOKING_PAGES),
  }),
);
