/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type webpack from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createAppConfig } = require('./webpack') as {
  createAppConfig: (app: { dirname: string; id: string }) => (env: object, argv: { mode: string }) => webpack.Configuration;
};

const agenda = (env: object, mode = 'development') => createAppConfig({ dirname: join(__dirname, '../../../mf-agenda'), id: 'mf-agenda' })(env, { mode });

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
    const shell = createAppConfig({ dirname: join(__dirname, '../../../shell'), id: 'shell' })({}, { mode: 'production' });
    expect(Object.values(sharedOf(shell)).some((rule) => rule.import === false)).toBe(false);
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
