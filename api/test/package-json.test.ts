/**
 * Every package the api's code imports must be declared in api/package.json: a package that only
 * arrives as somebody else's dependency (xml-js came with `feed`) disappears when that dependency
 * drops it, and `npm install -w api` elsewhere would not install it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';

const API_ROOT = join(__dirname, '..');
const CODE_FOLDERS = ['src', 'test', 'bench', 'migrations', 'content'];
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|^import\s+)'([^'.][^']*)'/gm;

function tsFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : tsFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageName = (specifier: string): string =>
  specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

function importedPackages(): Map<string, string> {
  const firstUser = new Map<string, string>();
  for (const file of CODE_FOLDERS.flatMap((folder) => tsFiles(join(API_ROOT, folder)))) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const name = packageName(match[1] ?? '');
      if (!firstUser.has(name)) firstUser.set(name, file.slice(API_ROOT.length + 1));
    }
  }
  return firstUser;
}

describe('api/package.json', () => {
  it('declares every package imported by src, test, bench, migrations and content', () => {
    const manifest = JSON.parse(readFileSync(join(API_ROOT, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
    const builtins = new Set(builtinModules);
    const imported = importedPackages();

    const undeclared = [...imported]
      .filter(([name]) => !name.startsWith('node:') && !builtins.has(name) && !declared.has(name))
      .map(([name, file]) => `${name} (imported by ${file})`);

    expect(imported.has('xml-js')).toBe(true);
    expect(undeclared).toEqual([]);
  });
});
