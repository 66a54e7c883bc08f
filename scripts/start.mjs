// `npm start`: install what is missing, build what is stale, then serve the composed site and the
// API on one origin (PORT, default 8080). The database is created and seeded on first start. The
// API runs as production does: compiled by `npm run build -w api` (under a second) and started with
// plain node.
import { join } from 'node:path';

import { buildIfStale } from './build-if-stale.mjs';
import { root, run } from './lib.mjs';

await buildIfStale();
await run(process.execPath, [join(root, 'api/build.mjs')]);
const { spawn } = await import('node:child_process');
const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
