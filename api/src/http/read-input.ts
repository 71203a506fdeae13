import { unescape } from 'node:querystring';
import express, { type RequestHandler } from 'express';
import { INPUT_MESSAGES, hasForbiddenCharacters, inputProblem, type InputProblem } from '@jatra/shared';

/** Percent-decoded as Express decodes path parameters and the query string; malformed escapes stay as they are. */
function urlProblem(url: string): InputProblem | undefined {
  // a raw control character never gets this far: Node's HTTP parser refuses it in the request line
  if (!url.includes('%')) return undefined;
  return hasForbiddenCharacters(unescape(url)) ? 'forbiddenCharacters' : undefined;
}

/**
 * How every router of the API (`/api`, `/auth/v1`) reads a request: its JSON body, up to `limit`, then one check
 * of all the caller sent (path, query string, body and its keys) against INPUT_LIMITS, before any route runs:
 * no route hands the database a NUL or a lone surrogate, or walks a body nested 5,000 deep. `refuse` makes
 * the router's own 400 (the API's error shape, or GoTrue's).
 */
export function readInput(options: { limit: string; refuse: (message: string) => Error }): RequestHandler[] {
  const check: RequestHandler = (req, _res, next) => {
    const problem = urlProblem(req.url) ?? inputProblem(req.body);
    next(problem ? options.refuse(INPUT_MESSAGES[problem]) : undefined);
  };
  return [express.json({ limit: options.limit }), check];
}
