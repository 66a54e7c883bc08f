/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type webpack from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createAppConfig } = require('./webpack') as {
  createAppConfig: (app: { dirname: string; id: string; runtimePlugins?: string[] }) => (env: object, argv: { mode: string }) => webpack.Configuration | webpack.Configuration[];
};

const appDir = (id: string) => join(__dirname, '../../..', id);
/** Every build but a dev server's is [server, web]. */
const builds = (id: string, env: object, mode: string, runtimePlugins?: string[]) => {
  const configs = createAppConfig({ dirname: appDir(id), id, runtimePlugins })(env, { mode });
  return Array.isArray(configs) ? configs : [configs];
};
const webOf = (configs: webpack.Configuration[]) => configs.find((config) => config.name === 'web')!;
const serverOf = (configs: webpack.Configuration[]) => configs.find((config) => config.name === 'server');
const agenda = (env: object, mode = 'development') => webOf(builds('mf-agenda', env, mode));

test('a remote run alone loads its scripts from the root, so a deep link (/evenement/7) finds them', () => {
  expect(agenda({ standalone: true }).output?.publicPath).toBe('/');
});

test('a remote on the page loads its chunks from wherever its entry came from (its own origin)', () => {
  expect(agenda({}, 'production').output?.publicPath).toBe('auto');
  expect(agenda({}).output?.publicPath).toBe('auto');
});

test('npm run dev:remote (webpack serve, production mode) rebuilds in seconds: no minifier, cheap source maps, no deploy files', () => {
  const served = agenda({ WEBPACK_SERVE: true }, 'production');
  expect(served.mode).toBe('production');
  expect(served.optimization?.minimize).toBe(false);
  expect(served.devtool).toBe('cheap-module-source-map');
  const names = (config: webpack.Configuration) => (config.plugins ?? []).map((plugin) => plugin?.constructor.name);
  expect(names(served)).not.toEqual(expect.arrayContaining(['KeepReleasesPlugin']));
  expect(names(served)).not.toEqual(expect.arrayContaining(['BuildHashPlugin']));

  const deployed = agenda({}, 'production');
  expect(deployed.optimization?.minimize).toBe(true);
  expect(deployed.devtool).toBe('source-map');
  expect(names(deployed)).toEqual(expect.arrayContaining(['KeepReleasesPlugin', 'BuildHashPlugin']));
});

describe('exposes', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { exposesOf } = require('./webpack') as { exposesOf: (dirname: string) => Record<string, string> };

  it("are a remote's src/exposes/ files, named as the site map names them", () => {
    expect(exposesOf(join(__dirname, '../../../mf-agenda'))).toEqual({
      './AgendaPage': './src/exposes/agenda-page.tsx',
      './EventPage': './src/exposes/event-page.tsx',
      './EventsWidget': './src/exposes/events-widget.tsx',
    });
  });

  it('reach the federation plugin, the widgets in one chunk', () => {
    const plugin = agenda({}).plugins!.find((p) => p?.constructor.name === 'ModuleFederationPlugin') as unknown as { _options: { exposes: Record<string, unknown> } };
    expect(plugin._options.exposes).toEqual({
      './AgendaPage': './src/exposes/agenda-page.tsx',
      './EventPage': './src/exposes/event-page.tsx',
      './EventsWidget': { import: './src/exposes/events-widget.tsx', name: 'home-widgets' },
    });
  });
});

describe('the standalone harness page', () => {
  it("is the kit's one page for every remote, titled by the remote", () => {
    const html = agenda({ standalone: true }).plugins!.find((p) => p?.constructor.name === 'HtmlWebpackPlugin') as unknown as { userOptions: { template: string; title: string } };
    expect(html.userOptions.template).toBe(join(__dirname, '../standalone/index.html'));
    expect(html.userOptions.title).toBe('mf-agenda (los)');
  });

  it('is not built into a remote on the page', () => {
    expect(agenda({}).plugins!.some((p) => p?.constructor.name === 'HtmlWebpackPlugin')).toBe(false);
  });
});

