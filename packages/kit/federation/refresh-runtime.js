// @ts-check
/**
 * One React Refresh runtime for the whole page in `npm run dev`. React DOM tells only the runtime
 * that was there when it loaded (the shell's) about itself, so a remote that loads later with a
 * runtime of its own would refresh nothing. Every app's `react-refresh/runtime` resolves here (an
 * alias in webpack.js): the first app on the page (the shell) keeps its instance on globalThis,
 * and the remotes' refresh code uses that one. Development builds only.
 */
const KEY = '__kerkReactRefreshRuntime__';
/** @type {Record<string, unknown>} */
const scope = /** @type {any} */ (globalThis);
module.exports = scope[KEY] || (scope[KEY] = require('kerk-react-refresh-runtime'));
