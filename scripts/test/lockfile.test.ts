/**
 * `npm ci` (the images, scripts/ensure-install.mjs) refuses a lock file that does not list every
 * package some locked package depends on, including the platform binaries a native package names
 * as optional dependencies (@swc/core-darwin-arm64 on a Linux machine): the lock must be complete
 * for every platform, not just the one it was written on.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Locked {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(join(__dirname, '../../package-lock.json'), 'utf8')) as { packages: Record<string, Locked> };
const nameOf = (path: string) => path.replace(/^.*node_modules\//, '');

/** Where Node would find `name` from the package at `path`: its own node_modules, then each parent's. */
function resolve(path: string, name: string): string | undefined {
  let dir = path;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent === -1 ? '' : dir.slice(0, parent);
  }
}

it('lists every dependency and every optional platform package of every locked package', () => {
  const missing: string[] = [];
  for (const [path, pkg] of Object.entries(lock.packages)) {
    for (const [name, range] of Object.entries({ ...pkg.dependencies, ...pkg.optionalDependencies })) {
      if (!resolve(path, name)) missing.push(`${nameOf(path) || 'root'} → ${name}@${range}`);
    }
  }
  expect(missing).toEqual([]);
});
