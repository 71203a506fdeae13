/**
 * Brotli for browsers that accept it, gzip for the others. A file is compressed once: at build time at the
 * highest quality (`precompress`, next to the file as `.br` and `.gz`), else on its first request at a quality
 * fast enough to answer at once, kept in memory until the file changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { compressBody, type Encoding } from '@jatra/shared/content-encoding';

/** Text formats; images and fonts are compressed already. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map', '.txt']);

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

const cache = new Map<string, { mtimeMs: number; size: number; body: Buffer }>();

/** A compressed copy next to the file counts only if written after it: a redeployed file has none yet. */
function precompressed(filePath: string, stat: fs.Stats, encoding: Encoding): Buffer | null {
  const copy = `${filePath}${SUFFIX[encoding]}`;
  const copyStat = fs.statSync(copy, { throwIfNoEntry: false });
  return copyStat && copyStat.mtimeMs >= stat.mtimeMs ? fs.readFileSync(copy) : null;
}

export function compressedFile(filePath: string, stat: fs.Stats, encoding: Encoding): Buffer {
  const key = `${encoding} ${filePath}`;
  const cached = cache.get(key);
  if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.body;
  const body = precompressed(filePath, stat, encoding) ?? compressBody(fs.readFileSync(filePath), encoding);
  cache.set(key, { mtimeMs: stat.mtimeMs, size: stat.size, body });
  return body;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Writes `.br` (quality 11) and `.gz` (level 9) next to every file of a build worth compressing. */
export async function precompress(dir: string): Promise<void> {
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  // zlib's asynchronous calls run on libuv's threads: the files compress side by side
  await Promise.all(
    files.map(async (file) => {
      const body = fs.readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: 9 }),
      ]);
      fs.writeFileSync(`${file}${SUFFIX.br}`, br);
      fs.writeFileSync(`${file}${SUFFIX.gzip}`, gz);
    }),
  );
}
