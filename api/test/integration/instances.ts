/**
 * API instances for the tests of several instances on one PostgreSQL: real server processes (the
 * app as src/server.ts builds it, started by test/stepped-server.ts), each with its own SMTP_URL
 * and INSTANCE_ID, whose outboxes look only when the test says so. Their own interval is an hour
 * (TEST_POLL_MS); `lookAt` does what a tick would, at an instant the test picks, and resolves once
 * the look is done, with the instant it looked at and what it sent: no wait for a real poll, and a
 * negative check ("no second mail") follows a look that would have sent that mail.
 *
 * The instances' clocks run on the machine's (no CLOCK_START), so one instance's lease compares
 * exactly with another's clock, as on servers kept in step by NTP. The test moves them on together
 * on one timeline: each `lookAll` sets every instance it names a lease and a poll interval ahead of
 * the furthest any instance has been, so it looks past every lease claimed before, exactly. The
 * lease is production's default (60 s), far longer than any one look takes: a look never sees a
 * lease of its own claims pass (on a running clock that would depend on the machine's speed).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import { apiRoot } from '../../src/lib/paths';
import type { StepAnswer } from '../stepped-server';
import { eventually, freePort } from './mail-harness';

/** The lease of an outbox claim in these instances (OUTBOX_LEASE_MS, production's default). */
export const LEASE_MS = 60_000;
/** The production interval of the outboxes' polls. */
const POLL_MS = 15_000;
/** How far each look moves the timeline: past every lease, as a poll after it would. */
const LOOK_MS = LEASE_MS + POLL_MS;

export interface Instance {
  id: string;
  base: string;
  child: ChildProcess;
  output: string[];
  /** How far this instance's clock is ahead of the machine's (the sum of its steps). */
  aheadMs: number;
  /** Moves the clock to `aheadMs` ahead of the machine's and lets both outboxes look once. */
  lookAt: (aheadMs: number) => Promise<StepAnswer>;
}

export function createInstances(env: () => Record<string, string>) {
  const instances: Instance[] = [];
  let timeline = 0;

  async function launch(id: string, smtpPort: number, extra: Record<string, string> = {}): Promise<Instance> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'test', 'stepped-server.ts')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        INSTANCE_ID: id,
        OUTBOX_LEASE_MS: String(LEASE_MS),
        TEST_POLL_MS: String(60 * 60_000),
        LOG_LEVEL: 'warn',
        ...env(),
        ...extra,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const output: string[] = [];
    child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const instance: Instance = {
      id,
      base: `http://127.0.0.1:${port}`,
      child,
      output,
      aheadMs: 0,
      lookAt(aheadMs) {
        const stepMs = aheadMs - instance.aheadMs;
        instance.aheadMs = aheadMs;
        timeline = Math.max(timeline, aheadMs);
        return new Promise((resolve, reject) => {
          const gone = () => reject(new Error(`${id} exited before its look was done (${output.join('').slice(-500)})`));
          child.once('exit', gone);
          child.once('message', (answer: StepAnswer & { error?: string }) => {
            child.off('exit', gone);
            if (answer.error) reject(new Error(`${id}: ${answer.error}`));
            else resolve(answer);
          });
          child.send({ stepMs });
        });
      },
    };
    instances.push(instance);
    return instance;
  }

  return {
    /** Starts an instance mailing through `smtpPort` (`extra`: more environment). */
    start: launch,
    /**
     * Waits until it answers: a process that compiles the api's TypeScript as it starts (tsx),
     * beside Playwright on a 2-core machine, took over 30 s once, so it has 90 s (a start-up, not a
     * margin on a clock).
     */
    up: (instance: Instance) =>
      eventually(`${instance.id} answers (${instance.output.join('').slice(-500)})`, () => fetch(`${instance.base}/api/health`).then((r) => r.ok, () => false), 90_000),
    /** The next instant of the timeline: a lease and a poll past the furthest any instance's clock has been. */
    next: () => timeline + LOOK_MS,
    /** Every one of `these` looks at the next instant of the timeline; resolves with their answers once all have. */
    lookAll(these: Instance[]): Promise<StepAnswer[]> {
      const at = timeline + LOOK_MS;
      return Promise.all(these.map((instance) => instance.lookAt(at)));
    },
    /** SIGKILLs every instance still running. */
    killAll() {
      for (const { child } of instances.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
