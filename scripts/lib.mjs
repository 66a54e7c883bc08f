// Helpers shared by the root scripts (plain Node, no dependencies: they run before npm install).
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { createRequire } from 'node:module';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
/** The shell and the remotes, in the kit's one list (plain Node, readable before npm install). */
export const WEB_APPS = ['shell', ...require('../packages/kit/federation/index.js').REMOTES];

export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** True when the module at `url` is the script Node was started with (not when imported). */
export const isMain = (url) => Boolean(process.argv[1]) && url === pathToFileURL(process.argv[1]).href;

/**
 * Runs a command with inherited output; rejects on a non-zero exit. With `hold` (an array), its
 * output is kept there instead, to be printed later in one piece.
 */
export function run(cmd, args, { hold, background = false, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit', ...options });
    // `background`: a lower priority (nice 10), inherited by what it starts, so a job beside it gets
    // the cores first. Best effort: where the platform refuses, it runs at the usual priority.
    if (background && child.pid !== undefined) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // the usual priority
      }
    }
    if (hold) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => hold.push(chunk));
    child.on('close', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`))));
    child.on('error', reject);
  });
}

/** A hash of everything a web app's build depends on (the kit's build-hash.js, which every build writes). */
export const sourceHash = (app) => require('../packages/kit/federation/build-hash.js').sourceHash(join(root, app));

export const newer = (a, b) => existsSync(a) && (!existsSync(b) || statSync(a).mtimeMs > statSync(b).mtimeMs);
