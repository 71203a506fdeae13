/** The hash by which the Content-Security-Policy allows the one inline module of a page drawn first. */
import crypto from 'node:crypto';
import { SCRIPTS_AFTER_PAINT_LOADER } from '@jatra/shared/first-view';

export const SCRIPTS_AFTER_PAINT_HASH = `'sha256-${crypto.createHash('sha256').update(SCRIPTS_AFTER_PAINT_LOADER).digest('base64')}'`;
