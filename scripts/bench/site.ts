/**
 * The production build served locally for the bench: the real server (the same one `npm start`
 * runs) on a free loopback port with a fresh database in a temp folder, like e2e/support/deploy.ts.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

import { pathTo } from '@kerk/kit/site-map';

export const root = join(__dirname, '../..');

export interface Site {
  origin: string;
  /** The site's fresh database (for the users CLI). */
  databasePath: string;
  /** The API process's id (its memory: /proc/<pid>/status). */
  pid: number;
  stop: () => Promise<void>;
}

/** A loopback port nothing listens on (yet). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitHealthy(origin: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server at ${origin} did not become healthy`);
}

/**
 * BENCH_PORT: the port to serve on (a machine shared by several people gives each a range); else a free one.
 * `onLog`: each line the server logs (JSON, LOG_LEVEL warn), for a bench that counts events. `env`: more of the server's environment.
 */
export async function startSite({ onLog, env = {} }: { onLog?: (line: string) => void; env?: Record<string, string> } = {}): Promise<Site> {
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'kerk-bench-site-'));
  const databasePath = join(dir, 'site.db');
  // The API as production runs it: compiled (api/build.mjs), started with plain node.
  execFileSync(process.execPath, [join(root, 'api/build.mjs')], { stdio: 'inherit' });
  const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'api/dist/server.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: databasePath, LOG_LEVEL: 'warn', SMTP_URL: '', ...env },
    stdio: ['ignore', onLog ? 'pipe' : 'ignore', 'inherit'],
  });
  if (onLog) createInterface({ input: server.stdout! }).on('line', onLog);
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(origin, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, databasePath, pid: server.pid!, stop };
}

/** The first news article's path, so the bench measures a real article. */
export async function firstArticlePath(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/news`);
  const body = (await res.json()) as { data: { id: number }[] };
  return pathTo('newsArticle', { id: body.data[0]!.id });
}
