/**
 * `npm run users -- add <email> --role beheerder|redacteur`: creates an account on DATABASE_PATH
 * (migrated first, so a fresh database works) and prints its one-time link to set a password
 * (valid 24 hours, usable once). `npm run users -- link <email>`: a new link for an existing
 * account (earlier links stop working), for when no mail can be sent. The link's origin is
 * PUBLIC_URL, else http://localhost:PORT.
 */
import { parseArgs } from 'node:util';

import { ROLES, type Role } from '@kerk/kit/accounts';
import { email as emailRule } from '@kerk/kit/validation';

import { startClockAt } from '../lib/clock';
import { fallbackOrigin } from '../lib/public-origin';
import { createAccountLinks } from '../plugins/app/accounts/account-links';
import { createAccountMailOutbox } from '../plugins/app/accounts/account-mail';
import { openDatabaseFor } from '../db/dialect';
import { migrateToLatest } from '../plugins/external/db';
import { loadConfig } from '../plugins/external/env';

const USAGE = `Gebruik:
  npm run users -- add <e-mailadres> --role ${ROLES.join('|')}
  npm run users -- link <e-mailadres>`;

class UsageError extends Error {}

function parse(argv: string[]) {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { role: { type: 'string' } } });
  const [command, email, ...rest] = positionals;
  if (!command || !email || rest.length > 0 || !['add', 'link'].includes(command)) throw new UsageError(USAGE);
  const invalid = emailRule('E-mailadres')(email);
  if (invalid) throw new UsageError(invalid);
  if (command === 'link') return { command, email } as const;
  const role = values.role as Role | undefined;
  if (!role || !ROLES.includes(role)) throw new UsageError(`Kies een rol met --role ${ROLES.join(' of ')}.\n\n${USAGE}`);
  return { command, email, role } as const;
}

async function main() {
  const args = parse(process.argv.slice(2));
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
