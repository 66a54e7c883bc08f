/**
 * `npm run db:copy -- --from sqlite:data/site.db --to postgres://user:password@host:5432/kerk`: copies a
 * site's data from its SQLite file to PostgreSQL (db/copy.ts), also while the site keeps running on
 * SQLite. Safe to run again: it upserts, and a second run changes nothing that did not change in the
 * source since. Ends with the row counts of every table; exit 0 when they agree, 1 when not (or on
 * an error), 2 on wrong arguments. Photos are files, not rows: they stay in MEDIA_PATH.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';

import { copyDatabase, CopyError, hidePassword, openSource, type TableReport } from '../db/copy';

const USAGE = `Gebruik:
  npm run db:copy -- --from sqlite:<bestand.db> --to postgres://<gebruiker>:<wachtwoord>@<host>:5432/<database>

Kopieert alle gegevens van de site (pagina's, nieuws, diensten, agenda, accounts, revisies, de
outbox, de fotobibliotheek) uit de SQLite-database naar PostgreSQL. De site mag intussen blijven
draaien: de kopie leest één moment uit SQLite. PostgreSQL wordt eerst gemigreerd. Opnieuw draaien
is veilig: gelijke rijen blijven staan, rijen die alleen in PostgreSQL staan worden niet verwijderd
(wel gemeld). De fotobestanden zelf worden niet gekopieerd: geef de API op PostgreSQL dezelfde
MEDIA_PATH. Een relatief pad is vanaf de map waarin u het commando geeft.`;

class UsageError extends Error {}

/** A relative path means relative to where the operator typed the command (npm -w moves into api/). */
const fromWhereTyped = (file: string) => path.resolve(process.env.INIT_CWD || process.cwd(), file);

export function parse(argv: string[]): { from: string; to: string } | 'help' {
  let values: { from?: string; to?: string; help?: boolean };
  try {
    ({ values } = parseArgs({ args: argv, options: { from: { type: 'string' }, to: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  }
  if (values.help) return 'help';
  const { from, to } = values;
  if (!from || !to) throw new UsageError(`Geef zowel --from als --to.\n\n${USAGE}`);
  if (!from.startsWith('sqlite:') || from.length === 'sqlite:'.length) {
    throw new UsageError(`--from moet een SQLite-bestand zijn, zoals sqlite:data/site.db (gekregen: ${from}).`);
  }
  const url = URL.canParse(to) ? new URL(to) : undefined;
  if (!url || !['postgres:', 'postgresql:'].includes(url.protocol) || !url.hostname || url.pathname.length <= 1) {
    throw new UsageError(`--to moet een PostgreSQL-adres met database zijn, zoals postgres://kerk:wachtwoord@localhost:5432/kerk (gekregen: ${hidePassword(to)}).`);
  }
  return { from: fromWhereTyped(from.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '')), to };
}

const COLUMNS: [string, (row: TableReport) => string | number][] = [
  ['tabel', (row) => row.table],
  ['SQLite', (row) => row.source],
  ['PostgreSQL', (row) => row.target],
  ['nieuw', (row) => row.inserted],
  ['gewijzigd', (row) => row.updated],
  ['gelijk', (row) => row.unchanged],
  ['vervangen', (row) => row.replaced],
  ['alleen in PG', (row) => row.onlyInTarget],
];

export function formatTable(rows: TableReport[]): string {
  const cells = [COLUMNS.map(([title]) => title), ...rows.map((row) => COLUMNS.map(([, value]) => String(value(row))))];
  const widths = COLUMNS.map((_, i) => Math.max(...cells.map((line) => line[i]?.length ?? 0)));
  return cells.map((line) => line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ')).join('\n');
}

/** Every source row is in the target (by key), and the target holds exactly those plus the ones only it has. */
export const agrees = (row: TableReport) => row.missing === 0 && row.target === row.source + row.onlyInTarget;

async function main() {
  const args = parse(process.argv.slice(2));
  if (args === 'help') {
    console.log(USAGE);
    return;
  }
  console.log(`Van ${args.from} naar ${hidePassword(args.to)}`);
  const source = openSource(args.from);
  let report;
  try {
    report = await copyDatabase(source, args.to);
  } finally {
    source.close();
  }
  if (report.applied.length > 0) console.log(`PostgreSQL gemigreerd: ${report.applied.join(', ')}`);
  console.log(`\n${formatTable(report.tables)}\n`);
  for (const warning of report.warnings) console.warn(`Let op: ${warning}`);
  for (const row of report.tables.filter((r) => r.onlyInTarget > 0)) {
    console.warn(`Let op: ${row.table} heeft ${row.onlyInTarget} rij(en) die alleen in PostgreSQL staan; die zijn blijven staan.`);
  }
  console.log('De fotobestanden zijn niet gekopieerd: geef de API op PostgreSQL dezelfde MEDIA_PATH (of kopieer die map).');
  const wrong = report.tables.filter((row) => !agrees(row));
  if (wrong.length > 0) {
    console.error(`\nDe aantallen kloppen niet voor ${wrong.length} tabel(len):\n${formatTable(wrong)}`);
    for (const row of wrong.filter((r) => r.missing > 0)) console.error(`${row.table}: ${row.missing} rij(en) uit SQLite ontbreken in PostgreSQL.`);
    process.exitCode = 1;
    return;
  }
  console.log('Klaar: de aantallen kloppen voor alle tabellen.');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    const known = error instanceof UsageError || error instanceof CopyError;
    console.error(known ? error.message : error instanceof Error ? `Kopiëren mislukt: ${hidePassword(error.message)}` : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  });
}
