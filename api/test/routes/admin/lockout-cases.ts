/**
 * The lockout with two API instances on one database (lockout.test.ts: one SQLite file;
 * lockout.pg.test.ts: one PostgreSQL database). Wrong passwords sent to both at once get exactly as
 * many password checks as the limit allows, counted by the database: the last of them locks, every
 * other one is refused as locked, and no count is lost between the instances.
 */
import type { FastifyInstance } from 'fastify';

import { addUser } from '../../admin-helper';

const WRONG = 'Verkeerd-wachtwoord-1';

const signIn = (app: FastifyInstance, email: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/admin/session', payload: { email, password: WRONG }, remoteAddress: ip });

/** How many answers had each status, and how many wrong passwords the audit log counted. */
async function outcome(apps: FastifyInstance[], answers: Awaited<ReturnType<typeof signIn>>[]) {
  const statuses: Record<number, number> = {};
  for (const answer of answers) statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
  const checked = await apps[0]!.db.selectFrom('audit_log').select('action').where('action', '=', 'sign_in_failed').execute();
  const locks = await apps[0]!.db.selectFrom('audit_log').select('action').where('action', '=', 'account_locked').execute();
  return { statuses, checked: checked.length, locks: locks.length };
}

export function twoInstanceCases(instances: () => [FastifyInstance, FastifyInstance]) {
  it('checks exactly 5 of 12 wrong passwords for one address sent to two instances at once; the 5th locks, the rest wait', async () => {
    const apps = instances();
    await addUser(apps[0], 'scriba@example.org');
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(apps[i % 2]!, 'scriba@example.org', `198.51.100.${i + 1}`)));
    expect(await outcome(apps, answers)).toEqual({ statuses: { 401: 4, 429: 8 }, checked: 5, locks: 1 });
    for (const answer of answers.filter((a) => a.statusCode === 429)) {
      expect(answer.json()).toMatchObject({ code: 'locked', retryAfterMinutes: 15, message: expect.stringContaining('over 15 minuten opnieuw') });
    }
  });

  it('checks exactly 20 of 30 wrong passwords from one client over many addresses, spread over two instances', async () => {
    const apps = instances();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(apps[i % 2]!, `gok${i}@example.org`, '203.0.113.7')));
    expect(await outcome(apps, answers)).toEqual({ statuses: { 401: 19, 429: 11 }, checked: 20, locks: 1 });
  });

  it('loses no count between the instances: failures taken in turns on each lock at the 5th', async () => {
    const apps = instances();
    await addUser(apps[0], 'scriba@example.org');
    const turns = [];
    for (let i = 0; i < 6; i++) turns.push((await signIn(apps[i % 2]!, 'scriba@example.org', '203.0.113.7')).statusCode);
    expect(turns).toEqual([401, 401, 401, 401, 429, 429]);
  });
}
