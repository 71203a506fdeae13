import { remoteViteConfig } from '@jatra/shared/vite';
import { defineConfig } from 'vite';
import { SEARCH_PAGES } from './src/pages';

export default defineConfig(
  remoteViteConfig('search', {
    pages: Object.values(SEARCH_PAGES),
  }),
);
