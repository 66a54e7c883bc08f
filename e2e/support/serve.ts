/**
 * The composed site for one Playwright project: a fresh database for the run (removed here, when
 * the server starts, so merely loading the config — `--list`, say — deletes nothing), then the API
 * server itself, with its clock started at CLOCK_START.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';

const databasePath = process.env.DATABASE_PATH;
if (!databasePath) throw new Error('serve.ts: DATABASE_PATH is required');
rmSync(dirname(databasePath), { recursive: true, force: true });
mkdirSync(dirname(databasePath), { recursive: true });

void import('../../api/src/server');
