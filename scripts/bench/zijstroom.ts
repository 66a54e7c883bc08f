/**
 * Zijstroom to 2,000 subscribers (issue 33, `npm run bench:zijstroom`): the production build
 * (site.ts: `node api/dist/server.js`, a fresh SQLite database) with SMTP_URL pointing at a mail
 * catcher in this process (smtp-server on loopback, like api/test/integration/smtp-catcher.ts, but
 * it keeps only each mail's recipients). Per run:
 * - the confirmed subscribers are inserted into the site's SQLite file with better-sqlite3, in the
 *   shape migration 0028 makes (the public sign-up and confirm flow would take far longer than the
 *   send), once the server has migrated the database and before the issue is sent;
 * - a beheerder made with the users CLI (publish.ts `signIn`) writes an issue and sends it now
 *   through the admin API;
 * - measured from the send request until the catcher has every recipient and `/voortgang` says
 *   `sent`: the wall time, mails per minute, the API process's RSS (sampled while it sends, and its
 *   peak over its life, VmHWM) and the recipients that got it more than once (must be 0).
 * The runs: NEWSLETTER_RATE as `BENCH_ZIJSTROOM_RATES` lists them (default `1200,0`: a rate that
 * would send 2,000 in under two minutes, production's default being 60; and 0, no limit).
 * BENCH_PORT: the API's port; BENCH_SMTP_PORT: the catcher's (else free ones).
 * BENCH_ZIJSTROOM_SUBSCRIBERS: how many (default 2000).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import type BetterSqlite3 from 'better-sqlite3';
import type * as SmtpServer from 'smtp-server';

import { signIn } from './publish';
import { root, startSite, type Site } from './site';

// The SQLite driver and the SMTP server are the api workspace's dependencies: loaded from there.
const fromApi = createRequire(join(root, 'api/package.json'));
const Database = fromApi('better-sqlite3') as typeof BetterSqlite3;
const { SMTPServer } = fromApi('smtp-server') as typeof SmtpServer;

const SUBSCRIBERS = Number(process.env.BENCH_ZIJSTROOM_SUBSCRIBERS) || 2000;
const RATES = (process.env.BENCH_ZIJSTROOM_RATES ?? '1200,0').split(',').map((rate) => rate.trim());
const POLL_MS = 250;
const GIVE_UP_MS = 15 * 60_000;

const subscriberAddress = (n: number) => `abonnee-${String(n).padStart(5, '0')}@example.org`;
const isSubscriber = (address: string) => /^abonnee-\d{5}@example\.org$/.test(address);

/** A mail catcher that counts each recipient's mails (and nothing more, so it stays cheap at 2,000). */
async function startCatcher(port: number) {
  const perRecipient = new Map<string, number>();
  let others = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo) {
          if (isSubscriber(address)) perRecipient.set(address, (perRecipient.get(address) ?? 0) + 1);
          else others += 1;
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    /** Subscribers that got at least one mail. */
    reached: () => perRecipient.size,
    /** Mails beyond the first to a subscriber. */
    duplicates: () => [...perRecipient.values()].reduce((sum, n) => sum + n - 1, 0),
    /** Mails to anyone else (the beheerder's account mail). */
    others: () => others,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The confirmed subscribers, as a confirmed sign-up leaves its row (migration 0028). */
function insertSubscribers(databasePath: string, count: number) {
  const db = new Database(databasePath);
  try {
    db.pragma('busy_timeout = 10000');
    const at = new Date().toISOString();
    const insert = db.prepare(
      `INSERT INTO newsletter_subscribers (email, name, status, created_at, confirm_hash, confirm_expires_at, confirm_sent_at, confirmed_at, consent, bounces, undeliverable_at)
       VALUES (?, ?, 'confirmed', ?, NULL, NULL, ?, ?, ?, 0, NULL)`,
    );
    db.transaction(() => {
      for (let n = 1; n <= count; n += 1) insert.run(subscriberAddress(n), `Abonnee ${n}`, at, at, at, 'Ingevoegd door npm run bench:zijstroom');
    })();
  } finally {
    db.close();
  }
}

/** A field of /proc/<pid>/status in MB (VmRSS now, VmHWM the peak so far). */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    throw new Error(`the API process (pid ${pid}) has exited`);
  }
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  return kb ? Number(kb) / 1024 : NaN;
}

interface RunResult {
  rate: string;
  seconds: number;
  perMinute: number;
  reached: number;
  sent: number;
  rssBeforeMb: number;
  rssPeakSendingMb: number;
  hwmMb: number;
  duplicates: number;
  others: number;
}

