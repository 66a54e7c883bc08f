/**
 * The rooster import takes what a scriba really writes (POST /api/admin/services/import): the header
 * row under a title, every date form (with or without a year or weekday, Excel serials and date
 * cells), a weekday that does not match, church names matched forgivingly ("Bedoelde u Open Hof?"),
 * stored services updated or left alone, and two rows for one church and time in one file. The
 * server's clock stands on Wednesday 25-11-2026 unless a test moves it.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';

import { startClockAt } from '../../../../src/lib/clock';
import { editDistance } from '../../../../src/plugins/app/services/rooster-churches';
import { readDate } from '../../../../src/plugins/app/services/rooster-dates';
import { exampleRooster, importMessages, ROOSTER_EXAMPLES } from '../../../../src/plugins/app/services/service-import';
import { asSignedIn, signedInAs, type SignedIn } from '../../../admin-helper';
import { build } from '../../../helper';

interface Row {
  row: number;
  service: { date: string; time: string; church: string; churchName: string; preacher?: string; startsAt: string | null };
  typedChurch: string;
  suggestion: string | null;
  errors: string[];
  duplicate: string | null;
  action: 'new' | 'update' | 'same' | null;
  changes: string[];
}

describe('rooster import: what a scriba writes', () => {
  let app: FastifyInstance;
  let editor: SignedIn;

  beforeEach(async () => {
    startClockAt('2026-11-25T09:00:00Z');
    app = build();
    editor = await signedInAs(app, 'redacteur', 'scriba@example.org');
  });
  afterEach(() => app.close());

  const send = async (file: Buffer | string, confirm = false) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/services/import',
      headers: asSignedIn(editor),
      payload: { content: Buffer.from(file).toString('base64'), fileName: 'rooster.csv', confirm },
    });
    return { status: res.statusCode, ...(res.json().data as { rows: Row[]; importable: number; imported: number; updated: number }) };
  };
  const csv = (...lines: string[]) => ['Datum;Tijd;Kerk;Voorganger', ...lines].join('\n');
  const xlsx = async (rows: ExcelJS.CellValue[][], format?: (sheet: ExcelJS.Worksheet) => void) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Rooster');
    for (const row of rows) sheet.addRow(row);
    format?.(sheet);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };

  it('finds the header row under a title (in a CSV and an .xlsx), and numbers the rows as the spreadsheet does', async () => {
    const fromCsv = await send(['Rooster kerkdiensten december 2026', 'Protestantse Gemeente Maas en Waal;;', '', 'Datum;Tijd;Kerk', '6-12-2026;15:10;Druten', '13-12-2026;15:10;Druten'].join('\n'));
    expect(fromCsv.rows.map((r) => [r.row, r.service.date, r.errors])).toEqual([[5, '2026-12-06', []], [6, '2026-12-13', []]]);
    const fromXlsx = await send(await xlsx([['Rooster december'], [], ['Datum', 'Tijd', 'Kerk'], ['6-12-2026', '15:10', 'Druten']]));
    expect(fromXlsx.rows.map((r) => [r.row, r.service.date, r.errors])).toEqual([[4, '2026-12-06', []]]);
    // Below the first ten rows it is no header any more.
    const tooLow = await app.inject({ method: 'POST', url: '/api/admin/services/import', headers: asSignedIn(editor), payload: { content: Buffer.from(`${'titel\n'.repeat(10)}Datum;Tijd;Kerk\n6-12-2026;15:10;Druten`).toString('base64'), fileName: 'r.csv' } });
    expect(tooLow.json()).toMatchObject({ code: 'unreadable_file', message: 'Deze kolommen ontbreken: Datum, Tijd, Kerk. Gebruik de kolomnamen van het voorbeeldbestand.' });
  });

  it('reads every written form of Sunday 13 December 2026, with or without the year and the weekday', async () => {
    const forms = ['zo 13 dec', 'zondag 13 december', 'Zo. 13 Dec.', '13-12', '13/12', '13.12', '13-12-2026', '13/12/2026', '13 december 2026', '13 dec. 2026', 'zondag 13 december 2026', '2026-12-13', '46369'];
    const answer = await send(csv(...forms.map((form, i) => `${form};15:${String(10 + i)};Druten;ds. ${form}`)));
    expect(answer.rows.map((r) => [r.service.preacher, r.service.date, r.errors])).toEqual(forms.map((form) => [`ds. ${form}`, '2026-12-13', []]));
    expect(answer.importable).toBe(forms.length);
  });

  it('reads Excel dates: a serial number, a date cell, and a serial formatted as a date', async () => {
    const file = await xlsx(
      [['Datum', 'Tijd', 'Kerk'], [46369, '15:10', 'Druten'], [new Date(Date.UTC(2026, 11, 13)), '15:11', 'Druten'], [46369, '15:12', 'Druten']],
      (sheet) => {
        sheet.getCell('A3').numFmt = 'dd-mm-yyyy';
        sheet.getCell('A4').numFmt = 'ddd d mmm yyyy';
      },
    );
    const answer = await send(file);
    expect(answer.rows.map((r) => [r.service.date, r.errors])).toEqual([['2026-12-13', []], ['2026-12-13', []], ['2026-12-13', []]]);
  });

  it('takes the next such date on or after today (the server clock) when the year is left out', async () => {
    const answer = await send(csv('25-11;15:10;Druten', '22-11;15:10;Druten', 'di 5 jan;15:10;Druten', '29-2;15:10;Druten'));
    expect(answer.rows.map((r) => [r.service.date, r.errors])).toEqual([['2026-11-25', []], ['2027-11-22', []], ['2027-01-05', []], ['2028-02-29', []]]);
    startClockAt('2027-12-20T09:00:00Z');
    editor = await signedInAs(app, 'redacteur', 'later@example.org'); // the first session has expired by then
    expect((await send(csv('13-12;15:10;Druten'))).rows[0]!.service.date).toBe('2028-12-13');
  });

  it('gives a row whose weekday is not its date\'s an error in its own words: "zo 8 maart 2027 is een maandag"', async () => {
    const answer = await send(csv('zo 8 maart 2027;15:10;Druten', 'Zo 14 dec;15:10;Druten', 'ma 14 dec;15:10;Druten'));
    expect(answer.rows.map((r) => r.errors)).toEqual([['Rij 2, kolom Datum: zo 8 maart 2027 is een maandag.'], ['Rij 3, kolom Datum: Zo 14 dec is een maandag.'], []]);
    // The date read is still shown with the error.
    expect(answer.rows.map((r) => [r.service.date, r.action])).toEqual([['2027-03-08', null], ['2026-12-14', null], ['2026-12-14', 'new']]);
    expect(answer.importable).toBe(1);
  });

  it('matches church names forgivingly, asks "Bedoelde u Open Hof?" for a guess and names the choices when it cannot tell', async () => {
    const typed = ['open hof', '  OPEN   hof ', 'Öpen Hóf', 'Wijchen', 'wijchen', 'Open Hof (Wijchen)', 'Open Hoff', 'Opne Hof', 'Wychen', 'Ark', 'Dorpskerk', 'Nijmegen'];
    const answer = await send(csv(...typed.map((church, i) => `13-12-2026;15:${10 + i};${church}`)));
    const seen = answer.rows.map((r) => ({ typed: r.typedChurch, church: r.service.church, suggestion: r.suggestion, errors: r.errors }));
    const exact = (t: string) => ({ typed: t, church: 'wijchen', suggestion: null, errors: [] });
    expect(seen).toEqual([
      exact('open hof'),
      exact('OPEN   hof'),
      exact('Öpen Hóf'),
      exact('Wijchen'),
      exact('wijchen'),
      exact('Open Hof (Wijchen)'),
      { typed: 'Open Hoff', church: 'wijchen', suggestion: 'Bedoelde u Open Hof?', errors: [] },
      { typed: 'Opne Hof', church: 'wijchen', suggestion: 'Bedoelde u Open Hof?', errors: [] },
      { typed: 'Wychen', church: 'wijchen', suggestion: 'Bedoelde u Open Hof?', errors: [] },
      { typed: 'Ark', church: 'druten', suggestion: 'Bedoelde u De Ark?', errors: [] },
      { typed: 'Dorpskerk', church: '', suggestion: null, errors: ['Rij 12, kolom Kerk: "Dorpskerk" past bij meer dan één kerk. Bedoelde u Dorpskerk Beuningen, Dorpskerk Batenburg of Dorpskerk Horssen?'] },
      {
        typed: 'Nijmegen',
        church: '',
        suggestion: null,
        errors: ['Rij 13, kolom Kerk: deze kerk kennen we niet. Schrijf de naam van de kerk of het dorp: Dorpskerk Beuningen, De Ark (Druten), Open Hof (Wijchen), Dorpskerk Batenburg, Dorpskerk Horssen, Kerkje Bergharen of Kapel Leur.'],
      },
    ]);
    const saved = await send(csv(...typed.map((church, i) => `13-12-2026;15:${10 + i};${church}`)), true);
    expect(saved).toMatchObject({ status: 200, imported: 10, updated: 0 });
    const stored = (await app.inject({ url: '/api/services?from=2026-12-13&to=2026-12-13&pageSize=100' })).json().data as { location: string; startsAt: string }[];
    expect(stored.filter((s) => s.startsAt === '2026-12-13T14:16:00.000Z').map((s) => s.location)).toEqual(['wijchen']);
  });

  describe('a row for a stored service (same church and time)', () => {
    const create = async (body: Record<string, unknown>) => {
      const res = await app.inject({ method: 'POST', url: '/api/admin/services', headers: asSignedIn(editor), payload: { church: 'druten', ...body } });
      expect(res.statusCode).toBe(201);
      return res.json().data as { id: number };
    };
    const get = async (id: number) => (await app.inject({ url: `/api/admin/services/${id}`, headers: { cookie: editor.cookie } })).json().data;
    const HEADER = 'Datum;Tijd;Kerk;Voorganger;Zondag of thema;Uitgezonden;Link uitzending';
    const STREAM = 'https://kerkdienstgemist.nl/stations/77';

    it('updates it when it differs ("wordt bijgewerkt", what changes), skips it when the same, adds the new: each update a revision and version + 1', async () => {
      const changed = await create({ date: '2026-12-13', time: '15:10', preacher: 'ds. Oud', season: 'Derde Advent', streamed: true, streamUrl: STREAM, notes: '<p>Met koffie</p>' });
      const unchanged = await create({ date: '2026-12-13', time: '15:11', preacher: 'ds. Zelfde', season: 'Derde Advent' });
      const file = [
        HEADER,
        '13-12-2026;15:10;Druten;ds. Nieuw;Derde Advent;ja;', // the link left empty: the stored one stays
        '13-12-2026;15:11;De Ark;ds. Zelfde;Derde Advent;nee;',
        '13-12-2026;15:12;Druten;ds. Erbij;Derde Advent;nee;',
      ].join('\n');
      const preview = await send(file);
      expect(preview.rows.map((r) => [r.action, r.changes, r.errors])).toEqual([['update', ['Voorganger'], []], ['same', [], []], ['new', [], []]]);
      expect(preview.importable).toBe(2);
      expect(await get(changed.id)).toMatchObject({ preacher: 'ds. Oud', version: 1 });

      expect(await send(file, true)).toMatchObject({ status: 200, imported: 1, updated: 1 });
      expect(await get(changed.id)).toMatchObject({ preacher: 'ds. Nieuw', streamed: true, streamUrl: STREAM, notes: '<p>Met koffie</p>', version: 2, updatedBy: 'scriba@example.org' });
      expect(await get(unchanged.id)).toMatchObject({ version: 1 });
      const revisions = (await app.inject({ url: `/api/admin/services/${changed.id}/revisions`, headers: { cookie: editor.cookie } })).json().data;
      expect(revisions.map((r: { version: number }) => r.version)).toEqual([2, 1]);
      const audit = (await app.inject({ url: '/api/admin/audit', headers: { cookie: (await signedInAs(app, 'beheerder')).cookie } })).json().data as { action: string; subject: string }[];
      expect(audit.filter((a) => a.action === 'services_imported').map((a) => a.subject)).toEqual(['1 nieuw, 1 bijgewerkt']);

      const again = await send(file);
      expect(again.rows.map((r) => r.action)).toEqual(['same', 'same', 'same']);
      expect(again.importable).toBe(0);
    });

    it('keeps two rows for the same church and time in one file an error', async () => {
      await create({ date: '2026-12-13', time: '15:10', preacher: 'ds. Oud' });
      const answer = await send(csv('13-12-2026;15:10;Druten;ds. Een', 'zo 13 dec;15.10;De Ark;ds. Twee', '13-12-2026;15:20;Druten;ds. Drie', '13-12-2026;15:20;Druten;ds. Vier'));
      expect(answer.rows.map((r) => [r.action, r.duplicate])).toEqual([
        ['update', null],
        [null, 'Rij 3: dezelfde kerk en tijd als rij 2.'],
        ['new', null],
        [null, 'Rij 5: dezelfde kerk en tijd als rij 4.'],
      ]);
      expect(answer.importable).toBe(2);
    });
  });
});

describe('rooster cells and names', () => {
  const TODAY = '2026-11-25';
  const day = (text: string) => readDate(text, TODAY);

  it('reads the Dutch abbreviations of months and weekdays, with or without a dot', () => {
    const months = { jan: '01', feb: '02', mrt: '03', maa: '03', apr: '04', mei: '05', jun: '06', jul: '07', aug: '08', sep: '09', sept: '09', okt: '10', nov: '11', dec: '12' };
    for (const [word, month] of Object.entries(months)) {
      expect([word, day(`1 ${word} 2027`)?.date]).toEqual([word, `2027-${month}-01`]);
      expect([word, day(`1 ${word}. 2027`)?.date]).toEqual([word, `2027-${month}-01`]);
    }
    // Monday 6 December 2027 up to Sunday 12 December 2027.
    ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'].forEach((weekday, i) => {
      expect(day(`${weekday} ${6 + i} dec 2027`)).toEqual({ date: `2027-12-${String(6 + i).padStart(2, '0')}`, wrongWeekday: null });
      expect(day(`${weekday}. ${6 + i} dec 2027`)?.wrongWeekday).toBeNull();
    });
    expect(day('xx 13 dec')).toBeNull();
    expect(day('13 brumaire')).toBeNull();
  });

  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('opnehof', 'openhof')).toBe(1);
    expect(editDistance('wychen', 'wijchen')).toBe(2);
    expect(editDistance('nijmegen', 'wijchen')).toBeGreaterThan(2);
  });

  it('gives every example date, in the help text and the example file, as a real Sunday', () => {
    const written = /(?:(?:ma|di|wo|do|vr|za|zo)[a-z]*\.? )?\d{1,2}(?:-\d{1,2}-\d{4}| [a-z]+\.? \d{4})/g;
    const texts = [importMessages.date, ...ROOSTER_EXAMPLES.date, ...exampleRooster().split('\n').slice(1).map((line) => line.split(';')[0]!)];
    const dates = texts.flatMap((text) => text.match(written) ?? []);
    expect(dates).toEqual(['6-12-2026', 'zo 13 december 2026', '6-12-2026', 'zo 13 december 2026', '6-12-2026', 'zo 13 december 2026']);
    for (const date of dates) {
      const read = readDate(date, TODAY);
      expect([date, new Date(`${read!.date}T12:00:00Z`).getUTCDay(), read!.wrongWeekday]).toEqual([date, 0, null]);
    }
  });
});
