/**
 * `npm run users -- add <email> --role beheerder|redacteur`: creates an account on DATABASE_PATH
 * (migrated first, so a fresh database works) and prints its one-time link to set a password
 * (valid 24 hours, usable once). `npm run users -- link <email>`: a new link for an existing
 * account (earlier links stop working), for when no mail can be sent. The link's origin is
 * PUBLIC_URL, else http://localhost:PORT. `--help` (or `-h`, `help`) explains the commands on
 * stdout with exit code 0; no command, an unknown one or a wrong option prints the same
 * explanation on stderr with exit code 2.
 */
import { parseArgs } from 'node:util';

import { accounts, ROLES, type Role } from '@kerk/kit/accounts';
import { email as emailRule } from '@kerk/kit/validation';

import { startClockAt } from '../lib/clock';
import { fallbackOrigin } from '../lib/public-origin';
import { ACCOUNT_POLICY } from '../plugins/app/accounts/account-policy';
import { createAccountLinks } from '../plugins/app/accounts/account-links';
import { createAccountMailOutbox } from '../plugins/app/accounts/account-mail';
import { openDatabaseFor } from '../db/dialect';
import { migrateToLatest } from '../db/migrate';
import { loadConfig } from '../plugins/external/env';

const HOURS = Math.round(ACCOUNT_POLICY.linkMs / 3_600_000);
const LINK_TERMS = `${HOURS} uur geldig, één keer te gebruiken`;

/** `text` as lines of at most 100 characters, each starting with `prefix`. */
function wrap(text: string, prefix = '      '): string {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 100) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(`${prefix}${word}`);
  }
  return lines.join('\n');
}

const USAGE = `Gebruik:
  npm run users -- add <e-mailadres> --role ${ROLES.join('|')}
  npm run users -- link <e-mailadres>
  npm run users -- --help`;

const HELP = [
  'npm run users: accounts voor het beheer van de website (/beheer), vanaf de opdrachtregel.',
  '',
  USAGE,
  '',
  'Opdrachten:',
  `  add <e-mailadres> --role ${ROLES.join('|')}`,
  wrap(`Maakt een account aan en toont een eenmalige link waarmee die persoon zelf een wachtwoord kiest (${LINK_TERMS}). Er gaat geen e-mail uit: geef de link zelf door.`),
  ...ROLES.map((role) => `      --role ${role}\n${wrap(accounts.labels.roleDescriptions[role], '        ')}`),
  '  link <e-mailadres>',
  wrap(
    `Toont een nieuwe eenmalige link voor een bestaand account, als de uitnodiging verlopen is of niet aankwam, of als het wachtwoord kwijt is (${LINK_TERMS}). Eerdere links van dat account werken dan niet meer.`,
  ),
  '  help, --help, -h',
  wrap('Toont deze uitleg.'),
  '',
  'Voorbeelden:',
  '  npm run users -- add koster@example.org --role beheerder',
  '  npm run users -- add redactie@example.org --role redacteur',
  '  npm run users -- link koster@example.org',
  '',
  wrap(
    'De opdrachten werken op de database van DATABASE_PATH (standaard data/site.db), of op DATABASE_URL (PostgreSQL); een nieuwe database wordt eerst aangemaakt. De link begint met PUBLIC_URL, anders met http://localhost:PORT. Verdere accounts nodigt een beheerder uit in het beheer, onder Gebruikers.',
    '',
  ),
].join('\n');

class UsageError extends Error {}

type Command = { command: 'help' } | { command: 'link'; email: string } | { command: 'add'; email: string; role: Role };

/** A misuse: what is wrong, then the explanation. */
const misuse = (problem: string) => new UsageError(`${problem}\n\n${HELP}`);

function parseOptions(argv: string[]) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options: { role: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    // An unknown option, or --role without a value.
    const option = (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? /'([^']+)'/.exec((error as Error).message)?.[1] : undefined;
    throw misuse(option ? `Onbekende optie: ${option}.` : 'Deze opdracht is niet goed geschreven.');
  }
}

function parse(argv: string[]): Command {
  const { positionals, values } = parseOptions(argv);
  const [command, email, ...rest] = positionals;
  if (values.help || command === 'help') return { command: 'help' };
  if (!command) throw misuse('Geef een opdracht: add of link.');
  if (command !== 'add' && command !== 'link') throw misuse(`Onbekende opdracht: ${command}.`);
  if (!email) throw misuse(`Geef het e-mailadres: npm run users -- ${command} <e-mailadres>.`);
  if (rest.length > 0) throw misuse(`Eén e-mailadres per keer; over: ${rest.join(' ')}.`);
  const invalid = emailRule('E-mailadres')(email);
  if (invalid) throw new UsageError(invalid);
  if (command === 'link') return { command, email };
  const role = values.role as Role | undefined;
  if (!role || !ROLES.includes(role)) throw new UsageError(`Kies een rol met --role ${ROLES.join(' of ')}.\n\n${USAGE}`);
  return { command, email, role };
}

async function main() {
  const args = parse(process.argv.slice(2));
  if (args.command === 'help') {
    console.log(HELP);
    return;
  }
  const config = loadConfig(process.env);
  // The one clock, as the server's: a test server started at CLOCK_START accepts the links made here.
  if (config.clockStart) startClockAt(config.clockStart);
  const origin = config.publicUrl ?? fallbackOrigin(config.port);
  const { db } = openDatabaseFor(config);
  try {
    await migrateToLatest(db);
    const links = createAccountLinks(db, createAccountMailOutbox(db));
    if (args.command === 'add') {
      const added = await links.addUser(args.email, args.role, origin);
      if (!added) throw new UsageError(`Er is al een account voor ${args.email}. Een nieuwe link: npm run users -- link ${args.email}`);
      console.log(`Account aangemaakt: ${added.user.email} (${added.user.role}).`);
      console.log(`Eenmalige link om het wachtwoord te kiezen (24 uur geldig, één keer te gebruiken):\n${added.link}`);
    } else {
      const link = await links.newLink(args.email, origin);
      if (!link) throw new UsageError(`Er is geen account voor ${args.email}.`);
      console.log(`Nieuwe eenmalige link voor ${args.email} (24 uur geldig, één keer te gebruiken; eerdere links werken niet meer):\n${link}`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof UsageError ? 2 : 1);
});
