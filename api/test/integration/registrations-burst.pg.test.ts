/**
 * A burst of 1,000 sign-ups for a service of 200 seats (issue 43) through two live API processes on
 * one PostgreSQL (registrations-burst.ts: each request its own X-Forwarded-For and address, one
 * seat, A and B in turn, all at once). The list's row lock (FOR UPDATE) must make it exactly 200
 * confirmed, the waitlist 1..800 in `seq` order, `seq` 1..1000 without a gap, and the answers, the
 * database and the mails agree: 1,000 confirmations, each received once.
 * The outboxes poll every 200 ms and wake on each sign-up, so the mails go out during the burst; the
 * test waits until all are sent before it steps a clock (a step while the other instance mails would
 * pass that mail's lease under it). "No second copy" is checked only after both have looked again
 * past every lease (asserted from the answers). Without the claim's guard (a `sent` row due again
 * once its lease has passed) that look sends all 1,000 again; without the list's FOR UPDATE 209 are
 * confirmed (see docs/tests.md). The case of an instance killed mid-burst: registrations-burst-kill.pg.test.ts.
 */
import { eventually } from './mail-harness';
import { closeSetting, countBy, expectAnswersKept, expectOrderedList, openService, pastEveryLease, rowsOf, SEATS, setting, SIGNUPS, unsent, burst, type Setting } from './registrations-burst';

describe('a burst of 1,000 sign-ups for 200 seats through two live API instances on one PostgreSQL', () => {
  let both: Setting;

  beforeAll(async () => {
    both = await setting();
    await Promise.all([both.a, both.b].map(both.group.up));
  }, 240_000);

  afterAll(() => closeSetting(both));

  it('confirms exactly 200, waitlists 800 in commit order and mails each sign-up once', async () => {
    const { a, b, group, smtp, db } = both;
    const serviceId = await openService(both);
    const answers = await burst(serviceId, [a, b]);
    expect(answers.filter((x) => x.status !== 201)).toEqual([]);
    expect(answers.filter((x) => x.data?.status === 'confirmed')).toHaveLength(SEATS);
    const positions = answers.flatMap((x) => (x.data?.position === undefined ? [] : [x.data.position]));
    expect(positions.sort((p, q) => p - q)).toEqual(Array.from({ length: SIGNUPS - SEATS }, (_, i) => i + 1));

    const rows = await rowsOf(both);
    expect(rows).toHaveLength(SIGNUPS);
    expectOrderedList(rows);
    expectAnswersKept(answers, rows);
    expect((await db.db.selectFrom('registration_lists').select('seq').executeTakeFirstOrThrow()).seq).toBe(SIGNUPS);

    // The outboxes drain on their own clocks (woken by each sign-up, and their 200 ms poll); stepping
    // a clock while the other instance mails would pass that mail's lease under it.
    await eventually('all 1,000 mails sent', async () => (await unsent(both)) === 0, 300_000);
    // Both look past every lease; only once they have: nobody got a second copy.
    const lease = await pastEveryLease(both);
    const again = await group.lookAll([a, b]);
    expect(again.map((look) => look.at > lease)).toEqual([true, true]);
    expect(again.map((look) => look.sent.registrations)).toEqual([0, 0]);
    const counts = countBy(smtp.received);
    expect(counts.size).toBe(SIGNUPS);
    expect([...counts.entries()].filter(([, n]) => n !== 1)).toEqual([]);
    const confirmed = new Set(rows.filter((r) => r.status === 'confirmed').map((r) => r.email));
    for (const mail of smtp.received) expect(/^Subject: (\w+):/m.exec(mail.raw)?.[1]).toBe(confirmed.has(mail.to[0]!) ? 'Aangemeld' : 'Wachtlijst');
  }, 480_000);
});
