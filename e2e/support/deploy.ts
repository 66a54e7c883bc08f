/**
 * Support for the independent-deployment test: a web root of its own where one remote can be
 * rebuilt and redeployed while the shell (never rebuilt) and the API keep running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { REMOTES } from '../../packages/kit/federation';
import { DEFAULT_INSTANT, INSTANTS } from './clock';

export const root = join(__dirname, '../..');
const APPS = ['shell', ...REMOTES];

/**
 * A web root where the shell is a copy (which proves it is never touched), each of `workspaces` is a
 * copy of that remote's whole workspace (sources, config and built dist, as on a deploy machine, so
 * its own `npm run build` deploys it in place), and the other remotes are links to their builds.
 */
export function prepareWebRoot(dir: string, workspaces: string[]): void {
  rmSync(dir, { recursive: true, force: true });
  for (const app of APPS) {
    mkdirSync(join(dir, app), { recursive: true });
    const dist = join(root, app, 'dist');
    if (workspaces.includes(app)) cpSync(join(root, app), join(dir, app), { recursive: true, filter: (src) => !/\/node_modules(\/|$)/.test(src) });
    else if (app === 'shell') cpSync(dist, join(dir, app, 'dist'), { recursive: true });
    else symlinkSync(dist, join(dir, app, 'dist'), 'dir');
  }
}

/**
 * Starts the real server on `port` with its own web root and database, and `env` on top (as
 * docker-compose sets it, say); resolves when healthy.
 */
export async function startServer(port: number, webRoot: string, dbPath: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'api/src/server.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WEB_ROOT: webRoot, DATABASE_PATH: dbPath, CLOCK_START: INSTANTS[DEFAULT_INSTANT], LOG_LEVEL: 'warn', SMTP_URL: '', ...env },
    stdio: 'inherit',
  });
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`server on ${port} did not become healthy`);
}

function run(cmd: string, args: string[], cwd = root): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * The README's deploy of one remote, done in the web root's copy of its workspace: the remote's own
 * `npm run build` (what `npm run build -w <remote>` runs), which writes its served dist in place.
 */
export function deployWithNpm(workspace: string): Promise<void> {
  return run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '--silent'], workspace);
}

export interface CopyOptions {
  /** Text shown above the remote's exposed page, to see which build is live. */
  marker: string;
  expose: string;
  /** Build against a copy of the kit with this (older) version instead of the current kit. */
  kitVersion?: string;
}

/**
 * Copies a remote's sources (inside the repo, so node_modules resolve), wraps one exposed module
 * with a visible marker and builds the copy into `outDir`.
 */
export async function buildRemoteCopy(workDir: string, remote: string, outDir: string, options: CopyOptions): Promise<void> {
  rmSync(workDir, { recursive: true, force: true });
  const copy = join(workDir, remote);
  cpSync(join(root, remote), copy, { recursive: true, filter: (src) => !/\/(dist|node_modules)(\/|$)/.test(src) });
  const exposeFile = join(copy, 'src/exposes', `${options.expose}.tsx`);
  renameSync(exposeFile, exposeFile.replace(/\.tsx$/, '.original.tsx'));
  writeFileSync(
    exposeFile,
    `import Original from './${options.expose}.original';\n` +
      `export default function Deployed(props: Record<string, unknown>) {\n` +
      `  return (<><p data-testid="deploy-marker">${options.marker}</p><Original {...props} /></>);\n}\n`,
  );
  let config = join(copy, 'webpack.config.js');
  if (options.kitVersion) {
    // The old kit sits in the copy's nearest node_modules, so `@kerk/kit/*` resolves to it through
    // its package exports, as if the remote had been built when that kit was current.
    const kit = join(workDir, 'node_modules', '@kerk', 'kit');
    cpSync(join(root, 'packages/kit'), kit, { recursive: true, filter: (src) => !src.includes('node_modules') });
    const pkg = JSON.parse(readFileSync(join(kit, 'package.json'), 'utf8')) as { version: string };
    writeFileSync(join(kit, 'package.json'), JSON.stringify({ ...pkg, version: options.kitVersion }, null, 2));
    const original = readFileSync(config, 'utf8').replace("require('@kerk/kit/federation/webpack')", `require(${JSON.stringify(join(kit, 'federation/webpack.js'))})`);
    config = join(copy, 'webpack.skew.config.js');
    writeFileSync(config, original);
  }
  // A production build (content hashes, manifest, federation as deployed) without the minifier and
  // source maps, which only change the bytes: the build then takes a third of the time.
  // Built in the copy's own dist/ (the server build goes to dist/server/, which an `--output-path`
  // would give both builds), then moved to `outDir`.
  await run(process.execPath, [join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', '-c', config, '--no-optimization-minimize', '--no-devtool']);
  rmSync(outDir, { recursive: true, force: true });
  cpSync(join(copy, 'dist'), outDir, { recursive: true });
}

/** Deploys a build over the served dist: new files in, old hashed chunks kept for open tabs. */
export function deploy(buildDir: string, servedDist: string): void {
  for (const file of readdirSync(buildDir)) cpSync(join(buildDir, file), join(servedDist, file), { recursive: true });
}

export const exists = existsSync;