describe('the server build (SSR)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { sourceHash } = require('./build-hash') as { sourceHash: (dir: string) => string };
  type Federation = {
    _options: {
      exposes?: unknown;
      library?: { type: string };
      remoteType?: string;
      shared: Record<string, { import?: string | false; eager?: boolean; singleton?: boolean }>;
      runtimePlugins: string[];
      manifest: false | { fileName: string; additionalData?: (input: { stats: unknown }) => { metaData: Record<string, unknown> } };
    };
  };
  const federationOf = (config: webpack.Configuration) => config.plugins!.find((p) => p?.constructor.name === 'ModuleFederationPlugin') as unknown as Federation;
  const pluginsOf = (config: webpack.Configuration) => (config.plugins ?? []).map((plugin) => plugin?.constructor.name);
  const nodeRuntimePlugin = require.resolve('@module-federation/node/runtimePlugin');
  const release = (id: string) => sourceHash(appDir(id)).slice(0, 12);

  it("comes first in every build but a dev server's, and the web build waits for it (its manifest names the server entry)", () => {
    const configs = builds('mf-agenda', {}, 'production');
    expect(configs.map((config) => config.name)).toEqual(['server', 'web']);
    expect(webOf(configs).dependencies).toEqual(['server']);
    expect(builds('mf-agenda', {}, 'development').map((config) => config.name)).toEqual(['server', 'web']);
    // npm run dev / dev:remote: the web build alone, as before.
    expect(builds('mf-agenda', { WEBPACK_SERVE: true }, 'production')).toHaveLength(1);
    expect(builds('mf-agenda', { WEBPACK_SERVE: true }, 'production')[0]?.dependencies).toBeUndefined();
  });

  it("of a remote is a Node container in dist/server/ with the web build's exposes and no copy of any singleton", () => {
    const configs = builds('mf-agenda', {}, 'production');
    const server = serverOf(configs)!;
    expect(server.target).toBe('async-node');
    expect(server.mode).toBe('production');
    expect(server.output?.path).toBe(join(appDir('mf-agenda'), 'dist/server'));
    expect(server.optimization?.minimize).toBe(false);
    expect(server.devtool).toBe('source-map');
    expect(pluginsOf(server)).toContain('KeepReleasesPlugin');
    const federation = federationOf(server)._options;
    expect(federation.library).toEqual({ type: 'commonjs-module' });
    expect(federation.remoteType).toBe('script');
    expect(federation.exposes).toEqual(federationOf(webOf(configs))._options.exposes);
    expect(federation.runtimePlugins).toEqual([nodeRuntimePlugin]);
    for (const name of ['react', 'react-dom', '@emotion/react', 'dayjs', '@kerk/kit', '@kerk/kit/store', '@kerk/kit/dates']) {
      expect(federation.shared[name]).toMatchObject({ import: false, singleton: true });
    }
    // Subpaths the shell may not import itself keep a fallback (their own imports are shared).
    expect(federation.shared['dayjs/']?.import).toBeUndefined();
    // Images keep their web names but are not written twice.
    expect(server.module?.rules).toContainEqual(expect.objectContaining({ type: 'asset/resource', generator: { emit: false } }));
  });

  it('of the shell is one CommonJS file, dist/server/ssr.js, with the singletons eager, that provides and starts every kit entry', () => {
    const configs = builds('shell', {}, 'production', ['/plugins/error-load-remote.ts']);
    const server = serverOf(configs)!;
    const entry = (server.entry as Record<string, { import: string[] }>).ssr!.import;
    expect(entry.at(-1)).toBe('./src/server/entry.ts');
    expect(server.output).toMatchObject({ path: join(appDir('shell'), 'dist/server'), filename: '[name].js', library: { type: 'commonjs2' }, publicPath: '/' });
    expect(pluginsOf(server)).toEqual(expect.arrayContaining(['LimitChunkCountPlugin', 'DefinePlugin']));
    const federation = federationOf(server)._options;
    expect(federation.runtimePlugins).toEqual([nodeRuntimePlugin, '/plugins/error-load-remote.ts']);
    expect(federation.shared.react).toMatchObject({ eager: true, singleton: true });
    expect(federation.shared['@kerk/kit/validation']).toMatchObject({ eager: true, import: join(__dirname, '../validation/index.ts') });
    expect(entry).toContain(join(__dirname, '../validation/index.ts'));
  });

  it('and the web build of one release carry the same release hash: __SHELL_BUILD__ and the manifest buildVersion', () => {
    const define = (config: webpack.Configuration) =>
      (config.plugins!.find((p) => p?.constructor.name === 'DefinePlugin') as unknown as { definitions: Record<string, string> }).definitions.__SHELL_BUILD__;
    const shell = builds('shell', {}, 'production');
    expect(define(serverOf(shell)!)).toBe(JSON.stringify(release('shell')));
    expect(define(webOf(shell))).toBe(JSON.stringify(release('shell')));

    const agendaBuilds = builds('mf-agenda', {}, 'production');
    const stats = () => ({ metaData: { name: 'mf_agenda', buildInfo: { buildVersion: '0.1.0', buildName: '@kerk/mf-agenda' }, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } } });
    const web = federationOf(webOf(agendaBuilds))._options.manifest;
    const server = federationOf(serverOf(agendaBuilds)!)._options.manifest;
    if (!web || !server) throw new Error('both builds write a manifest');
    expect(web.additionalData!({ stats: stats() }).metaData).toEqual({
      name: 'mf_agenda',
      buildInfo: { buildVersion: release('mf-agenda'), buildName: '@kerk/mf-agenda' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      ssrRemoteEntry: { path: 'server/', name: 'remoteEntry.js', type: 'commonjs-module' },
    });
    expect(server.additionalData!({ stats: stats() }).metaData).toMatchObject({ buildInfo: { buildVersion: release('mf-agenda') } });
    expect(server.additionalData!({ stats: stats() }).metaData.ssrRemoteEntry).toBeUndefined();
  });

  it("survives the web build's cleaning of dist/", () => {
    const clean = webOf(builds('mf-agenda', {}, 'production')).output?.clean as { keep: RegExp };
    expect(['server', 'server/remoteEntry.js', 'server/releases.json'].every((file) => clean.keep.test(file))).toBe(true);
    expect(['main.js', 'serverless.js', 'remoteEntry.js', 'assets/logo.svg'].some((file) => clean.keep.test(file))).toBe(false);
  });
});

