// @ts-check
/**
 * Builds the webpack config of one app (shell or remote) so each app's webpack.config.js stays thin.
 * Remotes publish `mf-manifest.json` + `remoteEntry.js` (served no-cache) and content-hashed chunks
 * (served immutable); the shell is built with no remotes at all: it learns them from /remotes.json.
 * A build that is not a dev server's is two: the server build (./webpack-server.js, dist/server/)
 * first, then the web build, whose manifest names the server entry.
 */
const fs = require('node:fs');
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DEV_PORTS, sharedConfig, federationName } = require('./index');
const { BuildHashPlugin, sourceHash } = require('./build-hash');
const { KeepReleasesPlugin } = require('./releases');
const { exposeNameOf } = require('./expose-name');
const { createServerConfig, manifestData, SERVER_DIR } = require('./webpack-server');

/**
 * The shell's entry split in three files fetched in parallel (react-dom, the other libraries, the
 * shell itself): three shorter script evaluations block the main thread less than one long one.
 */
const SHELL_CHUNKS = {
  chunks: 'all',
  cacheGroups: {
    // The rest of the shell's start-up code is one file: gzip then finds the repeats across it
    // and it is one request less.
    default: false,
    defaultVendors: false,
    reactDom: { test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, name: 'react-dom', chunks: 'all', enforce: true },
    // The kit's dates and dayjs are provided lazily (not on the home page's first load): one file
    // when a remote first shows a date.
    dates: { test: /[\\/](node_modules[\\/]dayjs|packages[\\/]kit[\\/]dates)[\\/]/, name: 'dates', chunks: 'async', enforce: true },
  },
};

const API_ORIGIN = process.env.DEV_API_ORIGIN || 'http://localhost:8080';

/**
 * The plugin that hands the shell's federation runtime to the remotes is listed as its CommonJS
 * build, which pulls in a second, CommonJS copy of the runtime (about 20 KB gzip); its ES module
 * build shares the copy the shell already has.
 * @returns {Record<string, string>}
 */
function esmRuntimeInjection() {
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  return { [cjs]: cjs.replace(/\.cjs$/, '.js') };
}

/**
 * React Router's package exports point every bundler at its development build (dev warnings on);
 * a production build takes its production files instead, which have them switched off.
 * @param {string} fromDir
 * @returns {Record<string, string>}
 */
function reactRouterProduction(fromDir) {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [fromDir] })), 'dist', 'production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

/**
 * A remote's exposes: every module in its src/exposes/ (its whole public contract), by name.
 * @param {string} dirname the app folder
 * @returns {Record<string,string>} `{ './NewsPage': './src/exposes/news-page.tsx' }`
 */
function exposesOf(dirname) {
  const folder = path.join(dirname, 'src', 'exposes');
  if (!fs.existsSync(folder)) return {};
  const files = fs.readdirSync(folder).filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file)).sort();
  return Object.fromEntries(files.map((file) => [`./${exposeNameOf(file)}`, `./src/exposes/${file}`]));
}

/**
 * Exposes of a remote as federation options. All home widgets (`./…Widget`) share one chunk, so the
 * home page loads one file per remote instead of one per section; each page stays a chunk of its own.
 * @param {Record<string,string>} exposes
 */
function groupExposes(exposes) {
  return Object.fromEntries(
    Object.entries(exposes).map(([key, file]) => [key, key.endsWith('Widget') ? { import: file, name: 'home-widgets' } : file]),
  );
}

/**
 * The shared modules the shell always provides on the page: the singletons its own start-up runs on
 * and the kit entries its code imports (the shell provides a shared module only when it imports it;
 * `webpack.test.ts` holds it to this list). A remote on the page takes these from the shell and
 * carries no fallback copy of them: its remoteEntry.js then registers no copies of its own (about
 * 0.8 KB gzip less per remote) and no fallback can ever become a second React. Subpath entries
 * (`dayjs/plugin/isoWeek`), `dayjs`, `@kerk/kit/dates` and `@kerk/kit/validation` keep theirs: a
 * remote may use one the shell does not.
 */