async function run(rate: string): Promise<RunResult> {
  const catcher = await startCatcher(Number(process.env.BENCH_SMTP_PORT) || 0);
  let site: Site | null = null;
  // The server's last log lines (LOG_LEVEL warn), shown when the run fails.
  const logs: string[] = [];
  try {
    site = await startSite({ env: { SMTP_URL: `smtp://127.0.0.1:${catcher.port}`, NEWSLETTER_RATE: rate }, onLog: (line) => {
        logs.push(line);
        if (logs.length > 20) logs.shift();
      },
    });
    const { origin } = site;
    insertSubscribers(site.databasePath, SUBSCRIBERS);
    const headers = await signIn(site);
    const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
      const res = await fetch(`${origin}/api/admin/zijstroom${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
      if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { data: T }).data;
    };
    const issue = await call<{ id: number; version: number }>('', {
      method: 'POST',
      body: JSON.stringify({ title: 'Zijstroom, meting', body: `<h2>Uit de gemeente</h2>${'<p>Gemeten door npm run bench:zijstroom: een uitgave met een paar alinea’s tekst, zoals een gewone Zijstroom.</p>'.repeat(12)}` }),
    });

    const rssBeforeMb = memoryMb(site.pid, 'VmRSS');
    let rssPeakSendingMb = rssBeforeMb;
    const started = performance.now();
    await call(`/${issue.id}/versturen`, { method: 'POST', headers: { 'if-match': `"${issue.version}"` }, body: '{}' });
    let progress = { status: '', sent: 0 };
    let shown = started;
    while (catcher.reached() < SUBSCRIBERS || progress.status !== 'sent') {
      if (performance.now() - started > GIVE_UP_MS) throw new Error(`after ${GIVE_UP_MS / 60_000} min: ${catcher.reached()} of ${SUBSCRIBERS} received, issue ${JSON.stringify(progress)}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      rssPeakSendingMb = Math.max(rssPeakSendingMb, memoryMb(site.pid, 'VmRSS'));
      progress = await call(`/${issue.id}/voortgang`);
      if (performance.now() - shown > 15_000) {
        shown = performance.now();
        console.log(`  ${((shown - started) / 1000).toFixed(0)} s: ${catcher.reached()} received, outbox ${JSON.stringify(progress)}`);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    // A late duplicate would still be on its way: give it a moment to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    return {
      rate,
      seconds,
      perMinute: (SUBSCRIBERS / seconds) * 60,
      reached: catcher.reached(),
      sent: progress.sent,
      rssBeforeMb,
      rssPeakSendingMb,
      hwmMb: memoryMb(site.pid, 'VmHWM'),
      duplicates: catcher.duplicates(),
      others: catcher.others(),
    };
  } catch (error) {
    console.error(`the server's last log lines:\n${logs.join('\n')}`);
    throw error;
  } finally {
    await site?.stop();
    await catcher.stop();
  }
}

async function main() {
  console.log(`Zijstroom to ${SUBSCRIBERS} subscribers through a local SMTP catcher; the subscribers are inserted as confirmed rows into the SQLite file (better-sqlite3), not signed up through /zijstroom.`);
  const results: RunResult[] = [];
  for (const rate of RATES) {
    console.log(`\nNEWSLETTER_RATE=${rate}${rate === '0' ? ' (no limit)' : ''} …`);
    results.push(await run(rate));
  }
  const mb = (n: number) => `${n.toFixed(0)} MB`;
  console.log('\n| NEWSLETTER_RATE | received | outbox sent | wall time | mails/min | RSS before send | peak RSS while sending | peak RSS (VmHWM) | duplicates |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    const rate = r.rate === '0' ? '0 (no limit)' : r.rate;
    console.log(`| ${rate} | ${r.reached} | ${r.sent} | ${r.seconds.toFixed(1)} s | ${r.perMinute.toFixed(0)} | ${mb(r.rssBeforeMb)} | ${mb(r.rssPeakSendingMb)} | ${mb(r.hwmMb)} | ${r.duplicates} |`);
  }
  const others = results.reduce((sum, r) => sum + r.others, 0);
  if (others) console.log(`\n(${others} other mail(s) to non-subscribers, e.g. the beheerder's account mail, not counted)`);
  if (results.some((r) => r.duplicates > 0 || r.reached !== SUBSCRIBERS)) {
    console.error('\nFAILED: a subscriber got the issue twice, or not at all.');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
