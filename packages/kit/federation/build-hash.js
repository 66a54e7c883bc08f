// @ts-check
/**
 * The hash of everything a web app's build depends on: its sources, webpack config and
 * package.json, the kit and the lock file. Every production build writes it to `dist/.build-hash`,
 * so `npm start` and `npm test` (scripts/build-if-stale.mjs) rebuild only an app whose inputs
 * changed since its last build, however that build was started (`npm run build`, `-w <app>`, or
 * themselves). Plain Node with no dependencies: the root scripts use it before npm install.
 */
const { createHash } = require('node:crypto');
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const NAME = 'BuildHashPlugin';
const BUILD_HASH_FILE = '.build-hash';
const repoRoot = path.join(__dirname, '../../..');
const kitDir = path.join(__dirname, '..');

/** @param {string} dir @returns {Generator<string>} */
function* files(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * @param {string} appDir the app's folder (shell/, mf-agenda/, …)
 * @returns {string}
 */
function sourceHash(appDir) {
  const hash = createHash('sha256');
  for (const dir of [path.join(appDir, 'src'), kitDir]) for (const file of [...files(dir)].sort()) hash.update(path.relative(repoRoot, file)).update(readFileSync(file));
  for (const file of [path.join(appDir, 'webpack.config.js'), path.join(appDir, 'package.json'), path.join(repoRoot, 'package-lock.json')]) {
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Emits `.build-hash`: the inputs' hash as they were when this build started. */
class BuildHashPlugin {
  /** @param {string} appDir */
  constructor(appDir) {
    this.appDir = appDir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { webpack } = compiler;
    let hash = '';
    compiler.hooks.beforeRun.tap(NAME, () => {
      hash = sourceHash(this.appDir);
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset(BUILD_HASH_FILE, new webpack.sources.RawSource(hash || sourceHash(this.appDir)));
      });
    });
  }
}

module.exports = { BuildHashPlugin, BUILD_HASH_FILE, sourceHash };
