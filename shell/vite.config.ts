import { hostViteConfig } from '@jatra/shared/vite';
import { defineConfig } from 'vite';

export default defineConfig(hostViteConfig());
