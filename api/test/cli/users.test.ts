/**
 * `npm run users -- add <email> --role beheerder`: on a fresh DATABASE_PATH (migrated first) it
 * creates the account and prints a one-time link on PUBLIC_URL or http://localhost:PORT, which
 * sets the password once; `link` prints a new one. Run as a separate process, as an operator would.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import type { FastifyInstance } from 'fastify';

import { apiRoot, repoRoot } from '../../src/lib/paths';
import { PASSWORD, signIn } from '../admin-helper';
import { build } from '../helper';

const run = promisify(execFile);
const LINK = /^(https?:\/\/[^\s/]+)\/beheer\/wachtwoord\?token=([A-Za-z0-9_-]{43})$/m;

describe('users CLI', () => {
  let dir: string;
  let databasePath: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'users-'));
    databasePath = path.join(dir, 'data', 'site.db');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const env = (extra: Record<string, string> = {}) => {
    const { PUBLIC_URL: _publicUrl, PORT: _port, ...rest } = process.env;
    return { ...rest, DATABASE_PATH: databasePath, LOG_LEVEL: 'silent', ...extra };
  };
  const users = (args: string[], extra: Record<string, string> = {}) =>
    run(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', 'cli', 'users.ts'), ...args], { env: env(extra) });
  const fails = (args: string[]) => users(args).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );

  async function withApp(test: (app: FastifyInstance) => Promise<void>) {
    const app = build({ config: { databasePath } });
    try {
      await test(app);
    } finally {
      await app.close();
    }
  }
  const setPassword = (app: FastifyInstance, token: string) => app.inject({ method: 'POST', url: '/api/admin/password', payload: { token, password: PASSWORD } });

  it('adds a beheerder to a fresh database and prints a link on http://localhost:PORT that sets the password once', async () => {
    const { stdout } = await users(['add', 'Scriba@Example.org', '--role', 'beheerder'], { PORT: '8421' });
    expect(stdout).toContain('Account aangemaakt: scriba@example.org (beheerder).');
    const [, origin, token] = stdout.match(LINK)!;
    expect(origin).toBe('http://localhost:8421');
    await withApp(async (app) => {
      expect((await setPassword(app, token!)).statusCode).toBe(200);
      expect((await setPassword(app, token!)).json().code).toBe('token_used');
      const { res } = await signIn(app, 'scriba@example.org');
      expect(res.json().data.user.role).toBe('beheerder');
      const audit = await app.db.selectFrom('audit_log').select(['action', 'subject', 'actor_email']).orderBy('id').execute();
      expect(audit[0]).toEqual({ action: 'user_created', subject: 'scriba@example.org', actor_email: '' });
    });
  }, 30_000);

  it('makes its link on the one clock: started at CLOCK_START, a server at that instant accepts it', async () => {
    const started = performance.now();
    const { stdout } = await users(['add', 'diaken@example.org', '--role', 'redacteur'], { CLOCK_START: '2027-03-28T02:30:00+01:00' });
    const ran = performance.now() - started;
    const [, , token] = stdout.match(LINK)!;
    await withApp(async (app) => {
      await app.ready();
      const [row] = await app.db.selectFrom('account_tokens').select(['created_at']).execute();
      // The CLI's clock ran from CLOCK_START for no longer than the CLI itself ran.
      const afterStart = Date.parse(row!.created_at) - Date.parse('2027-03-28T02:30:00+01:00');
      expect([afterStart >= 0, afterStart <= ran]).toEqual([true, true]);
      // The api tests' clock (23-11-2026) is before the link was made, so it is not expired there either.
      expect((await setPassword(app, token!)).statusCode).toBe(200);
    });
  }, 30_000);

  it('links to PUBLIC_URL when it is set; `link` gives a new link and the earlier one stops working', async () => {
    const first = (await users(['add', 'koster@example.org', '--role', 'redacteur'], { PUBLIC_URL: 'https://kerk.example.nl' })).stdout.match(LINK)!;
    expect(first[1]).toBe('https://kerk.example.nl');
    const second = (await users(['link', 'koster@example.org'], { PUBLIC_URL: 'https://kerk.example.nl' })).stdout.match(LINK)!;
    await withApp(async (app) => {
      expect((await setPassword(app, first[2]!)).json().code).toBe('token_used');
      expect((await setPassword(app, second[2]!)).statusCode).toBe(200);
    });
  }, 30_000);

  it('refuses, with exit code 2 and a Dutch message, an address that has an account, a missing role and a bad address', async () => {
    await users(['add', 'koster@example.org', '--role', 'redacteur']);
    expect(await fails(['add', 'koster@example.org', '--role', 'beheerder'])).toEqual({ code: 2, stderr: expect.stringContaining('Er is al een account voor koster@example.org') });
    expect(await fails(['add', 'nieuw@example.org'])).toEqual({ code: 2, stderr: expect.stringContaining('Kies een rol met --role beheerder of redacteur') });
    expect(await fails(['add', 'geen-adres', '--role', 'redacteur'])).toEqual({ code: 2, stderr: expect.stringContaining('E-mailadres is niet juist') });
    expect(await fails(['link', 'niemand@example.org'])).toEqual({ code: 2, stderr: expect.stringContaining('Er is geen account voor niemand@example.org') });
  }, 30_000);

  describe('--help', () => {
    const HELP_LINES = [
      'Opdrachten:',
      '  add <e-mailadres> --role beheerder|redacteur',
      '  link <e-mailadres>',
      '  help, --help, -h',
      'Voorbeelden:',
      '  npm run users -- add koster@example.org --role beheerder',
      '  npm run users -- add redactie@example.org --role redacteur',
      '  npm run users -- link koster@example.org',
    ];
    const outcome = (args: string[]) =>
      users(args).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
      );

    it('explains every command with examples in Dutch, from the repository root, with exit code 0', async () => {
      const { stdout, stderr } = await run('npm', ['run', '--silent', 'users', '--', '--help'], { cwd: repoRoot, env: env() });
      expect(stderr).toBe('');
      expect(stdout.split('\n')).toEqual(expect.arrayContaining(HELP_LINES));
      expect(stdout).toContain('kiest (24 uur geldig, één keer te gebruiken)');
      expect(stdout).toMatch(/--role beheerder\n\s+Een beheerder mag alles/);
      expect(stdout).toMatch(/--role redacteur\n\s+Een redacteur mag de inhoud/);
      // Explaining opens no database.
      expect(fs.existsSync(databasePath)).toBe(false);
    }, 30_000);

    it('gives the same explanation for -h and help', async () => {
      const [short, word] = await Promise.all([outcome(['-h']), outcome(['help'])]);
      expect([short.code, short.stderr]).toEqual([0, '']);
      expect(short.stdout.split('\n')).toEqual(expect.arrayContaining(HELP_LINES));
      expect(word).toEqual(short);
    }, 30_000);

    it('explains on stderr with exit code 2 when the command is missing, unknown or has an unknown option', async () => {
      const answers = await Promise.all([outcome([]), outcome(['verwijder', 'koster@example.org']), outcome(['add', 'koster@example.org', '--rol', 'beheerder'])]);
      expect(answers.map(({ code, stdout, stderr }) => [code, stdout, stderr.split('\n')[0]])).toEqual([
        [2, '', 'Geef een opdracht: add of link.'],
        [2, '', 'Onbekende opdracht: verwijder.'],
        [2, '', 'Onbekende optie: --rol.'],
      ]);
      for (const { stderr } of answers) expect(stderr.split('\n')).toEqual(expect.arrayContaining(HELP_LINES));
    }, 30_000);
  });

  it('runs from the repository root as `npm run users -- add …`', async () => {
    const { stdout } = await run('npm', ['run', '--silent', 'users', '--', 'add', 'anna@example.org', '--role', 'redacteur'], { cwd: repoRoot, env: env() });
    expect(stdout).toMatch(LINK);
  }, 30_000);
});
