/**
 * POST /api/admin/services/import (issue 16): a rooster from CSV or .xlsx. First a preview (nothing
 * saved) with a Dutch message per row and column and a duplicate in the file flagged; with confirm
 * the new rows are saved in one transaction (the variants a scriba writes, and updates of stored
 * services: test/plugins/app/services/rooster-variants.test.ts). Excel dates (date cells and serial numbers) and Dutch date
 * formats read correctly; a 200-row file imports whole (its speed is a bench line, not a test). A row
 * dated in the past gets a warning and is imported all the same.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';

import { startClockAt } from '../../../src/lib/clock';
import { readDate, readTime } from '../../../src/plugins/app/services/rooster-dates';
import { asSignedIn, signedInAs, type SignedIn } from '../../admin-helper';
import { build } from '../../helper';

const HEADER = 'Datum;Tijd;Kerk;Voorganger;Zondag of thema;Collectedoelen;Uitgezonden;Link uitzending;Link opname';

describe('/api/admin/services/import', () => {
  let app: FastifyInstance;
  let redacteur: SignedIn;

  beforeEach(async () => {
    startClockAt('2026-11-25T09:00:00Z');
    app = build();
    redacteur = await signedInAs(app, 'redacteur', 'anna@example.org');
  });
  afterEach(() => app.close());

  const send = (file: Buffer | string, confirm = false) =>
    app.inject({ method: 'POST', url: '/api/admin/services/import', headers: asSignedIn(redacteur), payload: { content: Buffer.from(file).toString('base64'), fileName: 'rooster.csv', confirm } });

  const countServices = async () => (await app.inject({ url: '/api/services?from=2027-01-01&pageSize=100' })).json().meta.total as number;

  it('previews a good CSV without saving, then saves every row on confirm, audited', async () => {
    const csv = [
      HEADER,
      '3-1-2027;15:10;Druten;ds. J. de Vries;Epifanie;"Kerk in Actie; Diaconie";ja;https://kerkdienstgemist.nl/stations/1234;',
      'zo 10 januari 2027;9.35;De Ark;ds. A. Bos;;;nee;;',
      '2027-01-17;15:10 uur;wijchen;;;;;;https://www.youtube.com/watch?v=abc',
    ].join('\n');
    const before = await countServices();
    const preview = await send(csv);
    expect(preview.statusCode).toBe(200);
    const { data } = preview.json();
    expect(data).toMatchObject({ importable: 3, imported: 0 });
    expect(data.rows.map((r: { row: number; errors: string[] }) => [r.row, r.errors])).toEqual([[2, []], [3, []], [4, []]]);
    expect(data.rows[0].service).toMatchObject({ date: '2027-01-03', time: '15:10', church: 'druten', collections: ['Kerk in Actie', 'Diaconie'], streamed: true, startsAt: '2027-01-03T14:10:00.000Z' });
    expect(data.rows[1].service).toMatchObject({ date: '2027-01-10', time: '09:35', church: 'druten' });
    expect(data.rows[2].service).toMatchObject({ date: '2027-01-17', church: 'wijchen' });
    expect(await countServices()).toBe(before);

    const saved = await send(csv, true);
    expect(saved.json().data).toMatchObject({ imported: 3 });
    expect(await countServices()).toBe(before + 3);
    const search = (await app.inject({ url: '/api/search?q=Bos' })).json().data;
    expect(search).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'service' })]));
    const audit = (await app.inject({ url: '/api/admin/audit', headers: { cookie: (await signedInAs(app, 'beheerder')).cookie } })).json().data;
    expect(audit.find((a: { action: string }) => a.action === 'services_imported')).toMatchObject({ actor: 'anna@example.org', subject: '3 diensten' });
  });

  it('names each error by row and column, for a file with 5 bad rows, and saves only the good ones', async () => {
    const csv = [
      HEADER,
      '3-1-2027;15:10;Druten;;;;nee;;', // row 2: good
      '31-2-2027;10:00;Druten;;;;nee;;', // row 3: no such day
      '10-1-2027;25:00;Druten;;;;nee;;', // row 4: no such time
      '10-1-2027;10:00;Nergenshuizen;;;;nee;;', // row 5: unknown church
      '17-1-2027;10:00;Druten;;;;misschien;;', // row 6: streamed?
      ';10:00;Druten;;;;ja;http://example.org/live;', // row 7: no date, bad stream link
    ].join('\n');
    const { data } = (await send(csv)).json();
    expect(data.importable).toBe(1);
    const errors = Object.fromEntries(data.rows.map((r: { row: number; errors: string[] }) => [r.row, r.errors]));
    expect(errors).toEqual({
      2: [],
      3: ['Rij 3, kolom Datum: dit is geen datum. Schrijf bijvoorbeeld 6-12-2026 of zo 13 december 2026.'],
      4: ['Rij 4, kolom Tijd: dit is geen tijd. Schrijf bijvoorbeeld 10:00.'],
      5: ['Rij 5, kolom Kerk: deze kerk kennen we niet. Schrijf de naam van de kerk of het dorp: Dorpskerk Beuningen, De Ark (Druten), Open Hof (Wijchen), Dorpskerk Batenburg, Dorpskerk Horssen, Kerkje Bergharen of Kapel Leur.'],
      6: ['Rij 6, kolom Uitgezonden: schrijf ja of nee.'],
      7: ['Rij 7, kolom Datum: datum is verplicht.', 'Rij 7, kolom Link uitzending: link naar de uitzending moet een https-link naar kerkdienstgemist.nl of YouTube zijn.'],
    });
    const before = await countServices();
    expect((await send(csv, true)).json().data.imported).toBe(1);
    expect(await countServices()).toBe(before + 1);
  });

  it('flags a duplicate (same church and time) in the file; stored and unchanged rows are skipped, and 422 when nothing is left', async () => {
    const csv = [HEADER, '3-1-2027;15:10;Druten;;;;;;', '3-1-2027;15:10;De Ark;;;;;;', '3-1-2027;15:10;Beuningen;;;;;;'].join('\n');
    const { data } = (await send(csv)).json();
    expect(data.rows.map((r: { duplicate: string | null }) => r.duplicate)).toEqual([null, 'Rij 3: dezelfde kerk en tijd als rij 2.', null]);
    expect((await send(csv, true)).json().data.imported).toBe(2);
    const again = (await send(csv)).json().data;
    expect(again.rows.map((r: { action: string | null }) => r.action)).toEqual(['same', null, 'same']);
    expect(again.importable).toBe(0);
    const refused = await send(csv, true);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'nothing_to_import', message: 'Er zijn geen goede rijen om te importeren.' });
  });

  it('reads an .xlsx with date cells, serial numbers, Dutch dates and time cells', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Rooster');
    sheet.addRow(['Datum', 'Tijd', 'Kerk', 'Voorganger', 'Uitgezonden', 'Link uitzending']);
    sheet.addRow([new Date(Date.UTC(2027, 0, 3)), '15:10', 'Druten', 'ds. Datumcel', 'ja', 'https://www.youtube.com/live/abc']);
    sheet.addRow([46397, 0.40625, 'Wijchen', 'ds. Serieel', 'nee']); // 2027-01-10, 09:45
    sheet.addRow(['zo 17 januari 2027', new Date(Date.UTC(1899, 11, 30, 10, 30)), 'Beuningen', 'ds. Tekst', '']);
    sheet.getCell('A2').numFmt = 'd-m-yyyy';
    sheet.getCell('B4').numFmt = 'hh:mm';
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await send(file);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.rows as { errors: string[]; service: { date: string; time: string; church: string; streamed: boolean } }[];
    expect(rows.map((r) => r.errors)).toEqual([[], [], []]);
    expect(rows.map(({ service: { date, time, church, streamed } }) => ({ date, time, church, streamed }))).toEqual([
      { date: '2027-01-03', time: '15:10', church: 'druten', streamed: true },
      { date: '2027-01-10', time: '09:45', church: 'wijchen', streamed: false },
      { date: '2027-01-17', time: '10:30', church: 'beuningen', streamed: false },
    ]);
  });

  it('answers a Dutch 400 for a file it cannot read, or without the columns', async () => {
    const zip = await send(Buffer.from([0x50, 0x4b, 3, 4, 1, 2, 3]));
    expect(zip.statusCode).toBe(400);
    expect(zip.json()).toEqual({ code: 'unreadable_file', message: expect.stringMatching(/kon niet worden gelezen/) });
    const columns = await send('Dag;Uur\n3-1-2027;10:00');
    expect(columns.statusCode).toBe(400);
    expect(columns.json().message).toBe('Deze kolommen ontbreken: Datum, Tijd, Kerk. Gebruik de kolomnamen van het voorbeeldbestand.');
  });

  it('offers an example CSV with a column for every field it reads, which imports as it is', async () => {
    const example = await app.inject({ url: '/api/admin/services/import/voorbeeld.csv', headers: { cookie: redacteur.cookie } });
    expect(example.statusCode).toBe(200);
    expect(example.headers['content-type']).toMatch(/^text\/csv/);
    expect(example.body).toContain('Datum;Tijd;Kerk;Voorganger;Zondag of thema;Muzikale medewerking;Collectedoelen;Uitgezonden;Link uitzending;Link opname');
    const preview = (await send(example.body)).json().data;
    expect(preview.rows[0].errors).toEqual([]);
  });

  it('warns about a row dated in the past, and imports it all the same', async () => {
    const csv = [HEADER, '22-11-2026;15:25;Druten;ds. Terug;;;nee;;', '6-12-2026;15:25;Druten;ds. Vooruit;;;nee;;'].join('\n');
    const { data } = (await send(csv)).json();
    expect(data.importable).toBe(2);
    expect(data.rows.map((r: { warning: string | null }) => r.warning)).toEqual(['Rij 2: let op, deze datum ligt in het verleden. De dienst wordt toch ingelezen.', null]);
    expect((await send(csv, true)).json().data.imported).toBe(2);
  });

  it('previews and imports a 200-row rooster whole', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 200; i++) {
      const day = new Date(Date.UTC(2027, 0, 3 + Math.floor(i / 7) * 7));
      lines.push(`${day.getUTCDate()}-${day.getUTCMonth() + 1}-${day.getUTCFullYear()};${13 + (i % 7)}:07;${['Druten', 'Wijchen', 'Beuningen'][i % 3]};ds. ${i};;Diaconie;ja;https://kerkdienstgemist.nl/stations/${i};`);
    }
    const preview = (await send(lines.join('\n'))).json().data;
    const saved = (await send(lines.join('\n'), true)).json().data;
    expect(preview.importable).toBe(200);
    expect(saved.imported).toBe(200);
  });
});

describe('rooster cells', () => {
  const day = (cell: Parameters<typeof readDate>[0]) => readDate(cell, '2026-11-25')?.date ?? null;

  it('reads Dutch dates and Excel serials', () => {
    expect(day('6-12-2026')).toBe('2026-12-06');
    expect(day('06-12-2026')).toBe('2026-12-06');
    expect(day('zo 6 december 2026')).toBe('2026-12-06');
    expect(day('zondag 6 dec. 2026')).toBe('2026-12-06');
    expect(day(46362)).toBe('2026-12-06');
    expect(day(new Date(Date.UTC(2026, 11, 6)))).toBe('2026-12-06');
    expect(day('31-11-2026')).toBeNull();
    expect(day('7 brumaire 2026')).toBeNull();
    expect(readTime(0.4375)).toBe('10:30');
    expect(readTime('9.30')).toBe('09:30');
    expect(readTime('half tien')).toBeNull();
  });
});
