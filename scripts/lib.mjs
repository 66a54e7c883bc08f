// Helpers shared by the root scripts (plain Node, no dependencies: they run before npm install).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_APPS = ['shell', 'mf-content', 'mf-agenda', 'mf-community', 'mf-contact'];
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** True when the module at `url` is the script Node was started with (not when imported). */
export const isMain = (url) => Boolean(process.argv[1]) && url === pathToFileURL(process.argv[1]).href;

/** Runs a command with inherited output; rejects on a non-zero exit. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`))));
    child.on('error', reject);
  });
}

function* files(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** A hash of everything a web app's build depends on: its sources, config and the kit. */
export function sourceHash(app) {
  const hash = createHash('sha256');
  const inputs = [join(root, app, 'src'), join(root, 'packages/kit')];
  const single = [join(root, app, 'webpack.config.js'), join(root, app, 'package.json'), join(root, 'package-lock.json')];
  for (const dir of inputs) for (const file of [...files(dir)].sort()) hash.update(relative(root, file)).update(readFileSync(file));
  for (const file of single) if (existsSync(file)) hash.update(readFileSync(file));
  return hash.digest('hex');
}

export const newer = (a, b) => existsSync(a) && (!existsSync(b) || statSync(a).mtimeMs > statSync(b).mtimeMs);
