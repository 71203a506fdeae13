/**
 * Content negotiation for compressed answers, the same for the web servers and the API: brotli for browsers
 * that accept it, gzip for the others. Node only (zlib): never imported by a page.
 */
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Browsers send a handful of distinct headers: each is read once (a bounded few, not whatever a client sends). */
const picked = new Map<string, Encoding | null>();
const PICKS_REMEMBERED = 64;

/** The encoding to answer with: brotli when accepted, else gzip, else none (`q=0` refuses one). */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  if (acceptEncoding === undefined) return null;
  const header = String(acceptEncoding);
  let encoding = picked.get(header);
  if (encoding === undefined) {
    encoding = readAcceptEncoding(header);
    if (picked.size < PICKS_REMEMBERED) picked.set(header, encoding);
  }
  return encoding;
}

function readAcceptEncoding(acceptEncoding: string): Encoding | null {
  const accepted = new Set<string>();
  for (const item of acceptEncoding.split(',')) {
    const [name, ...params] = item.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Fast enough for a request (about 40 ms for 600 KB of JavaScript), smaller than gzip still. */
export function compressBody(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : zlib.gzipSync(body, { level: 6 });
}
