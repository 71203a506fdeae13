import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as sharedRouter from './shared-router';

const REPO = path.resolve(import.meta.dirname, '../../..');
const FRONTENDS = ['shell', 'mfe-search', 'mfe-booking', 'mfe-account', 'mfe-admin', 'shared'];

/**
 * The code that ships to the browser: tests and their kits (whatever imports vitest or Testing Library) and the
 * server's modules (`*.server.tsx`, the first views) use the package itself.
 */
const ships = (file: string) =>
  !/\.(test|server)\.tsx?$/.test(file) &&
  !/from '(vitest|@testing-library\/[\w-]+)'/.test(fs.readFileSync(file, 'utf8'));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && ships(file) ? [file] : [];
  });
}

/** The values (not types) a file imports from react-router-dom. */
function routerImports(source: string): string[] {
  return [...source.matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'react-router-dom'/g)]
    .filter((match) => !match[1])
    .flatMap((match) => match[2]!.split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]!);
}

describe('the shared react-router-dom', () => {
  it('exports every name the frontends import from it', () => {
    const missing = FRONTENDS.flatMap((workspace) =>
      sourceFiles(path.join(REPO, workspace, 'src')).flatMap((file) =>
        routerImports(fs.readFileSync(file, 'utf8'))
          .filter((name) => !(name in sharedRouter))
          .map((name) => `${path.relative(REPO, file)}: ${name}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('is imported only by name, so the check above sees every use', () => {
    const wholesale = FRONTENDS.flatMap((workspace) =>
      sourceFiles(path.join(REPO, workspace, 'src')).filter((file) =>
        /import\s+(\*\s+as\s+\w+|\w+)\s+from\s*'react-router-dom'/.test(fs.readFileSync(file, 'utf8')),
      ),
    );
    expect(wholesale).toEqual([]);
  });
});
