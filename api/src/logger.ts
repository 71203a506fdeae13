import pino, { type Logger } from 'pino';

/** What a failed query tells of itself that holds no request data: PostgreSQL's SQLSTATE and where it failed. */
const DATABASE_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'dataType', 'constraint'] as const;

type Link = Error & { query?: unknown; params?: unknown } & Partial<Record<(typeof DATABASE_FIELDS)[number], unknown>>;

const isQueryFailure = (error: Link) => typeof error.query === 'string' && Array.isArray(error.params);
const isDatabaseError = (error: Link) => typeof error.severity === 'string' && typeof error.code === 'string';
/**
 * PostgreSQL quotes the value it refused in the message of a data exception (SQLSTATE class 22) or an
 * integrity violation (23); other classes (a lost connection, a deadlock, a full disk) say only what happened.
 */
const quotesData = (sqlState: string) => sqlState.startsWith('22') || sqlState.startsWith('23');

function causes(error: Error): Link[] {
  const chain: Link[] = [];
  for (let link: unknown = error; link instanceof Error && chain.length < 5; link = link.cause) chain.push(link);
  return chain;
}

/** The frames of a stack, without its first lines: they repeat the message. */
const frames = (stack: string | undefined) => (stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));

function withoutData(link: Link): Record<string, unknown> {
  let type = link.constructor.name;
  let message = link.message;
  const fields: Record<string, unknown> = {};
  if (isQueryFailure(link)) {
    // drizzle (and PGlite) write the parameters into the error: "Failed query: …\nparams: …"
    message = `Failed query: ${link.query as string}`;
    fields.query = link.query;
  }
  if (isDatabaseError(link)) {
    // PGlite's class name is minified
    type = 'DatabaseError';
    const code = link.code as string;
    // PGlite's own error carries the query too: PostgreSQL's words come first
    message = quotesData(code) ? `database error ${code}` : link.message;
    for (const field of DATABASE_FIELDS) if (link[field] !== undefined) fields[field] = link[field];
  }
  return { type, message, ...fields, stack: [`${type}: ${message}`, ...frames(link.stack)].join('\n') };
}

/**
 * pino's error serializer, except for a failed database query: drizzle's error carries the query's parameters
 * (the request's data: a name, an e-mail, a NUL someone sent) in its message and stack, PostgreSQL's quotes the
 * refused value. Those are logged by their SQL (placeholders only) and PostgreSQL's fields, causes included.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const chain = causes(error);
  if (!chain.some((link) => isQueryFailure(link) || isDatabaseError(link))) return pino.stdSerializers.err(error);
  let serialized: Record<string, unknown> | undefined;
  for (const link of chain.reverse()) serialized = { ...withoutData(link), ...(serialized && { cause: serialized }) };
  return serialized;
}

/**
 * Lines are gathered up to this many bytes before one write: a write per request line was a quarter of the CPU
 * of a cached search. pino flushes them when the process exits, crash included; a SIGKILL loses at most these.
 * A quiet server's lines go out within the interval.
 */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_INTERVAL_MS = 1000;

/** `dest`: a file descriptor or path (the bench's API logs as production does, to /dev/null). */
export function createLogger(level: string, pretty: boolean, dest: number | string = 1): Logger {
  const options = {
    level,
    serializers: { err: serializeError },
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["api-key"]'],
  };
  if (pretty) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
    });
  }
  const destination = pino.destination({ dest, sync: false, minLength: LOG_BUFFER_BYTES });
  setInterval(() => destination.flush(), LOG_FLUSH_INTERVAL_MS).unref();
  return pino(options, destination);
}
