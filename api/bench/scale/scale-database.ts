/**
 * The database a scale run reads: a fresh copy of a template database (the quick way: a data set made once,
 * copied file by file), or a data set generated into a new database by `npm run scale:generate`. Either is
 * dropped afterwards: the run changes it (sign-ins, the sweeps' work).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

export interface ScaleDatabase {
  url: string;
  /** how it was made, for the report */
  source: string;
  seconds: number;
  drop(): Promise<void>;
}

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** A statement on the server's maintenance database (CREATE and DROP DATABASE cannot run in the one named). */
async function onServer(serverUrl: URL, statement: string): Promise<void> {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseAt(serverUrl: URL, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

function dropper(serverUrl: URL, name: string): () => Promise<void> {
  return () => onServer(serverUrl, `drop database if exists ${quoted(name)} with (force)`);
}

/** A copy of the template database `templateUrl` names, beside it on its server. */
export async function copyTemplate(templateUrl: string, name: string): Promise<ScaleDatabase> {
  const server = new URL(templateUrl);
  const template = decodeURIComponent(server.pathname.slice(1));
  const started = performance.now();
  await dropper(server, name)();
  // file by file: far quicker than the default WAL-logged copy for a database of gigabytes
  await onServer(server, `create database ${quoted(name)} template ${quoted(template)} strategy file_copy`);
  return {
    url: databaseAt(server, name),
    source: `a copy of the template database \`${template}\``,
    seconds: Math.round((performance.now() - started) / 1000),
    drop: dropper(server, name),
  };
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} ended with ${code}`)),
    );
  });
}

/** A new database `name` on the server `serverUrl` names, filled by the generator at `size` (full, small, or a factor). */
export async function generateScaleDatabase(serverUrl: string, name: string, size: string): Promise<ScaleDatabase> {
  const server = new URL(serverUrl);
  const started = performance.now();
  await dropper(server, name)();
  await onServer(server, `create database ${quoted(name)}`);
  const url = databaseAt(server, name);
  try {
    await run('npm', ['run', '--silent', 'scale:generate', '--', '--size', size, '--database-url', url]);
  } catch (error) {
    await dropper(server, name)();
    throw error;
  }
  return {
    url,
    source: `generated (size ${size})`,
    seconds: Math.round((performance.now() - started) / 1000),
    drop: dropper(server, name),
  };
}
