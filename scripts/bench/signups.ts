/**
 * A burst of sign-ups for a service with limited seats (issue 43, `npm run bench:signups`, and a
 * step of `npm run bench`): the production build (site.ts: `node api/dist/server.js`) with
 * TRUST_PROXY=true, on SQLite (a fresh file) and on PostgreSQL (a throwaway embedded cluster, the
 * tests' harness api/test/db/embedded-pg.ts; PG_PORTS picks its port), with one instance and with
 * two instances sharing the database. Per run a service of the seed takes sign-ups for 200 seats,
 * a week ahead; 1,000 sign-ups are fired at once (each its own X-Forwarded-For and address, one
 * seat, the instances in turn) and timed from the first request to the last answer: sign-ups per
 * second, and each request's latency (p50, p99, slowest). It checks the outcome too (200
 * confirmed, 800 waitlisted, every answer a 201) and exits 1 when it is not. No SMTP_URL: the
 * confirmations are queued, not mailed (the mails are the outbox's work, after the answers).
 * BENCH_SIGNUPS (default 1000), BENCH_SIGNUP_SEATS (200), BENCH_SIGNUP_DBS (`sqlite,postgres`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { openDatabaseFor } from '../../api/src/db/dialect';
import { onDatabase, startEmbeddedPg, type RunningPg } from '../../api/test/db/embedded-pg';
import { startSite, type Site } from './site';

const SIGNUPS = Number(process.env.BENCH_SIGNUPS) || 1000;
const SEATS = Number(process.env.BENCH_SIGNUP_SEATS) || 200;
const DATABASES = (process.env.BENCH_SIGNUP_DBS ?? 'sqlite,postgres').split(',').map((d) => d.trim());
const DAY = 86_400_000;

export interface SignupRun {
  database: string;
  instances: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  confirmed: number;
  waitlisted: number;
  failed: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Opens the seed's first service for SEATS sign-ups, a week ahead of now (the server's clock is the machine's). */
async function openService(env: { DATABASE_PATH: string } | { DATABASE_URL: string }): Promise<number> {
  const { db, close } = openDatabaseFor('DATABASE_URL' in env ? { databasePath: '', databaseUrl: env.DATABASE_URL } : { databasePath: env.DATABASE_PATH });
  try {
    const { id } = await db.selectFrom('services').select('id').orderBy('id').executeTakeFirstOrThrow();
    const startsAt = new Date(Date.now() + 7 * DAY).toISOString();
    await db.updateTable('services').set({ starts_at: startsAt, signups: 1, signup_seats: SEATS, signup_max_seats: 4, signup_closed: 0, signup_closes_date: '' }).where('id', '=', id).execute();
    return id;
  } finally {
    await close();
  }
}

async function burst(sites: Site[], serviceId: number) {
  const latencies: number[] = [];
  const outcomes = { confirmed: 0, waitlisted: 0, failed: 0 };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SIGNUPS }, async (_, i) => {
      const site = sites[i % sites.length]!;
      const sent = performance.now();
      try {
        const res = await fetch(`${site.origin}/api/services/${serviceId}/registrations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
          body: JSON.stringify({ name: `Bezoeker ${i + 1}`, email: `bezoeker-${i + 1}@example.org`, seats: 1 }),
        });
        const body = (await res.json()) as { data?: { status: 'confirmed' | 'waitlisted' } };
        if (res.status === 201 && body.data) outcomes[body.data.status] += 1;
        else outcomes.failed += 1;
      } catch {
        outcomes.failed += 1;
      }
      latencies.push(performance.now() - sent);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { seconds, perSecond: SIGNUPS / seconds, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), maxMs: latencies[latencies.length - 1]!, ...outcomes };
}

async function run(database: string, instances: number): Promise<SignupRun> {
  let cluster: RunningPg | null = null;
  const sites: Site[] = [];
  const media = mkdtempSync(join(tmpdir(), 'kerk-bench-signups-'));
  try {
    const base = { TRUST_PROXY: 'true', MEDIA_PATH: media };
    let env: { DATABASE_PATH: string } | { DATABASE_URL: string };
    if (database === 'postgres') {
      cluster = await startEmbeddedPg();
      await onDatabase(cluster.adminUrl, (client) => client.query('CREATE DATABASE kerk_signups'));
      env = { DATABASE_URL: cluster.urlOf('kerk_signups') };
      // One at a time: the first migrates and seeds the database, the next finds it done.
      for (let n = 0; n < instances; n += 1) sites.push(await startSite({ env: { ...base, ...env, INSTANCE_ID: `bench-${n + 1}` } }));
    } else {
      if (instances !== 1) throw new Error('SQLite is one instance');
      const site = await startSite({ env: base });
      sites.push(site);
      env = { DATABASE_PATH: site.databasePath };
    }
    const serviceId = await openService(env);
    return { database, instances, ...(await burst(sites, serviceId)) };
  } finally {
    for (const site of sites) await site.stop();
    await cluster?.stop();
    rmSync(media, { recursive: true, force: true });
  }
}

/** The runs of BENCH_SIGNUP_DBS: SQLite with one instance, PostgreSQL with one and with two. */
export async function runSignupBench(): Promise<SignupRun[]> {
  console.log(`${SIGNUPS} sign-ups at once for ${SEATS} seats, 1 seat each, each from its own X-Forwarded-For (the production build, TRUST_PROXY=true, no SMTP).`);
  const results: SignupRun[] = [];
  for (const database of DATABASES) {
    for (const instances of database === 'postgres' ? [1, 2] : [1]) {
      console.log(`\n${database}, ${instances} instance(s) …`);
      results.push(await run(database, instances));
    }
  }
  console.log('\n| database | instances | wall time | sign-ups/s | p50 | p99 | slowest | confirmed | waitlisted | failed |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const ms = (n: number) => `${Math.round(n)} ms`;
  for (const r of results) {
    console.log(`| ${r.database} | ${r.instances} | ${r.seconds.toFixed(2)} s | ${r.perSecond.toFixed(0)} | ${ms(r.p50Ms)} | ${ms(r.p99Ms)} | ${ms(r.maxMs)} | ${r.confirmed} | ${r.waitlisted} | ${r.failed} |`);
  }
  const wrong = results.filter((r) => r.confirmed !== Math.min(SEATS, SIGNUPS) || r.waitlisted !== Math.max(0, SIGNUPS - SEATS) || r.failed > 0);
  if (wrong.length) {
    console.error(`\nFAILED: not ${Math.min(SEATS, SIGNUPS)} confirmed and the rest waitlisted on ${wrong.map((r) => `${r.database} × ${r.instances}`).join(', ')}.`);
    process.exitCode = 1;
  }
  return results;
}

if (require.main === module) {
  runSignupBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
