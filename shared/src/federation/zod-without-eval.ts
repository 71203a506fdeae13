/**
 * zod as every browser bundle gets it (the Vite configs alias `zod` here). zod compiles object parsers with
 * `new Function` when it may, and merely probing for that is a violation of our Content-Security-Policy
 * (no 'unsafe-eval'), reported on every page that parses. Configured before any schema is built, it interprets
 * instead.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
