import { remoteViteConfig } from '@jatra/shared/vite';
import { defineConfig } from 'vite';

export default defineConfig(remoteViteConfig('booking'));