const SHELL_PROVIDES = [
  'react',
  'react-dom',
  '@emotion/react',
  '@kerk/kit/design-system',
  '@kerk/kit/http',
  '@kerk/kit/page',
  '@kerk/kit/router',
  '@kerk/kit/store',
  '@kerk/kit/texts',
];

/** Shared modules the shell provides but its first render does not need: not eager (one async chunk, `dates`). */
const SHELL_LAZY = ['dayjs', 'dayjs/', '@kerk/kit/dates'];

/**
 * The shell's share config in the browser: eager but for SHELL_LAZY.
 * @param {Record<string, any>} shared
 */
function lazyInShell(shared) {
  return Object.fromEntries(Object.entries(shared).map(([key, rule]) => [key, SHELL_LAZY.includes(key) ? { ...rule, eager: false } : rule]));
}

/**
 * A remote's share config on the page: no fallback for what the shell always provides.
 * @param {Record<string, any>} shared
 */
function withoutShellCopies(shared) {
  return Object.fromEntries(Object.entries(shared).map(([key, rule]) => [key, SHELL_PROVIDES.includes(key) ? { ...rule, import: false } : rule]));
}

/**
 * @param {{ dirname: string, id: string, runtimePlugins?: string[] }} app
 * @returns {(env: Record<string, any>, argv: Record<string, any>) => import('webpack').Configuration | import('webpack').Configuration[]}
 */
