// @ts-check
/**
 * The server build of one app (docs/server-rendering.md, Two builds of every app), next to its web build: the same
 * sources, loader options and exposes, built for Node (`async-node`) into dist/server/.
 *
 * - A remote's server build is a federation container like its web one (`server/remoteEntry.js`,
 *   `commonjs-module`). Its web `mf-manifest.json` names it in `metaData.ssrRemoteEntry`, which the
 *   federation runtime prefers in Node, so the server loads a remote from the same URL as the browser.
 *   It brings no copy of the singletons (`import: false`): the host always provides them, so no
 *   fallback can ever become a second React.
 * - The shell's server build is the host: `server/ssr.js`, one CommonJS file from
 *   src/server/entry.ts, with the singletons eager in it, react-dom/server bundled, and the node
 *   runtime plugin that loads remote chunks over http.
 */
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationName, serverShared, shellServerShared } = require('./index');
const { KeepReleasesPlugin } = require('./releases');

/** The server build's folder inside an app's dist/, and its entry as the web manifest names it. */
const SERVER_DIR = 'server';
const SSR_REMOTE_ENTRY = { path: `${SERVER_DIR}/`, name: 'remoteEntry.js', type: 'commonjs-module' };

/**
 * What the manifest records of a release: its `buildVersion` (the release hash instead of
 * package.json's version: the runtime keys its snapshots on it and the SSR host compares it to find
 * version skew), and in the web manifest where the server build is.
 * @param {string} release the release hash, the same in both builds of one release
 * @param {{ ssrEntry: boolean }} options
 */
function manifestData(release, { ssrEntry }) {
  /** @param {{ stats: any }} input */
  return ({ stats }) => {
    stats.metaData.buildInfo = { ...stats.metaData.buildInfo, buildVersion: release };
    if (ssrEntry) stats.metaData.ssrRemoteEntry = { ...SSR_REMOTE_ENTRY };
    return stats;
  };
}

/**
 * @param {import('webpack').Configuration} web the app's web config (its loaders and aliases are reused)
 * @param {{ dirname: string, id: string, runtimePlugins: string[], exposes: Record<string, string | { import: string, name: string }> | undefined,
 *   release: string, deployBuild: boolean }} app
 * @returns {import('webpack').Configuration}
 */
function createServerConfig(web, { dirname, id, runtimePlugins, exposes, release, deployBuild }) {
  const isShell = id === 'shell';
  const shared = isShell ? shellServerShared(dirname) : serverShared(dirname);
  // The shell evaluates every kit entry when ssr.js starts, before any remote registers its share
  // entries: a kit module first run later, for a remote, could find a remote's not yet loaded
  // subpath (dayjs/locale/nl) where it needs its own eager one.
  const kitFiles = Object.values(shared)
    .map((rule) => /** @type {{ import?: unknown }} */ (rule).import)
    .filter(/** @type {(file: unknown) => file is string} */ ((file) => typeof file === 'string' && path.isAbsolute(file)));
  const rules = (web.module?.rules ?? []).map((rule) =>
    // Images keep the web build's names (same content hash), but the server writes no copies.
    rule && typeof rule === 'object' && rule.type === 'asset/resource' ? { ...rule, generator: { emit: false } } : rule,
  );
  return {
    name: SERVER_DIR,
    // Production React on the server too: its server build keeps error stacks out of the HTML.
    mode: 'production',
    target: 'async-node',
    context: dirname,
    entry: isShell ? { ssr: { import: [...kitFiles, './src/server/entry.ts'] } } : {},
    devtool: 'source-map',
    output: {
      path: path.join(dirname, 'dist', SERVER_DIR),
      // The shell's asset URLs must be the browser's (/assets/…); a remote's chunks come from
      // wherever its server entry was loaded from.
      publicPath: isShell ? '/' : 'auto',
      filename: isShell ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: federationName(id),
      ...(isShell ? { library: { type: 'commonjs2' } } : {}),
      clean: true,
    },
    resolve: web.resolve,
    module: { rules },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName(id),
        filename: isShell ? undefined : 'remoteEntry.js',
        exposes,
        remotes: {},
        ...(isShell ? {} : { library: { type: 'commonjs-module' }, remoteType: 'script' }),
        manifest: isShell ? false : { fileName: 'mf-manifest.json', additionalData: manifestData(release, { ssrEntry: false }) },
        shared,
        shareStrategy: 'loaded-first',
        // Chunks over http (fetch + vm) where the browser uses <script>: each container's own
        // webpack runtime loads its chunks, so a remote's server build needs the plugin as well.
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin'), ...(isShell ? runtimePlugins : [])],
        dts: false,
      }),
      ...(isShell
        ? [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), new webpack.DefinePlugin({ __SHELL_BUILD__: JSON.stringify(release) })]
        : []),
      // Renders still in flight after a deploy may ask for the previous release's server chunks.
      ...(deployBuild ? [new KeepReleasesPlugin()] : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      splitChunks: false,
      // Readable stacks in the API's log; nothing is downloaded by a visitor.
      minimize: false,
    },
    performance: { hints: false },
  };
}

module.exports = { createServerConfig, manifestData, SERVER_DIR, SSR_REMOTE_ENTRY };
