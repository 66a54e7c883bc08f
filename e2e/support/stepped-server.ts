/**
 * A server of a spec's own (its own port, database and environment, as support/deploy.ts starts
 * one) whose clock the spec steps: `step(ms)` moves the server's clock on and resolves once it has,
 * so a spec never waits for wall time to pass. The child is api/test/stepped-server.ts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { DEFAULT_INSTANT, INSTANTS } from './clock';
import { root } from './deploy';

export interface SteppedServer {
  url: string;
  /** Moves the server's clock `ms` on. */
  step: (ms: number) => Promise<void>;
  stop: () => Promise<void>;
}

/** Starts the server on `port` with a fresh database at `data/e2e-<port>/site.db` (where support/admin.ts finds it) and `env` on top. */
export async function startSteppedServer(port: number, env: Record<string, string> = {}): Promise<SteppedServer> {
  const dataDir = join(root, 'data', `e2e-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'api/test/stepped-server.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WEB_ROOT: root, DATABASE_PATH: join(dataDir, 'site.db'), CLOCK_START: INSTANTS[DEFAULT_INSTANT], LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000', ...env },
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i === 120 || child.exitCode !== null) {
      child.kill();
      throw new Error(`server on ${port} did not become healthy`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    step: (ms) =>
      new Promise((resolve) => {
        child.once('message', () => resolve());
        child.send({ stepMs: ms });
      }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
