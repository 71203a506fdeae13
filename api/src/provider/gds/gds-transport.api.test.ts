import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider } from '../../../test/api-test-kit';
import { createHttpTransport } from './gds-transport';

describe('the GDS client’s HTTP transport', () => {
  const ports: number[] = [];
  const bodies: { length: string | undefined; body: string }[] = [];
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  const transport = createHttpTransport();
  const call = (path: string, init: { method?: 'GET' | 'POST'; body?: string; timeoutMs?: number } = {}) =>
    transport({
      method: init.method ?? 'GET',
      url: `${provider.baseUrl}${path}`,
      headers: { Accept: 'application/json', 'Accept-Encoding': 'gzip' },
      body: init.body,
      timeoutMs: init.timeoutMs ?? 2000,
    });

  beforeAll(async () => {
    provider = await startFakeProvider((req, res) => {
      ports.push(req.socket.remotePort ?? 0);
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        bodies.push({ length: req.headers['content-length'], body: Buffer.concat(chunks).toString() });
        if (req.url === '/gzip') {
          res.writeHead(200, { 'Content-Encoding': 'gzip' }).end(gzipSync('{"result":"बस"}'));
        } else if (req.url === '/slow') {
          setTimeout(() => res.end('{}'), 500);
        } else {
          res.writeHead(req.url === '/missing' ? 404 : 200).end('{"result":[1]}');
        }
      });
    });
  });
  afterAll(() => provider.close());

  it('answers the status and the text, over one kept-alive connection', async () => {
    ports.length = 0;
    expect(await call('/a')).toEqual({ status: 200, text: '{"result":[1]}' });
    expect(await call('/missing')).toEqual({ status: 404, text: '{"result":[1]}' });
    expect(new Set(ports).size).toBe(1);
  });

  it('decodes a gzip answer', async () => {
    expect((await call('/gzip')).text).toBe('{"result":"बस"}');
  });

  it('sends a body with its length', async () => {
    bodies.length = 0;
    await call('/post', { method: 'POST', body: '{"seat":"L1","name":"অসম"}' });
    expect(bodies).toEqual([
      { length: String(Buffer.byteLength('{"seat":"L1","name":"অসম"}')), body: '{"seat":"L1","name":"অসম"}' },
    ]);
  });

  it('gives up after the timeout with a TimeoutError', async () => {
    await expect(call('/slow', { timeoutMs: 100 })).rejects.toMatchObject({ name: 'TimeoutError' });
    // the connection of the abandoned call is not reused for the next
    expect(await call('/a')).toMatchObject({ status: 200 });
  });

  it('rejects a refused connection as a network failure, not a timeout', async () => {
    const refused = await transport({ method: 'GET', url: 'http://127.0.0.1:9/x', headers: {}, timeoutMs: 2000 }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).name).not.toBe('TimeoutError');
  });
});