describe('shared modules of a remote on the page', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { SHELL_PROVIDES } = require('./webpack') as { SHELL_PROVIDES: string[] };
  type Shared = Record<string, { import?: false; singleton?: boolean }>;
  const sharedOf = (config: webpack.Configuration) =>
    (config.plugins!.find((p) => p?.constructor.name === 'ModuleFederationPlugin') as unknown as { _options: { shared: Shared } })._options.shared;

  it("take what the shell always provides from the shell, without a fallback copy; the rest keep theirs", () => {
    const shared = sharedOf(agenda({}, 'production'));
    const withoutCopy = Object.keys(shared).filter((key) => shared[key]!.import === false).sort();
    expect(withoutCopy).toEqual([...SHELL_PROVIDES].sort());
    // A subpath the shell may not use (agenda's dayjs/plugin/isoWeek) and the kit's validation keep a fallback.
    expect(shared['dayjs/']!.import).toBeUndefined();
    expect(shared['@kerk/kit/validation']!.import).toBeUndefined();
    expect(Object.values(shared).every((rule) => rule.singleton)).toBe(true);
  });

  it('run alone, a remote is the host and keeps all its copies; so does the shell', () => {
    expect(Object.values(sharedOf(agenda({ standalone: true }, 'production'))).some((rule) => rule.import === false)).toBe(false);
    const shell = webOf(builds('shell', {}, 'production'));
    expect(Object.values(sharedOf(shell)).some((rule) => rule.import === false)).toBe(false);
  });

  it("in the shell are eager but for dayjs and the kit's dates, which it provides as one async chunk", () => {
    const shell = webOf(builds('shell', {}, 'production'));
    const shared = sharedOf(shell) as Record<string, { eager?: boolean }>;
    for (const name of ['react', 'react-dom', '@kerk/kit/store', '@kerk/kit/dates/use-render-now']) expect([name, shared[name]!.eager]).toEqual([name, true]);
    for (const name of ['dayjs', 'dayjs/', '@kerk/kit/dates']) expect([name, shared[name]!.eager]).toEqual([name, false]);
    const groups = (shell.optimization!.splitChunks as { cacheGroups: Record<string, { test: RegExp; chunks: string; name: string }> }).cacheGroups;
    expect(groups.dates).toMatchObject({ name: 'dates', chunks: 'async' });
    expect(groups.dates!.test.test('/repo/node_modules/dayjs/plugin/utc.js')).toBe(true);
    expect(groups.dates!.test.test('/repo/packages/kit/dates/index.ts')).toBe(true);
  });

  it("are each imported by the shell's own code, since the shell provides a shared module only when it imports it", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
      );
    const source = files(join(__dirname, '../../../shell/src')).map((file) => readFileSync(file, 'utf8')).join('\n');
    // react-dom/client imports react-dom itself, so the shell's one import of it provides both.
    for (const name of SHELL_PROVIDES) expect([name, new RegExp(`from '${name}(/[a-z-]+)?'`).test(source)]).toEqual([name, true]);
  });
});
