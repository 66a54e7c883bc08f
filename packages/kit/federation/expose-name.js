// @ts-check
/**
 * A remote's exposes are the files of its src/exposes/: `news-page.tsx` is exposed as `./NewsPage`,
 * the name the kit's site map and the shell use. One rule, read by the build (webpack.js) and the
 * standalone harness.
 * @param {string} file a file name, with or without its folder and extension
 * @returns {string} the expose's name (`NewsPage`)
 */
function exposeNameOf(file) {
  const base = file.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  return base.replace(/(^|-)([a-z0-9])/g, (_, _dash, letter) => letter.toUpperCase());
}

module.exports = { exposeNameOf };
