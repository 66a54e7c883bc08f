import { sql } from 'kysely';

import { useApp } from '../../../helper';

describe('servicesRepository', () => {
  const app = useApp();

  const indexRows = async (id: number) =>
    (await sql<{ title: string; body: string; date: string }>`SELECT title, body, date FROM search_index WHERE type = 'service' AND ref_id = ${id}`.execute(app().db)).rows;

  it('stores plain text as typed (escaped on output), notes as sanitized HTML, and only http(s) stream links', async () => {
    await app().ready();
    const id = await app().servicesRepository.create({
      startsAt: '2026-12-24T22:00:00+01:00',
      location: 'beuningen',
      churchName: '<b>Dorpskerk</b> Beuningen',
      preacher: 'ds. <i>Wim</i> Kuipers',
      collections: ['Diaconie', '<script>x</script>', 'Kerk in Actie & noodhulp'],
      streamed: true,
      streamUrl: 'javascript:alert(1)',
      recordingUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
      notes: '<p>Met <a href="javascript:alert(1)">koor</a></p><img src=x onerror=alert(1)>',
    });
    const service = await app().servicesRepository.findById(id);
    expect(service).toMatchObject({
      startsAt: '2026-12-24T21:00:00.000Z',
      churchName: 'Dorpskerk Beuningen',
      preacher: 'ds. <i>Wim</i> Kuipers',
      collections: ['Diaconie', '<script>x</script>', 'Kerk in Actie & noodhulp'],
      streamUrl: '',
      recordingUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
    });
    expect(service?.notes).toMatch(/^<p>Met <a>koor<\/a><\/p>/);
    expect(service?.notes).not.toMatch(/javascript|onerror/);
  });

  it('indexes a service for search as readable sentences with its notes, season, church, preacher and collections', async () => {
    await app().ready();
    const id = await app().servicesRepository.create({
      startsAt: '2026-11-29T09:00:00Z',
      location: 'druten',
      churchName: 'De Ark',
      preacher: 'ds. Marieke van den Berg',
      season: '1e zondag van Advent',
      collections: ['Diaconie', 'Voedselbank Maas en Waal'],
      streamed: true,
      notes: '<p>Viering van het <strong>Heilig Avondmaal</strong>.</p>',
    });
    expect(await indexRows(id)).toEqual([
      {
        title: 'Kerkdienst Druten – ds. Marieke van den Berg',
        body:
          'Viering van het Heilig Avondmaal. 1e zondag van Advent in De Ark, Druten, met ds. Marieke van den Berg. ' +
          'Collecten: Diaconie, Voedselbank Maas en Waal. Online te volgen via de livestream.',
        date: '2026-11-29T09:00:00.000Z',
      },
    ]);
  });

  it('leaves out empty parts of the index row and follows updates and deletes', async () => {
    await app().ready();
    const input = { startsAt: '2026-12-20T09:00:00Z', location: 'leur', churchName: 'Kapel Leur' };
    const id = await app().servicesRepository.create(input);
    expect(await indexRows(id)).toEqual([{ title: 'Kerkdienst Leur', body: 'Kerkdienst in Kapel Leur.', date: '2026-12-20T09:00:00.000Z' }]);
    expect(await app().servicesRepository.update(id, { ...input, season: '4e zondag van Advent' })).toBe(true);
    expect((await indexRows(id)).map((r) => r.body)).toEqual(['4e zondag van Advent in Kapel Leur.']);
    expect(await app().servicesRepository.remove(id)).toBe(true);
    expect(await indexRows(id)).toEqual([]);
    expect(await app().servicesRepository.update(id, input)).toBe(false);
    expect(await app().servicesRepository.findById(id)).toBeNull();
  });

  it('refuses a location outside the seven villages', async () => {
    await app().ready();
    const attempt = app().servicesRepository.create({ startsAt: '2026-12-20T09:00:00Z', location: 'nijmegen', churchName: 'Stevenskerk' });
    await expect(attempt).rejects.toMatchObject({ message: expect.stringMatching(/CHECK constraint failed: location|check constraint "services_location_check"/) });
  });
});