function createAppConfig({ dirname, id, runtimePlugins = [] }) {
  const isShell = id === 'shell';
  return (env = {}, argv = {}) => {
    const production = argv.mode === 'production';
    // `webpack serve --mode production` (npm run dev:remote): production React and federation, to
    // share the built shell's, but rebuilt in seconds on save: no minifier, cheap source maps, and
    // nothing written for deploys (releases, build hash), since nothing is written to disk.
    const servedBuild = production && Boolean(env.WEBPACK_SERVE);
    const deployBuild = production && !servedBuild;
    // `npm run dev` (every app's dev server, development React): React Refresh, so an edit to a
    // component or a text updates the page in place and keeps its state (typed text, open menus).
    // All apps share the shell's refresh runtime (./refresh-runtime.js); `library` keeps their
    // module ids apart.
    const hotRefresh = !production && Boolean(env.WEBPACK_SERVE);
    // Every build but a dev server's also builds the app for the server (SSR); both builds of one
    // release carry the release hash (manifest buildVersion, the shell's __SHELL_BUILD__).
    const serverBuild = !env.WEBPACK_SERVE;
    const release = serverBuild ? sourceHash(dirname).slice(0, 12) : 'dev';
    // Standalone harness: a remote served alone on its port needs its own public path and index.html.
    const port = DEV_PORTS[/** @type {keyof typeof DEV_PORTS} */ (id)];
    // A remote on the page uses the shell's copy of the federation runtime (about 20 KB gzip each)
    // instead of bringing its own; run standalone it is the host and keeps its own.
    // `optimization.target: 'web'` leaves the runtime's Node-only code (script loading in Node) out;
    // a remote never loads another remote (no remote imports another), so its remoteEntry.js also
    // leaves out the code for consuming remotes.
    const optimization = isShell ? { target: 'web' } : { target: 'web', disableRemote: true };
    const experiments = isShell ? { provideExternalRuntime: true, optimization } : env.standalone ? { optimization } : { externalRuntime: true, optimization };
    /** @type {import('webpack').Configuration} */
    const web = {
      name: 'web',
      // Its manifest's hook runs after the server build is written.
      ...(serverBuild ? { dependencies: [SERVER_DIR] } : {}),
      mode: production ? 'production' : 'development',
      // Evergreen browsers: webpack's own runtime (most of a remoteEntry.js) and the minifier's
      // output may then use arrow functions, const and other ES2020 syntax instead of ES5.
      target: ['web', 'es2020'],
      context: dirname,
      // A remote on the page is only its remoteEntry.js: its index.ts (the standalone harness) is built
      // only to run it alone, so the harness's own needs (react-dom/client) stay out of its share scope.
      entry: isShell || env.standalone ? { main: './src/index.ts' } : {},
      // No eval-based source maps: the composed site's CSP (script-src without 'unsafe-eval') also
      // applies when a dev server's remote is loaded into it (dev:remote, ?remote: override).
      devtool: deployBuild ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        // The shell, and a remote run alone (its own index.html, any deep link such as /evenement/7),
        // load their scripts from the root; a remote on the page from wherever its entry came from.
        publicPath: isShell || env.standalone ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: federationName(id),
        // Emptied before each build, except (production) the files of the releases the retention
        // rule keeps, for tabs still running them (./releases.js), and the server build (server/).
        clean: { keep: /^server(\/|$)/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        alias: {
          ...(isShell ? esmRuntimeInjection() : {}),
          ...(production ? reactRouterProduction(dirname) : {}),
          ...(hotRefresh ? { 'react-refresh/runtime$': path.join(__dirname, 'refresh-runtime.js'), 'kerk-react-refresh-runtime$': require.resolve('react-refresh/runtime') } : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules\/(?!@kerk)/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  // Always the production JSX runtime: a `?remote:` override may mount a development
                  // build into the production shell, whose React lacks jsx-dev-runtime's hooks.
                  transform: { react: { runtime: 'automatic', importSource: '@emotion/react', development: false, refresh: hotRefresh } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName(id),
          filename: isShell ? undefined : 'remoteEntry.js',
          exposes: isShell ? undefined : groupExposes(exposesOf(dirname)),
          remotes: {},
          manifest: isShell ? false : { fileName: 'mf-manifest.json', ...(serverBuild ? { additionalData: manifestData(release, { ssrEntry: true }) } : {}) },
          // A remote run alone is the host: it keeps its own copies.
          shared: isShell ? lazyInShell(sharedConfig(dirname, { eager: true })) : env.standalone ? sharedConfig(dirname) : withoutShellCopies(sharedConfig(dirname)),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          dts: false,
          experiments,
        }),
        ...(deployBuild ? [new KeepReleasesPlugin(), new BuildHashPlugin(dirname)] : []),
        ...(isShell ? [new DefinePlugin({ __SHELL_BUILD__: JSON.stringify(release) })] : []),
        ...(hotRefresh ? [new ReactRefreshPlugin({ overlay: false, library: federationName(id), exclude: [/node_modules/, /refresh-runtime\.js$/] })] : []),
        ...(isShell || env.standalone
          ? [
              new HtmlWebpackPlugin({
                // The shell's own page; a remote run alone gets the kit's harness page, titled by its id.
                template: isShell ? path.join(dirname, 'src/index.html') : path.join(__dirname, '../standalone/index.html'),
                title: `${id} (los)`,
                scriptLoading: 'defer',
                inject: 'head',
              }),
            ]
          : []),
      ],
      // Remotes: no split-off common chunks; each exposed chunk carries what it needs, so a route or
      // the home page costs one request per remote (a little code is repeated between pages).
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        splitChunks: isShell ? SHELL_CHUNKS : false,
        minimize: deployBuild,
        // swc's minifier (ES2020 output for the target above, a third pass): Terser's size in a quarter
        // of the build time. Not `pure_getters`/`unsafe_arrows`: with them swc's output of the shell
        // loads without an error and never renders.
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            minimizerOptions: { ecma: 2020, compress: { ecma: 2020, passes: 3 }, mangle: true, format: { ecma: 2020 } },
          }),
        ],
      },
      performance: { hints: false },
      devServer: {
        port,
        hot: true,
        historyApiFallback: isShell || Boolean(env.standalone),
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/remotes.json', '/mf-'], target: API_ORIGIN, changeOrigin: false }],
        client: { overlay: { errors: true, warnings: false } },
      },
    };
    if (!serverBuild) return web;
    const exposes = isShell ? undefined : groupExposes(exposesOf(dirname));
    return [createServerConfig(web, { dirname, id, runtimePlugins, exposes, release, deployBuild }), web];
  };
}

module.exports = { createAppConfig, exposesOf, DEV_PORTS, SHELL_PROVIDES };
