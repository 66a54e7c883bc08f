import { sql } from 'kysely';

import type { EventInput } from '../../../../src/plugins/app/events/events-repository';
import { useApp } from '../../../helper';

const event = (title: string, startsAt: string, endsAt: string, extra: Partial<EventInput> = {}): EventInput => ({
  title,
  description: `<p>${title}</p>`,
  startsAt: new Date(startsAt),
  endsAt: new Date(endsAt),
  location: 'druten',
  churchName: 'De Ark',
  address: 'Hogestraat 5, 6651 BJ Druten',
  ...extra,
});

describe('events repository', () => {
  const app = useApp();

  /** An empty agenda plus the given events; answers the repository. */
  async function agendaWith(...events: EventInput[]) {
    await app().ready();
    await app().db.deleteFrom('events').execute();
    for (const e of events) await app().eventsRepository.create(e);
    return app().eventsRepository;
  }

  const titlesIn = async (from?: string, to?: string, location?: string) =>
    (await app().eventsRepository.list({ from, to, location, page: 1, pageSize: 100 })).items.map((e) => e.title);

  it('includes events that overlap the range at either boundary, ordered by start', async () => {
    await agendaWith(
      event('binnen', '2026-11-10T18:00:00.000Z', '2026-11-10T20:00:00.000Z'),
      event('over het begin', '2026-10-30T18:00:00.000Z', '2026-11-01T10:00:00.000Z'),
      event('over het einde', '2026-11-30T20:00:00.000Z', '2026-12-02T10:00:00.000Z'),
      event('eromheen', '2026-10-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'),
      event('ervoor', '2026-10-20T18:00:00.000Z', '2026-10-20T20:00:00.000Z'),
      event('erna', '2026-12-05T18:00:00.000Z', '2026-12-05T20:00:00.000Z'),
    );
    expect(await titlesIn('2026-10-31T23:00:00.000Z', '2026-11-30T23:00:00.000Z')).toEqual(['eromheen', 'over het begin', 'binnen', 'over het einde']);
  });

  it('treats the range as half-open: ending exactly at `from` or starting at `to` is outside', async () => {
    await agendaWith(
      event('eindigt bij begin', '2026-11-01T20:00:00.000Z', '2026-11-02T00:00:00.000Z'),
      event('begint bij einde', '2026-11-03T00:00:00.000Z', '2026-11-03T02:00:00.000Z'),
      event('moment op het begin', '2026-11-02T00:00:00.000Z', '2026-11-02T00:00:00.000Z'),
    );
    expect(await titlesIn('2026-11-02T00:00:00.000Z', '2026-11-03T00:00:00.000Z')).toEqual(['moment op het begin']);
  });

  it('leaves either side of the range open and filters on location', async () => {
    await agendaWith(
      event('oud', '2026-01-01T10:00:00.000Z', '2026-01-01T11:00:00.000Z'),
      event('nieuw', '2027-01-01T10:00:00.000Z', '2027-01-01T11:00:00.000Z', { location: 'leur' }),
    );
    expect(await titlesIn('2026-06-01T00:00:00.000Z')).toEqual(['nieuw']);
    expect(await titlesIn(undefined, '2026-06-01T00:00:00.000Z')).toEqual(['oud']);
    expect(await titlesIn(undefined, undefined, 'leur')).toEqual(['nieuw']);
  });

  it('pages through the list and counts the whole range', async () => {
    const repo = await agendaWith(
      ...Array.from({ length: 5 }, (_, i) => event(`avond ${i + 1}`, `2026-11-0${i + 1}T19:00:00.000Z`, `2026-11-0${i + 1}T21:00:00.000Z`)),
    );
    const second = await repo.list({ page: 2, pageSize: 2 });
    expect(second.total).toBe(5);
    expect(second.items.map((e) => e.title)).toEqual(['avond 3', 'avond 4']);
  });

  it('sanitizes the description and keeps its text, with paragraphs apart, in the search index', async () => {
    const repo = await agendaWith();
    const id = await repo.create(event('Zangavond', '2026-11-01T19:00:00.000Z', '2026-11-01T21:00:00.000Z', {
      description: '<p onclick="x()">Samen zingen</p><script>alert(1)</script><p>met piano</p>',
    }));
    const stored = await repo.findById(id);
    expect(stored?.description).toBe('<p>Samen zingen</p><p>met piano</p>');
    const rows = await sql<{ title: string; body: string; date: string }>`SELECT title, body, date FROM search_index WHERE type = 'event' AND ref_id = ${id}`.execute(app().db);
    expect(rows.rows).toEqual([{ title: 'Zangavond', body: 'Samen zingen met piano De Ark', date: '2026-11-01T19:00:00.000Z' }]);
  });

  it('raises SEQUENCE and updated_at on an edit and keeps one search row; a delete removes it', async () => {
    const repo = await agendaWith();
    const input = event('Kring', '2026-11-01T19:00:00.000Z', '2026-11-01T21:00:00.000Z');
    const id = await repo.create(input);
    const before = (await repo.findById(id))!;
    await app().db.updateTable('events').set({ updated_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', id).execute();
    expect(await repo.update(id, { ...input, title: 'Gesprekskring' })).toBe(true);
    const after = (await repo.findById(id))!;
    expect(after.sequence).toBe(before.sequence + 1);
    expect(after.uid).toBe(before.uid);
    expect(after.updatedAt > '2000-01-01T00:00:00.000Z').toBe(true);
    const search = () => sql<{ title: string }>`SELECT title FROM search_index WHERE type = 'event' AND ref_id = ${id}`.execute(app().db);
    expect((await search()).rows).toEqual([{ title: 'Gesprekskring' }]);
    expect(await repo.remove(id)).toBe(true);
    expect((await search()).rows).toEqual([]);
    expect(await repo.update(id, input)).toBe(false);
  });

  // better-sqlite3's error comes from another realm, so match its message rather than toThrow.
  it('refuses an end before the start and an unknown location', async () => {
    const repo = await agendaWith();
    await expect(repo.create(event('achterstevoren', '2026-11-02T10:00:00.000Z', '2026-11-01T10:00:00.000Z'))).rejects.toMatchObject({ message: expect.stringMatching(/CHECK|check constraint/) });
    await expect(repo.create(event('nergens', '2026-11-01T10:00:00.000Z', '2026-11-01T11:00:00.000Z', { location: 'amsterdam' }))).rejects.toMatchObject({ message: expect.stringMatching(/CHECK|check constraint/) });
  });
});
