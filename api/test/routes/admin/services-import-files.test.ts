/**
 * The rooster files as scribas save them (issue 41, the files in test/fixtures/rooster/): a CSV from
 * Dutch Excel in Windows-1252 (€, curly quotes, an en dash, ü and é) and one in UTF-16 are stored
 * letter for letter; a file in another encoding is refused with a Dutch 400, never stored with
 * U+FFFD. Every column of the service type a visitor sees is read (Muzikale medewerking too), the
 * columns not read are named, and footer lines under the table are skipped and counted, not errors.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';

import { startClockAt } from '../../../src/lib/clock';
import { asSignedIn, signedInAs, type SignedIn } from '../../admin-helper';
import { build } from '../../helper';

const fixture = (name: string) => readFileSync(join(__dirname, '../../fixtures/rooster', name));

interface Stored {
  preacher: string;
  season: string;
  music: string;
  collections: string[];
  date: string;
  time: string;
  church: string;
}

describe('/api/admin/services/import: the files scribas save', () => {
  let app: FastifyInstance;
  let editor: SignedIn;

  beforeEach(async () => {
    startClockAt('2026-11-25T09:00:00Z');
    app = build();
    editor = await signedInAs(app, 'redacteur', 'scriba@example.org');
  });
  afterEach(() => app.close());

  const send = (file: Buffer, confirm = false) =>
    app.inject({ method: 'POST', url: '/api/admin/services/import', headers: asSignedIn(editor), payload: { content: file.toString('base64'), fileName: 'rooster.csv', confirm } });
  const stored = async () => ((await app.inject({ url: '/api/admin/services?from=2027-01-01&pageSize=100', headers: { cookie: editor.cookie } })).json().data as Stored[]);

  it('stores a Windows-1252 CSV from Dutch Excel letter for letter: ds. Müller, José Pérez, €, curly quotes and an en dash', async () => {
    const file = fixture('windows-1252.csv');
    const preview = (await send(file)).json().data;
    expect(preview.rows.map((r: { errors: string[] }) => r.errors)).toEqual([[], []]);
    expect(preview.rows[0].service).toMatchObject({ preacher: 'ds. Müller', music: 'José Pérez, orgel', season: '“Licht voor de wereld” – Epifanie' });
    expect((await send(file, true)).json().data.imported).toBe(2);
    const services = await stored();
    expect(services.find((s) => s.preacher === 'ds. Müller')).toMatchObject({ season: '“Licht voor de wereld” – Epifanie', music: 'José Pérez, orgel', collections: ['Diaconie'] });
    expect(services.find((s) => s.preacher === 'José Pérez')).toMatchObject({ season: '‘Doop van de Heer’ – opbrengst € 1.250 voor het orgel', music: 'Cantorij Één Stem' });
    expect(JSON.stringify(services)).not.toContain('\uFFFD');
  });

  it('reads UTF-16 with its byte order mark (Excel\'s "Unicode-tekst", tab-separated)', async () => {
    const file = Buffer.from('\uFEFFDatum\tTijd\tKerk\tVoorganger\nzo 3 januari 2027\t09:25\tDruten\tds. Müller\n', 'utf16le');
    const { data } = (await send(file)).json();
    expect(data.rows.map((r: { errors: string[]; service: Stored }) => [r.errors, r.service.preacher])).toEqual([[[], 'ds. Müller']]);
  });

  it.each([
    ['in another encoding (DOS code page 850: ü is the byte 0x81)', fixture('code-page-850.csv')],
    ['already holding replacement characters', Buffer.from('Datum;Tijd;Kerk;Voorganger\nzo 3 januari 2027;09:25;Druten;ds. M\uFFFDller\n')],
  ])('refuses a file %s with a Dutch 400, and stores nothing', async (_case, file) => {
    const before = await stored();
    const res = await send(file, true);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'unreadable_text',
      message: 'De letters in dit bestand konden niet worden gelezen. Sla het rooster in Excel op als "CSV UTF-8 (door komma\'s gescheiden)" of als Excel-werkmap (.xlsx) en kies het opnieuw.',
    });
    expect(await stored()).toEqual(before);
  });

  it('reads Muzikale medewerking and names the columns it does not read', async () => {
    const { data } = (await send(fixture('unknown-column.csv'))).json();
    expect(data.unreadColumns).toEqual(['Koster', 'Opmerking']);
    expect(data.rows[0]).toMatchObject({ errors: [], service: { preacher: 'ds. De Wit', music: 'Organist: Jan de Vries' } });
    await send(fixture('unknown-column.csv'), true);
    expect((await stored()).find((s) => s.preacher === 'ds. De Wit')).toMatchObject({ music: 'Organist: Jan de Vries' });
  });

  it('updates the music of a stored service, naming the column that changes', async () => {
    await send(fixture('unknown-column.csv'), true);
    const changed = Buffer.from('Datum;Tijd;Kerk;Muzikale medewerking\nzo 3 januari 2027;09:25;Druten;Cantorij\n');
    const { data } = (await send(changed)).json();
    expect(data.rows[0]).toMatchObject({ action: 'update', changes: ['Muzikale medewerking'] });
    expect(data.unreadColumns).toEqual([]);
    expect((await send(changed, true)).json().data.updated).toBe(1);
    expect((await stored()).find((s) => s.preacher === 'ds. De Wit')).toMatchObject({ music: 'Cantorij' });
  });

  it('skips footer lines under the table (no date, no church) and counts them; empty rows are no rows', async () => {
    const { data } = (await send(fixture('footer-lines.csv'))).json();
    expect(data).toMatchObject({ importable: 4, skippedRows: [8, 9] });
    expect(data.rows.map((r: { row: number; errors: string[] }) => [r.row, r.errors])).toEqual([[2, []], [3, []], [4, []], [5, []]]);
  });

  it('still calls a row with a church but no readable date an error, not a note', async () => {
    const { data } = (await send(Buffer.from('Datum;Tijd;Kerk\nWijzigingen voorbehouden;09:25;Druten\n'))).json();
    expect(data).toMatchObject({ importable: 0, skippedRows: [] });
    expect(data.rows[0].errors).toEqual(['Rij 2, kolom Datum: dit is geen datum. Schrijf bijvoorbeeld 6-12-2026 of zo 13 december 2026.']);
  });
});
