import { FEDERATION_SINGLETONS, HOST_API_VERSION } from '@jatra/shared';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, it } from 'vitest';
import { SHELL_CONTRACT } from './shell-contract';

/** The packages as the shell's own folder resolves them: the copies its build bundles. */
const installed = createRequire(path.resolve(import.meta.dirname, '../../package.json'));

it('names the HostApi it provides and the installed version of every shared singleton', () => {
  expect(SHELL_CONTRACT.hostApi).toBe(HOST_API_VERSION);
  expect(SHELL_CONTRACT.singletons).toEqual(
    Object.fromEntries(
      FEDERATION_SINGLETONS.map((name) => [name, (installed(`${name}/package.json`) as { version: string }).version]),
    ),
  );
});
