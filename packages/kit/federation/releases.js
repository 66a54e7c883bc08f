// @ts-check
/**
 * Old chunks stay served after a deploy. A tab opened before a remote (or the shell) was
 * redeployed still runs the old remoteEntry.js, and asks for the old content-hashed chunks when the
 * visitor navigates; if the build had deleted them, that tab would fail until a forced reload.
 *
 * So a production build does not empty its output folder: it removes only the files of releases
 * past the retention rule. The rule: the files of the newest RELEASES_KEPT releases (this one and
 * the two before it) stay; older ones go. Each build records its own files in `releases.json`
 * (newest first), which is how the next build knows what the earlier releases were. The entry
 * files (index.html, remoteEntry.js, the shell's server/ssr.js, the manifests, .build-hash) are
 * replaced by every release and never kept. The server build (dist/server/) keeps its own record.
 */

const NAME = 'KeepReleasesPlugin';
const RELEASES_FILE = 'releases.json';
const RELEASES_KEPT = 3;
/** Served no-cache under fixed names: each release replaces them. */
const ENTRY_FILES = /^(index\.html|remoteEntry\.js|ssr\.js|mf-manifest\.json|mf-manifest-stats\.json|mf-stats\.json|releases\.json|\.build-hash)$/;

/**
 * @typedef {{ id: string, files: string[] }} Release
 * @param {import('webpack').Compiler['outputFileSystem']} fs
 * @param {string} dir
 * @returns {Promise<Release[]>}
 */
function readReleases(fs, dir) {
  return new Promise((resolve) => {
    if (!fs) return resolve([]);
    fs.readFile(`${dir}/${RELEASES_FILE}`, (error, content) => {
      if (error || !content) return resolve([]);
      try {
        const releases = JSON.parse(content.toString()).releases;
        resolve(Array.isArray(releases) ? releases : []);
      } catch {
        resolve([]); // an unreadable record keeps nothing: the build then behaves as a clean one
      }
    });
  });
}

class KeepReleasesPlugin {
  /** @param {{ kept?: number }} [options] */
  constructor({ kept = RELEASES_KEPT } = {}) {
    this.kept = kept;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { webpack } = compiler;
    /** @type {Release[]} */
    let previous = [];
    compiler.hooks.beforeRun.tapPromise(NAME, async () => {
      previous = await readReleases(compiler.outputFileSystem, compiler.outputPath);
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Files of the earlier releases that are still within the rule (this release is the newest).
      const keep = new Set(previous.slice(0, this.kept - 1).flatMap((release) => release.files));
      webpack.CleanPlugin.getCompilationHooks(compilation).keep.tap(NAME, (file) => (keep.has(file.replace(/\\/g, '/')) ? true : undefined));
      compilation.hooks.processAssets.tap({ name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = compilation
          .getAssets()
          .map((asset) => asset.name)
          .filter((name) => !ENTRY_FILES.test(name))
          .sort();
        const id = compilation.hash ?? '';
        // A rebuild of the same sources is the same release, not one more.
        const earlier = previous[0]?.id === id ? previous.slice(1) : previous;
        const releases = [{ id, files }, ...earlier].slice(0, this.kept);
        compilation.emitAsset(RELEASES_FILE, new webpack.sources.RawSource(`${JSON.stringify({ kept: this.kept, releases }, null, 2)}\n`));
      });
    });
  }
}

module.exports = { KeepReleasesPlugin, RELEASES_FILE, RELEASES_KEPT };
