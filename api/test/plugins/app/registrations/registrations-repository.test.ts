/**
 * The sign-up repository on both databases (the PostgreSQL run takes every `*-repository.test.ts`):
 * seats counted under the list's lock, so sign-ups taken at the same moment never confirm one seat
 * too many and are numbered in commit order; the waitlist's order when seats free up; one live
 * sign-up per address; the mails queued once per sign-up and kind. No SMTP: the mails stay queued.
 */
import { holdClockAt, now, startClockAt } from '../../../../src/lib/clock';
import type { Target } from '../../../../src/plugins/app/registrations/registration-targets';
import { TEST_NOW } from '../../../setup-clock';
import { addUser } from '../../../admin-helper';
import { useApp } from '../../../helper';

const DAY = 86_400_000;
const ORIGIN = 'https://kerk.example.nl';

describe('sign-ups counted in the database', () => {
  const app = useApp();
  let target: Target;

  beforeEach(async () => {
    holdClockAt(TEST_NOW);
    await app().ready();
    const { id } = await app().db.selectFrom('services').select('id').orderBy('id').executeTakeFirstOrThrow();
    await app()
      .db.updateTable('services')
      .set({ starts_at: new Date(now().getTime() + 7 * DAY).toISOString(), signups: 1, signup_seats: 20, signup_max_seats: 6 })
      .where('id', '=', id)
      .execute();
    target = (await app().registrations.repository.findTarget('service', id))!;
  });
  afterEach(() => startClockAt(TEST_NOW));

  const repository = () => app().registrations.repository;
  const signUp = (n: number, seats = 1) => repository().signUp(target, { name: `Lid ${n}`, email: `lid${n}@example.org`, seats, answer: '' }, ORIGIN, now());
  const rows = () => app().db.selectFrom('registrations').select(['seq', 'email', 'seats', 'status']).orderBy('seq').execute();

  it('takes 50 sign-ups at once for 20 seats: exactly 20 confirmed, 30 waiting, numbered 1 to 50 without a gap', async () => {
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, n) => signUp(n)));
    const answers = outcomes.map((o) => (o.kind === 'done' ? o.answer : null));
    expect(answers.filter((a) => a?.status === 'confirmed')).toHaveLength(20);
    expect(answers.filter((a) => a?.status === 'waitlisted').map((a) => a!.position).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const stored = await rows();
    expect(stored.map((r) => r.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    // Commit order: the first 20 numbers are the confirmed ones.
    expect(stored.slice(0, 20).every((r) => r.status === 'confirmed')).toBe(true);
    expect(stored.slice(20).every((r) => r.status === 'waitlisted')).toBe(true);
    expect(await repository().taken(target)).toBe(20);
    // One confirmation per sign-up, whatever its status.
    const mails = await app().db.selectFrom('registration_mails').select(['kind', 'to_email']).execute();
    expect(mails).toHaveLength(50);
    expect(new Set(mails.map((m) => m.to_email)).size).toBe(50);
  });

  it('answers the same address at once twice with one sign-up', async () => {
    const [a, b] = await Promise.all([signUp(1, 2), signUp(1, 3)]);
    expect([a, b].map((o) => o.kind === 'done' && o.created).sort()).toEqual([false, true]);
    expect(await rows()).toHaveLength(1);
    expect(await app().db.selectFrom('registration_mails').selectAll().execute()).toHaveLength(1);
  });

  it('moves up the first waiting sign-up that fits; one that does not fit keeps its place', async () => {
    for (let n = 0; n < 4; n += 1) await signUp(n, 5); // 20 seats taken
    await signUp(10, 4); // waits, first
    await signUp(11, 2); // waits, second
    const first = (await repository().list(target))[0]!;
    // 5 seats free: the first (4) moves up, the second (2) does not fit in the 1 left.
    expect(await repository().cancel(first.id, ORIGIN, now())).toBe('cancelled');
    expect((await repository().list(target)).map((r) => [r.email, r.status, r.position])).toEqual([
      ['lid1@example.org', 'confirmed', undefined],
      ['lid2@example.org', 'confirmed', undefined],
      ['lid3@example.org', 'confirmed', undefined],
      ['lid10@example.org', 'confirmed', undefined],
      ['lid11@example.org', 'waitlisted', 1],
    ]);
    // More seats (the form, the list): the waitlist moves up, once.
    await app().db.updateTable('services').set({ signup_seats: 22 }).where('id', '=', target.id).execute();
    expect(await repository().refresh('service', target.id, ORIGIN, now())).toHaveLength(1);
    expect(await repository().refresh('service', target.id, ORIGIN, now())).toHaveLength(0);
    const moved = await app().db.selectFrom('registration_mails').select('to_email').where('kind', '=', 'moved_up').orderBy('to_email').execute();
    expect(moved.map((m) => m.to_email)).toEqual(['lid10@example.org', 'lid11@example.org']);
  });

  it('keeps the sign-ups of a service in the Prullenbak, and deletes them once it is gone for good', async () => {
    await signUp(1);
    const { id: userId } = await addUser(app(), 'koster@example.org', 'beheerder', null);
    expect(await app().serviceEditing.remove(target.id, { actor: { id: userId, email: 'koster@example.org' }, ip: '127.0.0.1' })).toEqual(expect.any(Number));
    expect(await repository().sweep(30, now())).toBe(0);
    await app().db.deleteFrom('content_trash').execute();
    expect(await repository().sweep(30, now())).toBe(1);
    expect(await app().db.selectFrom('registration_lists').selectAll().execute()).toEqual([]);
  });
});
