/**
 * Compiles a frontend's catalogues as Vite builds them: each ICU message becomes the tokens Lingui's runtime
 * interprets, so no message parser ships to a browser. The output is still JSON (Vite's JSON plugin then makes it
 * a module), so a catalogue imports the same way in a build, a server bundle and a test.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { asCompiled } from './catalogues';

/** Where catalogues live in every frontend and in @jatra/shared: `…/i18n/messages/<locale>.json`. */
export const CATALOGUE_FILE = /[\\/]i18n[\\/]messages[\\/][a-z]{2}\.json$/;

export function compileCatalogue(source: string): string {
  const messages = JSON.parse(source) as Record<string, string>;
  return JSON.stringify(
    Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, asCompiled(compileMessage(message))])),
  );
}

export const catalogueCompiler = (): Plugin => ({
  name: 'jatra-catalogue-compiler',
  enforce: 'pre',
  transform: (code, id) => (CATALOGUE_FILE.test(id) ? { code: compileCatalogue(code), map: null } : undefined),
});
