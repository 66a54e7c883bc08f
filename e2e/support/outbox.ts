/**
 * Where the outbox would mail a queued contact message now: the API's own query (the one its
 * worker sends by), run against this run's database in a child process, as `npm run users` is in
 * support/admin.ts. The e2e server has no SMTP_URL, so messages stay queued and this is the way to
 * see their routing.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

// CommonJS, as the API's sources are (tsx compiles them on require).
const SCRIPT = `
const { createOutboxRepository } = require('./api/src/plugins/app/contact/outbox-repository');
const { openDatabase } = require('./api/src/plugins/external/db');
(async () => {
  const db = openDatabase(process.env.DATABASE_PATH);
  const message = await createOutboxRepository(db).findForSending(process.argv[1]);
  await db.destroy();
  process.stdout.write(JSON.stringify(message));
})();
`;

/** The address the queued message `id` goes to when it is sent. */
export function recipientOf(id: string, baseURL: string): string {
  const databasePath = join(root, 'data', `e2e-${new URL(baseURL).port}`, 'site.db');
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--eval', SCRIPT, id], {
    cwd: root,
    env: { ...process.env, DATABASE_PATH: databasePath, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  return (JSON.parse(out) as { recipientEmail: string }).recipientEmail;
}

const BY_SUBJECT = `
const { openDatabase } = require('./api/src/plugins/external/db');
(async () => {
  const db = openDatabase(process.env.DATABASE_PATH);
  const rows = await db.selectFrom('contact_messages').select(['id', 'name', 'email', 'contact_type', 'status']).where('subject', '=', process.argv[1]).execute();
  await db.destroy();
  process.stdout.write(JSON.stringify(rows));
})();
`;

/** The outbox's messages with this subject (a test makes its subject unique to find its own). */
export function queuedWithSubject(subject: string, baseURL: string): Array<{ id: string; name: string; email: string; contact_type: string; status: string }> {
  const databasePath = join(root, 'data', `e2e-${new URL(baseURL).port}`, 'site.db');
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--eval', BY_SUBJECT, subject], {
    cwd: root,
    env: { ...process.env, DATABASE_PATH: databasePath, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  return JSON.parse(out) as ReturnType<typeof queuedWithSubject>;
}
