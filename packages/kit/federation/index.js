// @ts-check
/**
 * The one federation contract shared by the shell and every remote.
 *
 * Every app's webpack.config.js is built from `createAppConfig`, so the list of singletons, the
 * manifest, the runtime plugins and the cache-friendly file names are decided here once. When a
 * remote is built against an older kit, `requiredVersion` ranges keep the page on one copy.
 */
const fs = require('node:fs');

const kitPkg = require('../package.json');

/** Packages that must exist exactly once on the page (with their `/` subpaths). */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@emotion/react',
  'dayjs',
  '@kerk/kit',
];

/** The remotes the shell knows by id; the federation name is the id with `_` (a JS identifier). */
const REMOTES = ['mf-content', 'mf-agenda', 'mf-community', 'mf-contact'];
const federationName = (id) => id.replace(/-/g, '_');

function versionOf(pkgName, fromDir) {
  if (pkgName === kitPkg.name) return kitPkg.version;
  try {
    const file = require.resolve(`${pkgName}/package.json`, { paths: [fromDir] });
    return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  } catch {
    return undefined;
  }
}

/**
 * Shared config: each singleton and its trailing-slash subpath entry. Eager only in the shell (the
 * host, always on the page first): its copies then sit in its entry chunk instead of some twenty
 * separate requests; remotes never bundle them eagerly, they take the shell's.
 * @param {string} appDir the app folder, used to read installed versions
 * @param {{ eager?: boolean }} [options]
 */
function sharedConfig(appDir, { eager = false } = {}) {
  /** @type {Record<string, any>} */
  const shared = {};
  for (const name of SINGLETONS) {
    const version = versionOf(name, appDir);
    const major = version ? `^${version.split('.')[0]}.0.0` : false;
    const requiredVersion = name === kitPkg.name ? `^${kitPkg.version.split('.').slice(0, 2).join('.')}.0` : major;
    const rule = { singleton: true, requiredVersion, strictVersion: false, ...(eager ? { eager: true } : {}) };
    shared[name] = { ...rule, ...(version ? { version } : {}) };
    shared[`${name}/`] = { ...rule, ...(version ? { version } : {}) };
  }
  return shared;
}

module.exports = { SINGLETONS, REMOTES, federationName, sharedConfig, kitVersion: kitPkg.version };
