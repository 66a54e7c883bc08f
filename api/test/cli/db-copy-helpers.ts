/**
 * Helpers of the db:copy tests (db-copy*.pg.test.ts): the command run as its own process, as an
 * operator would, and empty PostgreSQL databases on the run's embedded cluster.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { apiRoot } from '../../src/lib/paths';
import { onDatabase, PG_URL_ENV } from '../db/embedded-pg';

const execute = promisify(execFile);
const CLI = path.join(apiRoot, 'src', 'cli', 'db-copy.ts');

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the command; `typedIn` is the folder the operator typed it in (npm passes it as INIT_CWD). */
export const dbCopy = (args: string[], typedIn = ''): Promise<Run> =>
  execute(process.execPath, ['--import', 'tsx', CLI, ...args], { env: { ...process.env, INIT_CWD: typedIn } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

/** A new database with nothing in it (not even migrated); `options` as CREATE DATABASE takes them. */
export async function emptyDatabase(name: string, options = ''): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env[PG_URL_ENV] ?? '';
  await onDatabase(admin, (client) => client.query(`CREATE DATABASE ${name} ${options}`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onDatabase(admin, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
