// @ts-check
/**
 * Bundles one of our TypeScript programs into a single JavaScript file plain Node runs, so nothing compiles
 * TypeScript while the product runs (tsx stays for `npm run dev` and the tests). Plain JavaScript because
 * `npm start` uses it before anything can compile TypeScript.
 *
 * Our own code (the program and @jatra/shared) goes inside; packages stay outside and load from node_modules
 * as they do from the sources. `node scripts/launcher/bundle.mjs <entry.ts> <out.js>` from a workspace.
 */
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

/** @type {esbuild.Plugin} */
const ownCodeInside = {
  name: 'jatra-own-code-inside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      // a package's stylesheet is read (as nothing) rather than left for Node, which cannot import it
      args.path.startsWith('@jatra/') || args.kind === 'entry-point' || args.path.endsWith('.css')
        ? undefined
        : { external: true },
    );
  },
};

/**
 * A module finds files next to its source (`path.resolve(import.meta.dirname, '../../drizzle')`); inside the
 * bundle `import.meta.dirname` is the bundle's folder, so each use is pointed back at its source's folder.
 * @param {string} outDir
 * @returns {esbuild.Plugin}
 */
const sourceDirnames = (outDir) => ({
  name: 'jatra-source-dirnames',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const source = fs.readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.dirname')) return undefined;
      const fromBundle = path.relative(outDir, path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.dirname',
          `(import.meta.dirname + ${JSON.stringify(`/${fromBundle}`)})`,
        ),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
});

/**
 * Writes the bundle (and its source map) through a temporary file, so several launchers starting at once
 * never import a half-written one.
 * `selfContained`: the packages go inside too, for a program that runs away from this checkout's node_modules
 * (a release's first-view module, run from the release store).
 * @param {{ entry: string; outfile: string; selfContained?: boolean }} options paths absolute or relative to the
 *   working folder
 */
export async function bundleNodeProgram({ entry, outfile, selfContained = false }) {
  const out = path.resolve(outfile);
  const result = await esbuild.build({
    entryPoints: [path.resolve(entry)],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node}`,
    sourcemap: 'linked',
    sourcesContent: false,
    write: false,
    logLevel: 'warning',
    // said here, not left to the nearest tsconfig: a team's copy of a remote built elsewhere may have none
    jsx: 'automatic',
    // a remote's server module draws its pages: their styles are the browser's, served from the remote's origin
    loader: { '.css': 'empty' },
    plugins: selfContained ? [sourceDirnames(path.dirname(out))] : [ownCodeInside, sourceDirnames(path.dirname(out))],
    // the packages written in CommonJS ask for Node's own modules with require(), which an ES module lacks
    banner: selfContained
      ? {
          js: "import { createRequire as __jatraRequire } from 'node:module'; const require = __jatraRequire(import.meta.url);",
        }
      : undefined,
  });
  fs.mkdirSync(path.dirname(out), { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
  // esbuild keeps a service process for the next build; a launcher builds once
  await esbuild.stop();
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [entry, outfile, option] = process.argv.slice(2);
  if (!entry || !outfile || (option && option !== '--self-contained')) {
    process.stderr.write('usage: node scripts/launcher/bundle.mjs <entry.ts> <out.js> [--self-contained]\n');
    process.exit(2);
  }
  await bundleNodeProgram({ entry, outfile, selfContained: option === '--self-contained' });
}
