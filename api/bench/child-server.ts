/**
 * A server of the bench in a process of its own: forked with tsx, it says where it listens over IPC
 * and goes when the bench disconnects. `serve()` is the child's side, `forkServer()` the bench's.
 */
import { fork } from 'node:child_process';

export interface ChildServer {
  url: string;
  pid: number;
  /** a request to the child's `onRequest`, and its answer */
  ask<T>(request: unknown): Promise<T>;
  close(): Promise<void>;
}

export async function forkServer(file: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const child = fork(file, ['--serve'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`${file} ended (${code}) before it served`)));
  });
  return {
    url,
    pid: child.pid!,
    ask: (request) =>
      new Promise((resolve) => {
        child.once('message', (answer) => resolve(answer as never));
        child.send(request as object);
      }),
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}

/** The child's side: tell the bench the URL, answer its requests, and close when it goes. */
export function serve(
  url: string,
  close: () => Promise<void>,
  onRequest: (request: unknown) => Promise<unknown> = async () => undefined,
): void {
  process.on('message', (request) => void onRequest(request).then((answer) => process.send?.(answer ?? {})));
  process.send?.({ url });
  process.once('disconnect', () => void close().then(() => process.exit(0)));
}
