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

/**
 * Packages that must exist exactly once on the page (with their `/` subpaths). React Router,
 * react-redux and Redux Toolkit must be one copy too, but they are not listed: every app reaches
 * them through the kit (`@kerk/kit/router`, `@kerk/kit/store`; ESLint forbids direct imports), so
 * the kit's one copy carries only the parts the site uses instead of each whole package — a shared
 * package cannot be tree-shaken, since any remote might use any part of it.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  '@emotion/react',
  'dayjs',
  '@kerk/kit',
];

/**
 * The kit's subpaths that are shared (one copy, the shell's): all of its public entry points but
 * build and test tooling, the API's plain-data tokens, the type-only API contract, the API's answer
 * schemas (server-side: a shared entry is bundled even when no page imports it, and this one would
 * bring the TypeBox runtime) and the calendar arithmetic the shell never uses (a shared entry would
 * sit in the shell's eager chunk on every page). The site map is shared inside `router`, which
 * re-exports it: one entry less to register in every app's share scope. The contact form's contract
 * is read in the browser by mf-contact alone, so it travels in its chunks, not in every page's shell (the newsletter's by mf-content alone);
 * the accounts and site-admin contracts and the rich-text presets and the content types likewise by the editing app alone, and the form field by the remotes with forms.
 */
const KIT_UNSHARED = /^(federation(\/.*)?|testing(\/.*)?|standalone|tokens|api-types|api-schemas|dates\/calendar|site-map|ssr|contact|newsletter|registrations\/(sign-up|api)|accounts|site-admin|editing|content-types|form-field|package\.json)$/;
const KIT_SHARED_ENTRIES = Object.keys(kitPkg.exports)
  .map((key) => key.replace(/^\.\/?/, ''))
  .filter((entry) => entry && !KIT_UNSHARED.test(entry));

/** The remotes the shell knows by id; the federation name is the id with `_` (a JS identifier). */
const REMOTES = ['mf-content', 'mf-agenda', 'mf-community', 'mf-contact', 'mf-beheer'];

/** Each app's dev server port (`npm run dev`, `dev:remote`, `start:standalone`). */
const DEV_PORTS = { shell: 3000, 'mf-content': 3001, 'mf-agenda': 3002, 'mf-community': 3003, 'mf-contact': 3004, 'mf-beheer': 3005 };
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
    if (name !== kitPkg.name) shared[`${name}/`] = { ...rule, ...(version ? { version } : {}) };
    else for (const entry of KIT_SHARED_ENTRIES) shared[`${name}/${entry}`] = { ...rule, version };
  }
  return shared;
}

/**
 * A remote's shared config in its server build: the same list, but `import: false` on every
 * singleton and kit entry. The shell's server bundle (ssr.js) always provides them first, so a
 * remote's server build brings no copy of its own that could ever become a second React on the
 * server. The `/` subpath entries (react/jsx-runtime, dayjs/plugin/isoWeek, …) keep their fallback:
 * the shell provides only the subpaths it imports itself, and a fallback's own imports of its
 * package are shared, so it adds no second copy of the package.
 * @param {string} appDir
 */
function serverShared(appDir) {
  return Object.fromEntries(Object.entries(sharedConfig(appDir)).map(([name, rule]) => [name, name.endsWith('/') ? rule : { ...rule, import: false }]));
}

/**
 * The shell's shared config in its server build: eager, and every kit entry provided whether the
 * shell imports it or not (an `import` by file path is always provided; a package name only when
 * imported). A remote's server build has no copy of its own (`serverShared`).
 * @param {string} appDir
 */
function shellServerShared(appDir) {
  const shared = sharedConfig(appDir, { eager: true });
  for (const [name, rule] of Object.entries(shared)) {
    if (name === kitPkg.name || name.startsWith(`${kitPkg.name}/`)) shared[name] = { ...rule, import: require.resolve(name, { paths: [appDir] }) };
  }
  return shared;
}

module.exports = { SINGLETONS, KIT_SHARED_ENTRIES, REMOTES, DEV_PORTS, federationName, sharedConfig, serverShared, shellServerShared, kitVersion: kitPkg.version };
