// `npm run build -w api`: compiles the server and the command-line tools into dist/, so
// production starts with plain `node api/dist/server.js` (no TypeScript at run time). esbuild bundles
// our own code (src, migrations, seed content and the kit's TypeScript source); every package in
// api/package.json `dependencies` stays an external `require`, installed by `npm ci` as usual (native
// better-sqlite3 and resvg, swagger-ui's static files). CommonJS, like the source's tsconfig.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const apiRoot = dirname(fileURLToPath(import.meta.url));
const { dependencies } = JSON.parse(readFileSync(join(apiRoot, 'package.json'), 'utf8'));

/** The kit is TypeScript source, so it is compiled in; every other dependency is loaded from node_modules. */
const external = Object.keys(dependencies)
  .filter((name) => name !== '@kerk/kit')
  .flatMap((name) => [name, `${name}/*`]);

// The SSR worker is a file of its own: a worker_thread starts from a path (site/ssr/ssr-generation.ts).
const entryPoints = ['src/server.ts', 'src/cli/seed.ts', 'src/cli/backup.ts', 'src/cli/db-copy.ts', 'src/cli/users.ts', 'src/site/ssr/ssr-worker.ts'];

rmSync(join(apiRoot, 'dist'), { recursive: true, force: true });
const { metafile } = await build({
  absWorkingDir: apiRoot,
  entryPoints,
  outbase: 'src',
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  // The oldest Node that package.json `engines` allows (the images run a newer one: .ci/node.sh).
  target: 'node24',
  external,
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});
// What each output requires at run time (scripts/test/api-image.test.ts checks every external is a
// declared dependency, so the image's `npm ci --omit=dev -w api` installs it).
writeFileSync(join(apiRoot, 'dist', 'meta.json'), JSON.stringify(metafile));
