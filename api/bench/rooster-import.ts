/**
 * The rooster import's time (issue 16, goal ≤ 2 s): a 200-row CSV previewed and then saved through
 * POST /api/admin/services/import, in process (app.inject), on the bench database with its 10 000
 * services, as a signed-in redacteur. Prints one line that `scripts/bench/targets.ts` reads.
 */
import Fastify from 'fastify';
import fp from 'fastify-plugin';

import app, { serverOptions } from '../src/app';
import { hashPassword } from '../src/plugins/app/accounts/passwords';
import { loadConfig } from '../src/plugins/external/env';

export const ROOSTER_ROWS = 200;

/** A rooster of `rows` services at odd minutes, so the bench dataset has none at the same time. */
export function benchRooster(rows = ROOSTER_ROWS): string {
  const lines = ['Datum;Tijd;Kerk;Voorganger;Zondag of thema;Collectedoelen;Uitgezonden;Link uitzending;Link opname'];
  for (let i = 0; i < rows; i++) {
    const day = new Date(Date.UTC(2031, 0, 5 + Math.floor(i / 7) * 7));
    lines.push(`${day.getUTCDate()}-${day.getUTCMonth() + 1}-${day.getUTCFullYear()};${13 + (i % 7)}:07;${['Druten', 'Wijchen', 'Beuningen'][i % 3]};ds. ${i};;Diaconie;ja;https://kerkdienstgemist.nl/stations/${i};`);
  }
  return lines.join('\n');
}

/** Preview and confirm of a 200-row import, in ms. */
export async function measureRoosterImport(database: { DATABASE_PATH: string } | { DATABASE_URL: string }): Promise<{ previewMs: number; confirmMs: number; imported: number }> {
  const where = 'DATABASE_URL' in database ? { databasePath: '', databaseUrl: database.DATABASE_URL } : { databasePath: database.DATABASE_PATH };
  const config = { ...loadConfig({}), ...where, rateLimitMax: 1_000_000_000, logLevel: 'silent' as const };
  const server = Fastify({ ...serverOptions(config), logger: false });
  await server.register(fp(app), { config });
  try {
    await server.ready();
    const email = `bench-${Date.now()}@example.org`;
    const password = 'Bench-Rooster-Import-2031';
    const user = await server.accounts.users.create(email, 'redacteur');
    if (!user) throw new Error('bench user exists');
    await server.accounts.users.setPasswordHash(user.id, await hashPassword(password));
    const session = await server.inject({ method: 'POST', url: '/api/admin/session', payload: { email, password } });
    const cookie = session.cookies.find((c) => c.name.endsWith('kerk_sessie'));
    const headers = { cookie: `${cookie!.name}=${cookie!.value}`, 'x-csrf-token': session.json().data.csrfToken as string };
    const content = Buffer.from(benchRooster()).toString('base64');
    const time = async (confirm: boolean) => {
      const start = performance.now();
      const res = await server.inject({ method: 'POST', url: '/api/admin/services/import', headers, payload: { content, confirm } });
      if (res.statusCode !== 200) throw new Error(`import answered ${res.statusCode}: ${res.body}`);
      return { ms: performance.now() - start, data: res.json().data as { imported: number } };
    };
    const preview = await time(false);
    const confirm = await time(true);
    return { previewMs: preview.ms, confirmMs: confirm.ms, imported: confirm.data.imported };
  } finally {
    await server.close();
  }
}
