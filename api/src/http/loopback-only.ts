import type { RequestHandler } from 'express';
import { notFoundHandler } from './error-handler';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`, how a dual-stack socket reports IPv4). */
export function isLoopback(address: string | undefined): boolean {
  return address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address ?? '');
}

/**
 * For what only this machine may use, even in development (the dev mailbox, the test clock, the simulators'
 * test controls): other clients get the answer of a path that does not exist. The socket's peer must be this
 * machine, and so must the client a trusted proxy on it names (`req.ip`: an untrusted peer cannot move it):
 * else the launcher's proxy would let any client it serves through.
 */
export const loopbackOnly: RequestHandler = (req, res, next) => {
  if (isLoopback(req.socket.remoteAddress) && isLoopback(req.ip)) next();
  else notFoundHandler(req, res, next);
};
